import {BulbOutlineIcon} from '@sanity/icons/BulbOutline'
import {ImageIcon} from '@sanity/icons/Image'
import {PackageIcon} from '@sanity/icons/Package'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {textLists, textMarks} from '../objects/blockContent'
import {optionalString, requiredText} from '../objects/fields'

// An article's body: text with headings, lists and links, and what sits between paragraphs
// (an image with its caption, a highlighted note, a video, the campaign pages' call to action),
// and, in a sentence, a product with its price as the product's document has it now.

/** A product named in a sentence, shown with its current price ("a Rai (R$ 289,00)"). */
const productReference = defineArrayMember({
  name: 'productReference',
  title: 'Produto com preço',
  type: 'object',
  icon: PackageIcon,
  // A dialog, not a popover: it stays where it opened while the editor searches.
  options: {modal: {type: 'dialog', width: 1}},
  fields: [
    defineField({
      name: 'product',
      title: 'Produto',
      type: 'reference',
      to: [{type: 'product'}],
      description: 'O nome e o preço vêm do produto: mudou o preço lá, muda no artigo.',
      validation: (rule) => rule.required().error('Escolha o produto.'),
    }),
  ],
  preview: {select: {title: 'product.name'}, prepare: ({title}) => ({title: title ?? 'Produto'})},
})

export const articleImage = defineType({
  name: 'articleImage',
  title: 'Imagem',
  type: 'image',
  icon: ImageIcon,
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Texto alternativo',
      type: 'string',
      description: 'Descreva a imagem para quem usa leitor de tela.',
      validation: (rule) => [rule.required().error('Informe o texto alternativo: descreva a imagem.'), rule.max(160)],
    }),
    optionalString('caption', 'Legenda', 200, 'Aparece abaixo da imagem (opcional).'),
  ],
  validation: (rule) => rule.required().assetRequired(),
  preview: {
    select: {caption: 'caption', alt: 'alt', media: 'asset'},
    prepare: ({caption, alt, media}) => ({title: caption || alt || 'Imagem', subtitle: caption ? alt : undefined, media}),
  },
})

export const articleNote = defineType({
  name: 'articleNote',
  title: 'Destaque',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [optionalString('title', 'Título', 60, 'Opcional, ex.: "Dica".'), requiredText('text', 'Texto', 600)],
  preview: {
    select: {title: 'title', subtitle: 'text'},
    prepare: ({title, subtitle}) => ({title: title || 'Destaque', subtitle}),
  },
})

export const articleBody = defineType({
  name: 'articleBody',
  title: 'Texto do artigo',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        {title: 'Parágrafo', value: 'normal'},
        {title: 'Título', value: 'h2'},
        {title: 'Subtítulo', value: 'h3'},
        {title: 'Citação', value: 'blockquote'},
      ],
      lists: textLists,
      marks: textMarks,
      of: [productReference],
    }),
    defineArrayMember({type: 'articleImage'}),
    defineArrayMember({type: 'articleNote'}),
    defineArrayMember({type: 'videoBlock'}),
    defineArrayMember({type: 'callToActionBlock'}),
  ],
})
