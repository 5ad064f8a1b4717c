import {defineArrayMember, defineField, type ArrayOfType, type FieldDefinition, type PreviewConfig} from 'sanity'
import {PriceInput} from '../../components/PriceInput'
import {priceRule, siteLinkRule} from '../validation'

type ImageFieldOptions = {name: string; title: string; required?: boolean; description?: string}

/** The description every image carries for screen readers. */
const altText = defineField({
  name: 'alt',
  title: 'Texto alternativo',
  type: 'string',
  description: 'Descreva a imagem para quem usa leitor de tela.',
  // Its own message: the Studio's "Obrigatório" would not say which of a slide's fields is missing.
  validation: (rule) => [rule.required().error('Informe o texto alternativo: descreva a imagem.'), rule.max(160)],
})

/** An image with the alternative text every image on the site must carry. */
export function imageField({name, title, required = true, description}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    options: {hotspot: true},
    fields: [altText],
    validation: required ? (rule) => rule.required() : undefined,
  })
}

/** An image as a member of an array (same shape as imageField). */
export const imageMember = defineArrayMember({type: 'image', options: {hotspot: true}, fields: [altText]})

type CheckedOptions = {required?: boolean; description?: string}

/**
 * The description and validation of a field that `check` validates whenever it holds a value
 * (a price, a link on the site): required only where asked, described by `fallback` unless
 * given its own description.
 */
function checkedBy<Rule extends {required(): Rule}>(check: (rule: Rule) => Rule, fallback: string, options: CheckedOptions) {
  return {
    description: options.description ?? fallback,
    validation: (rule: Rule) => (options.required ? check(rule).required() : check(rule)),
  }
}

/** A price in reais, typed the Brazilian way ("375,00", "1.234,56") and stored as a number (375, 1234.56). */
export function priceField(name: string, title: string, options: CheckedOptions = {}) {
  return defineField({
    name,
    title,
    type: 'number',
    components: {input: PriceInput},
    ...checkedBy(priceRule, 'Em reais, com vírgula nos centavos (ex.: 375,00 ou 1.234,56).', options),
  })
}

export function linkField(name: string, title: string, options: CheckedOptions = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    ...checkedBy(siteLinkRule, 'Caminho do site (ex.: /projetos#formulario) ou endereço completo (https://…).', options),
  })
}

/**
 * A required choice from a fixed list (`choices`: each value stored, with the title the editor
 * sees), as a drop-down or, with `radio`, as buttons side by side.
 */
export function choiceField(
  name: string,
  title: string,
  description: string,
  choices: Record<string, string>,
  {radio = false, initialValue}: {radio?: boolean; initialValue?: string} = {},
) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    options: {
      list: Object.entries(choices).map(([value, choice]) => ({title: choice, value})),
      ...(radio ? {layout: 'radio', direction: 'horizontal'} : {}),
    },
    ...(initialValue === undefined ? {} : {initialValue}),
    validation: (rule) => rule.required(),
  })
}

/** A part of a page the editor fills in whole: a required group of fields. */
export function sectionField(
  name: string,
  title: string,
  fields: FieldDefinition[],
  placement: {description?: string; group?: string} = {},
) {
  return defineField({name, title, type: 'object', ...placement, validation: (rule) => rule.required(), fields})
}

/** A document's tabs (`name: title`), in order; the first is the one that opens. */
export const fieldGroups = (titles: Record<string, string>) =>
  Object.entries(titles).map(([name, title], index) => (index === 0 ? {name, title, default: true} : {name, title}))

/** How many items a list takes: exactly `length`, or from `min` to `max`. */
type ListCount = ({length: number; min?: never; max?: never} | {length?: never; min?: number; max?: number}) & {
  optional?: boolean
}

/** A list the editor orders by dragging: required unless `optional`, with `min` to `max` items (exactly `length`). */
export function listField(
  name: string,
  title: string,
  of: ArrayOfType[],
  {min, max, length, optional, ...placement}: ListCount & {description?: string; group?: string},
) {
  return defineField({
    name,
    title,
    type: 'array',
    ...placement,
    of,
    validation: (rule) => {
      let counted = optional ? rule : rule.required()
      if (length !== undefined) counted = counted.length(length)
      if (min !== undefined) counted = counted.min(min)
      if (max !== undefined) counted = counted.max(max)
      return counted
    },
  })
}

/** One item of a list: a group of fields, shown in the list by `preview`. */
export const listItem = (name: string, title: string, fields: FieldDefinition[], preview?: PreviewConfig) =>
  defineArrayMember({name, title, type: 'object', fields, preview})

/** A section's small line above its title ("Chamada") and the title itself; `example` is the line on the site today. */
export const sectionHeading = (example: string) => [
  requiredString('eyebrow', 'Chamada', 60, `Texto pequeno acima do título, ex.: "${example}".`),
  requiredString('title', 'Título', 80),
]

/** A button: its text and where it leads. */
export const buttonFields = (linkName = 'buttonLink') => [
  requiredString('buttonText', 'Texto do botão', 40),
  linkField(linkName, 'Link do botão', {required: true}),
]

export function requiredString(name: string, title: string, max = 200, description?: string) {
  return defineField({name, title, type: 'string', description, validation: (rule) => rule.required().max(max)})
}

/** A line the editor may leave blank. */
export function optionalString(name: string, title: string, max: number, description?: string) {
  return defineField({name, title, type: 'string', description, validation: (rule) => rule.max(max)})
}

export function requiredText(name: string, title: string, max = 600, description?: string) {
  return defineField({name, title, type: 'text', rows: 3, description, validation: (rule) => rule.required().max(max)})
}

/** Banner at the top of a page: image, title and a short line under it. */
export const bannerField = sectionField('banner', 'Banner', [
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
])

/** Title, description and sharing image of a page for search engines and social networks. */
export const seoField = defineField({
  name: 'seo',
  title: 'SEO e compartilhamento',
  type: 'seo',
  validation: (rule) => rule.required(),
})
