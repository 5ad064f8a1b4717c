import {defineField} from 'sanity'

/** A block's heading on the page (an h2), required. */
export const blockTitle = (max = 80, description?: string) =>
  defineField({name: 'title', title: 'Título', type: 'string', description, validation: (rule) => rule.required().max(max)})

/** Rich text (paragraphs, lists, links). */
export const richText = (name: string, title: string, required = true) =>
  defineField({name, title, type: 'blockContent', validation: required ? (rule) => rule.required() : undefined})
