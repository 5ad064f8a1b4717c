import {HomeIcon} from '@sanity/icons/Home'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {imageField, linkField, requiredString, requiredText, seoField} from '../objects/fields'

const bannerSlide = defineArrayMember({
  name: 'bannerSlide',
  title: 'Slide',
  type: 'object',
  fields: [
    imageField({name: 'image', title: 'Imagem'}),
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      description: 'Texto grande sobre a imagem. Em branco: slide só com imagem.',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtítulo',
      type: 'string',
      description: 'Linha menor abaixo do título (opcional).',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'buttonText',
      title: 'Texto do botão',
      type: 'string',
      description: 'Deixe em branco para um slide só com imagem.',
      validation: (rule) => rule.max(40),
    }),
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
  preview: {
    select: {title: 'title', subtitle: 'buttonText', media: 'image', alt: 'image.alt'},
    prepare: ({title, subtitle, media, alt}) => ({
      title: title || alt || 'Slide só com imagem',
      subtitle: subtitle ? `Botão: ${subtitle}` : 'Sem botão',
      media,
    }),
  },
})

const solutionCard = defineArrayMember({
  name: 'solutionCard',
  title: 'Cartão',
  type: 'object',
  fields: [
    imageField({name: 'image', title: 'Imagem'}),
    requiredString('title', 'Título', 60),
    requiredText('content', 'Texto', 300),
    defineField({
      name: 'color',
      title: 'Cor',
      type: 'string',
      description: 'Cor de fundo do cartão.',
      options: {
        list: [
          {title: 'Verde', value: 'green'},
          {title: 'Vermelho', value: 'red'},
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'green',
      validation: (rule) => rule.required(),
    }),
    requiredString('buttonText', 'Texto do botão', 40),
    linkField('link', 'Link do botão', {required: true}),
  ],
  preview: {select: {title: 'title', subtitle: 'link', media: 'image'}},
})

export const homePage = defineType({
  name: 'homePage',
  title: 'Home',
  type: 'document',
  icon: HomeIcon,
  fields: [
    seoField,
    defineField({
      name: 'bannerSlides',
      title: 'Banner (slides)',
      type: 'array',
      description: 'Os slides passam sozinhos a cada 5 segundos, na ordem da lista (arraste para mudar).',
      of: [bannerSlide],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'solutions',
      title: 'Seção "Nossas Soluções"',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('eyebrow', 'Chamada', 60, 'Texto pequeno acima do título, ex.: "Nossas Soluções".'),
        requiredString('title', 'Título', 80),
        defineField({
          name: 'cards',
          title: 'Cartões',
          type: 'array',
          of: [solutionCard],
          validation: (rule) => rule.required().min(1).max(6),
        }),
      ],
    }),
    defineField({
      name: 'projects',
      title: 'Seção "Projetos"',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('eyebrow', 'Chamada', 60, 'Texto pequeno acima do título, ex.: "Projetos".'),
        requiredString('title', 'Título', 80),
        requiredText('text', 'Texto', 400),
        requiredString('buttonText', 'Texto do botão', 40),
        linkField('buttonLink', 'Link do botão', {required: true}),
        imageField({name: 'image', title: 'Imagem'}),
      ],
    }),
  ],
  preview: {prepare: () => ({title: 'Home'})},
})
