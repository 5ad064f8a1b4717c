import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {requiredString, requiredText} from '../objects/fields'
import {pageDocument} from './pageDocument'

export const contactPage = pageDocument('contactPage', 'Contato', EnvelopeIcon, [
  requiredString('title', 'Título', 80),
  requiredText('intro', 'Texto', 400, 'Parágrafo acima dos botões de WhatsApp e e-mail (que vêm das Configurações do site).'),
])
