import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineType} from 'sanity'
import {requiredString, requiredText, seoField} from '../objects/fields'

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contato',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    seoField,
    requiredString('title', 'Título', 80),
    requiredText('intro', 'Texto', 400, 'Parágrafo acima dos botões de WhatsApp e e-mail (que vêm das Configurações do site).'),
  ],
  preview: {prepare: () => ({title: 'Contato'})},
})
