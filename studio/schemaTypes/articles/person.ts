import {UserIcon} from '@sanity/icons/User'
import {defineType} from 'sanity'
import {imageField, optionalString, requiredString} from '../objects/fields'

/** Who writes the articles: their name, photo and role show in each article's author box. */
export const person = defineType({
  name: 'person',
  title: 'Pessoa',
  type: 'document',
  icon: UserIcon,
  fields: [
    requiredString('name', 'Nome', 80),
    optionalString('role', 'Função', 80, 'Aparece com o nome, ex.: "Engenheira agrônoma".'),
    imageField({name: 'photo', title: 'Foto', required: false, description: 'Um retrato, de preferência quadrado.'}),
  ],
  preview: {select: {title: 'name', subtitle: 'role', media: 'photo'}},
})
