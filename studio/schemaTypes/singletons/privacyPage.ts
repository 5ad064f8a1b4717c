import {LockIcon} from '@sanity/icons/Lock'
import {defineField} from 'sanity'
import {requiredString} from '../objects/fields'
import {pageDocument} from './pageDocument'

export const privacyPage = pageDocument('privacyPage', 'Política de Privacidade', LockIcon, [
  requiredString('title', 'Título', 80),
  defineField({
    name: 'updatedAt',
    title: 'Atualizada em',
    type: 'date',
    description: 'Mude a data a cada alteração do texto.',
    validation: (rule) => rule.required(),
  }),
  defineField({name: 'content', title: 'Texto', type: 'blockContent', validation: (rule) => rule.required()}),
])
