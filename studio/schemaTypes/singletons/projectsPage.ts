import {ProjectsIcon} from '@sanity/icons/Projects'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {bannerField, imageField, linkField, requiredString, requiredText, seoField} from '../objects/fields'

const captionedImage = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [imageField({name: 'image', title: 'Imagem'}), requiredString('caption', 'Legenda', 80)],
  })

export const projectsPage = defineType({
  name: 'projectsPage',
  title: 'Projetos',
  type: 'document',
  icon: ProjectsIcon,
  fields: [
    seoField,
    bannerField,
    defineField({
      name: 'howItWorks',
      title: 'Como Funciona',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('eyebrow', 'Chamada', 60, 'Texto pequeno acima do título, ex.: "Como Funciona".'),
        requiredString('title', 'Título', 80),
        requiredText('intro', 'Texto', 400),
        defineField({
          name: 'steps',
          title: 'Etapas',
          type: 'array',
          description: 'Exatamente 4 etapas, numeradas na página na ordem da lista.',
          validation: (rule) => rule.required().length(4),
          of: [
            defineArrayMember({
              name: 'step',
              title: 'Etapa',
              type: 'object',
              fields: [requiredString('title', 'Título', 80), requiredText('description', 'Descrição', 300)],
            }),
          ],
        }),
        requiredString('buttonText', 'Texto do botão', 40),
        linkField('buttonLink', 'Link do botão', {required: true}),
      ],
    }),
    defineField({
      name: 'guarantees',
      title: 'Blocos de garantia',
      type: 'array',
      description: 'Ex.: "Execução e Manutenção" com os itens Hortas Urbanas, Hortas Verticais, Hortoterapia.',
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: 'guaranteeBlock',
          title: 'Bloco',
          type: 'object',
          fields: [
            requiredString('title', 'Título', 80),
            defineField({
              name: 'items',
              title: 'Itens',
              type: 'array',
              of: [{type: 'string'}],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: {title: 'title', items: 'items'},
            prepare: ({title, items}) => ({title, subtitle: (items ?? []).join(', ')}),
          },
        }),
      ],
    }),
    defineField({
      name: 'info',
      title: 'Bloco de informações',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('title', 'Título', 80),
        defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
        imageField({name: 'image', title: 'Imagem', required: false}),
      ],
    }),
    defineField({
      name: 'form',
      title: 'Formulário de agendamento',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [requiredString('title', 'Título', 80), requiredText('intro', 'Texto de introdução', 300)],
    }),
    defineField({
      name: 'beforeAfter',
      title: 'Antes e depois',
      type: 'object',
      description: 'Duas fotos lado a lado, cada uma com legenda, ex.: "Primeiro dia de visita" e "3 semanas depois da visita".',
      validation: (rule) => rule.required(),
      fields: [captionedImage('before', 'Antes'), captionedImage('after', 'Depois')],
    }),
    defineField({
      name: 'casesTitle',
      title: 'Título da seção de casos',
      type: 'string',
      description: 'Os casos são editados em "Casos de clientes".',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: {prepare: () => ({title: 'Projetos'})},
})
