import {LockIcon} from '@sanity/icons/Lock'
import {defineField, defineType} from 'sanity'
import {requiredString, seoField} from '../objects/fields'

export const privacyPage = defineType({
  name: 'privacyPage',
  title: 'Política de Privacidade',
  type: 'document',
  icon: LockIcon,
  fields: [
    seoField,
    requiredString('title', 'Título', 80),
    defineField({
      name: 'updatedAt',
      title: 'Atualizada em',
      type: 'date',
      description: 'Mude a data a cada alteração do texto.',
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
  ],
  preview: {prepare: () => ({title: 'Política de Privacidade'})},
})
