import {HomeIcon} from '@sanity/icons/Home'
import {defineField} from 'sanity'
import {
  buttonFields,
  choiceField,
  imageField,
  linkField,
  listField,
  listItem,
  optionalString,
  requiredString,
  requiredText,
  sectionField,
  sectionHeading,
} from '../objects/fields'
import {pageDocument} from './pageDocument'

const bannerSlide = listItem(
  'bannerSlide',
  'Slide',
  [
    imageField({name: 'image', title: 'Imagem'}),
    optionalString('title', 'Título', 80, 'Texto grande sobre a imagem. Em branco: slide só com imagem.'),
    optionalString('subtitle', 'Subtítulo', 160, 'Linha menor abaixo do título (opcional).'),
    optionalString('buttonText', 'Texto do botão', 40, 'Deixe em branco para um slide só com imagem.'),
    defineField({
      ...linkField('buttonLink', 'Link do botão', {
        description: 'Para onde o botão leva, ex.: /eva-baby#reservar_baby (a parte depois de # é a seção da página).',
      }),
      hidden: ({parent}) => !parent?.buttonText,
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as {buttonText?: string} | undefined
          if (parent?.buttonText && !value) return 'Um botão precisa de um link.'
          return true
        }),
    }),
    defineField({
      name: 'brightness',
      title: 'Brilho da imagem (%)',
      type: 'number',
      description: '100 = imagem original; valores menores escurecem a imagem para o texto ficar legível.',
      initialValue: 100,
      validation: (rule) => rule.required().integer().min(0).max(100),
    }),
  ],
  {
    select: {title: 'title', subtitle: 'buttonText', media: 'image', alt: 'image.alt'},
    prepare: ({title, subtitle, media, alt}) => ({
      title: title || alt || 'Slide só com imagem',
      subtitle: subtitle ? `Botão: ${subtitle}` : 'Sem botão',
      media,
    }),
  },
)

const solutionCard = listItem(
  'solutionCard',
  'Cartão',
  [
    imageField({name: 'image', title: 'Imagem'}),
    requiredString('title', 'Título', 60),
    requiredText('content', 'Texto', 300),
    choiceField(
      'color',
      'Cor',
      'Cor de fundo do cartão.',
      {green: 'Verde', red: 'Vermelho'},
      {radio: true, initialValue: 'green'},
    ),
    ...buttonFields('link'),
  ],
  {select: {title: 'title', subtitle: 'link', media: 'image'}},
)

export const homePage = pageDocument('homePage', 'Home', HomeIcon, [
  listField('bannerSlides', 'Banner (slides)', [bannerSlide], {
    min: 1,
    max: 6,
    description: 'Os slides passam sozinhos a cada 5 segundos, na ordem da lista (arraste para mudar).',
  }),
  sectionField('solutions', 'Seção "Nossas Soluções"', [
    ...sectionHeading('Nossas Soluções'),
    listField('cards', 'Cartões', [solutionCard], {min: 1, max: 6}),
  ]),
  sectionField('projects', 'Seção "Projetos"', [
    ...sectionHeading('Projetos'),
    requiredText('text', 'Texto', 400),
    ...buttonFields(),
    imageField({name: 'image', title: 'Imagem'}),
  ]),
  defineField({
    name: 'latestArticles',
    title: 'Seção "Dicas de cultivo"',
    type: 'object',
    description: 'Os três artigos mais recentes, no fim da página. Desligada, a seção não aparece.',
    options: {collapsible: true, collapsed: false},
    fields: [
      defineField({name: 'show', title: 'Mostrar na Home', type: 'boolean', initialValue: false}),
      optionalString('title', 'Título', 80, 'Sem título, "Dicas de cultivo".'),
    ],
  }),
])
