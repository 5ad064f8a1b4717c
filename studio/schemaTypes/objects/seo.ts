import {defineField, defineType} from 'sanity'
import {imageField} from './fields'

export const seo = defineType({
  name: 'seo',
  title: 'SEO e compartilhamento',
  type: 'object',
  options: {collapsible: true, collapsed: true},
  fields: [
    defineField({
      name: 'title',
      title: 'Título da página',
      type: 'string',
      description: 'Aparece na aba do navegador e no Google. Até 60 caracteres.',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'description',
      title: 'Descrição',
      type: 'text',
      rows: 2,
      description: 'Resumo mostrado no Google e ao compartilhar. Até 160 caracteres.',
      validation: (rule) => rule.required().max(170),
    }),
    imageField({name: 'image', title: 'Imagem de compartilhamento', required: false}),
  ],
})
