import {CaseIcon} from '@sanity/icons/Case'
import {orderRankField, orderRankOrdering} from '@sanity/orderable-document-list'
import {defineField, defineType} from 'sanity'
import {imageField, requiredString} from '../objects/fields'

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Caso de cliente',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      ...requiredString('title', 'Título', 80),
      description: 'Nome do caso no carrossel, ex.: "Horta urbana comunitária".',
    }),
    defineField({
      ...requiredString('subtitle', 'Subtítulo', 120),
      description: 'Tipo de projeto e de cliente, ex.: "Horta urbana · Comunidade".',
    }),
    imageField({name: 'image', title: 'Imagem'}),
    defineField({name: 'description', title: 'Descrição', type: 'blockContent', validation: (rule) => rule.required()}),
    // The position in the carousel, set by dragging in "Casos de clientes" (hidden, a lexorank string).
    orderRankField({type: 'caseStudy'}),
  ],
  orderings: [{...orderRankOrdering, title: 'Ordem no site'}],
  preview: {select: {title: 'title', subtitle: 'subtitle', media: 'image'}},
})
