import {CaseIcon} from '@sanity/icons'
import {defineField, defineType} from 'sanity'
import {imageField, requiredString} from '../objects/fields'

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Caso de cliente',
  type: 'document',
  icon: CaseIcon,
  fields: [
    requiredString('title', 'Título', 80),
    requiredString('subtitle', 'Subtítulo', 120),
    imageField({name: 'image', title: 'Imagem'}),
    defineField({name: 'description', title: 'Descrição', type: 'blockContent', validation: (rule) => rule.required()}),
    defineField({
      name: 'order',
      title: 'Ordem',
      type: 'number',
      description: 'Posição no carrossel de casos (1 aparece primeiro).',
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  orderings: [{title: 'Ordem no site', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', subtitle: 'subtitle', media: 'image', order: 'order'},
    prepare: ({title, subtitle, media, order}) => ({title: `${order ?? '–'}. ${title}`, subtitle, media}),
  },
})
