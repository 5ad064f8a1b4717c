import {defineArrayMember, defineField, defineType} from 'sanity'
import {siteLinkRule} from '../validation'

/** A link in rich text: a page of the site, an anchor, or an address on the web. */
export const linkAnnotation = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Endereço',
      type: 'string',
      validation: (rule) => siteLinkRule(rule).required(),
    }),
  ],
})

/** The lists rich text offers. */
export const textLists = [
  {title: 'Lista', value: 'bullet'},
  {title: 'Lista numerada', value: 'number'},
]

/** Bold, italic and links: what rich text marks. */
export const textMarks = {
  decorators: [
    {title: 'Negrito', value: 'strong'},
    {title: 'Itálico', value: 'em'},
  ],
  annotations: [linkAnnotation],
}

/** Rich text: paragraphs, subtitles, lists, bold, italic and links. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Texto formatado',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Parágrafo', value: 'normal'},
        {title: 'Subtítulo', value: 'h3'},
        {title: 'Citação', value: 'blockquote'},
      ],
      lists: textLists,
      marks: textMarks,
    }),
  ],
})
