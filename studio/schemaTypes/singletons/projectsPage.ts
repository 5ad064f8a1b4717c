import {ProjectsIcon} from '@sanity/icons/Projects'
import {defineField} from 'sanity'
import {
  bannerField,
  buttonFields,
  imageField,
  listField,
  listItem,
  requiredString,
  requiredText,
  sectionField,
  sectionHeading,
} from '../objects/fields'
import {pageDocument} from './pageDocument'

const captionedImage = (name: string, title: string) =>
  sectionField(name, title, [imageField({name: 'image', title: 'Imagem'}), requiredString('caption', 'Legenda', 80)])

export const projectsPage = pageDocument('projectsPage', 'Projetos', ProjectsIcon, [
  bannerField,
  sectionField('howItWorks', 'Como Funciona', [
    ...sectionHeading('Como Funciona'),
    requiredText('intro', 'Texto', 400),
    listField(
      'steps',
      'Etapas',
      [listItem('step', 'Etapa', [requiredString('title', 'Título', 80), requiredText('description', 'Descrição', 300)])],
      {length: 4, description: 'Exatamente 4 etapas, numeradas na página na ordem da lista.'},
    ),
    ...buttonFields(),
  ]),
  listField(
    'guarantees',
    'Blocos de garantia',
    [
      listItem(
        'guaranteeBlock',
        'Bloco',
        [
          requiredString('title', 'Título', 80),
          defineField({
            name: 'items',
            title: 'Itens',
            type: 'array',
            of: [{type: 'string'}],
            validation: (rule) => rule.required().min(1),
          }),
        ],
        {
          select: {title: 'title', items: 'items'},
          prepare: ({title, items}) => ({title, subtitle: (items ?? []).join(', ')}),
        },
      ),
    ],
    {min: 1, max: 4, description: 'Ex.: "Execução e Manutenção" com os itens Hortas Urbanas, Hortas Verticais, Hortoterapia.'},
  ),
  sectionField('info', 'Bloco de informações', [
    requiredString('title', 'Título', 80),
    defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
    imageField({name: 'image', title: 'Imagem', required: false}),
  ]),
  sectionField('form', 'Formulário de agendamento', [
    requiredString('title', 'Título', 80),
    requiredText('intro', 'Texto de introdução', 300),
  ]),
  sectionField('beforeAfter', 'Antes e depois', [captionedImage('before', 'Antes'), captionedImage('after', 'Depois')], {
    description: 'Duas fotos lado a lado, cada uma com legenda, ex.: "Primeiro dia de visita" e "3 semanas depois da visita".',
  }),
  defineField({
    name: 'casesTitle',
    title: 'Título da seção de casos',
    type: 'string',
    description: 'Os casos são editados em "Casos de clientes".',
    validation: (rule) => rule.required().max(80),
  }),
])
