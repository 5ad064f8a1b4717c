import {EnvelopeIcon} from '@sanity/icons'
import {defineType} from 'sanity'
import {requiredString, requiredText, seoField} from '../objects/fields'

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contato',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [seoField, requiredString('title', 'Título', 80), requiredText('intro', 'Texto', 400)],
  preview: {prepare: () => ({title: 'Contato'})},
})
