import {defineArrayMember, defineField} from 'sanity'
import {PriceInput} from '../../components/PriceInput'
import {priceRule, siteLinkRule} from '../validation'

type ImageFieldOptions = {name: string; title: string; required?: boolean; description?: string}

/** An image with the alternative text every image on the site must carry. */
export function imageField({name, title, required = true, description}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    options: {hotspot: true},
    fields: [
      defineField({
        name: 'alt',
        title: 'Texto alternativo',
        type: 'string',
        description: 'Descreva a imagem para quem usa leitor de tela.',
        validation: (rule) => rule.required().max(160),
      }),
    ],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** An image as a member of an array (same shape as imageField). */
export const imageMember = defineArrayMember({
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Texto alternativo',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
  ],
})

/** A price in reais, typed the Brazilian way ("375,00", "1.234,56") and stored as a number (375, 1234.56). */
export function priceField(name: string, title: string, options: {required?: boolean; description?: string} = {}) {
  return defineField({
    name,
    title,
    type: 'number',
    description: options.description ?? 'Em reais, com vírgula nos centavos (ex.: 375,00 ou 1.234,56).',
    components: {input: PriceInput},
    validation: (rule) => (options.required ? priceRule(rule).required() : priceRule(rule)),
  })
}

export function linkField(name: string, title: string, options: {required?: boolean; description?: string} = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    description: options.description ?? 'Caminho do site (ex.: /projetos#formulario) ou endereço completo (https://…).',
    validation: (rule) => (options.required ? siteLinkRule(rule).required() : siteLinkRule(rule)),
  })
}

export function requiredString(name: string, title: string, max = 200, description?: string) {
  return defineField({name, title, type: 'string', description, validation: (rule) => rule.required().max(max)})
}

export function requiredText(name: string, title: string, max = 600, description?: string) {
  return defineField({name, title, type: 'text', rows: 3, description, validation: (rule) => rule.required().max(max)})
}

/** Banner at the top of a page: image, title and a short line under it. */
export const bannerField = defineField({
  name: 'banner',
  title: 'Banner',
  type: 'object',
  validation: (rule) => rule.required(),
  fields: [
    imageField({name: 'image', title: 'Imagem'}),
    requiredString('title', 'Título', 80, 'O título grande sobre a imagem, no alto da página.'),
    defineField({
      name: 'content',
      title: 'Texto',
      type: 'text',
      rows: 2,
      description: 'Uma frase curta abaixo do título.',
      validation: (rule) => rule.max(240),
    }),
  ],
})

/** Title, description and sharing image of a page for search engines and social networks. */
export const seoField = defineField({
  name: 'seo',
  title: 'SEO e compartilhamento',
  type: 'seo',
  validation: (rule) => rule.required(),
})
