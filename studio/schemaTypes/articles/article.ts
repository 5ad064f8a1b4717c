import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {
  ARTICLE_SUMMARY_MAX,
  articleAddressProblem,
  articleRuleMessages,
  articlePath,
  RELATED_ARTICLES,
} from '../../../app/domain/articles'
import {countedTextInput} from '../../components/CountedTextInput'
import {addressFromTitle} from '../documents/campaignPage'
import {fieldGroups, imageField, optionalString, requiredString} from '../objects/fields'
import {addressUsedElsewhere} from '../validation'

/** Today in Curitiba, as a date field stores it (2026-11-28). */
const today = () => new Date().toLocaleDateString('sv-SE', {timeZone: 'America/Sao_Paulo'})

/** An article of "Dicas de cultivo", at /dicas/<address> (docs/content.md#articles). */
export const article = defineType({
  name: 'article',
  title: 'Artigo',
  type: 'document',
  icon: DocumentTextIcon,
  groups: fieldGroups({content: 'Conteúdo', details: 'Autoria e datas', seo: 'SEO'}),
  fields: [
    {...requiredString('title', 'Título', 100, 'O título do artigo, no alto da página e no Google.'), group: 'content'},
    defineField({
      name: 'slug',
      title: 'Endereço',
      type: 'slug',
      group: 'content',
      description: 'Depois de /dicas/: como-regar-manjericao vira /dicas/como-regar-manjericao.',
      // The address rule checks uniqueness itself, with its message in Portuguese.
      options: {source: 'title', slugify: addressFromTitle, isUnique: () => true},
      validation: (rule) =>
        rule
          .custom(async (value, context) => {
            const slug = value?.current
            if (!slug) return articleRuleMessages.addressMissing
            const problem = articleAddressProblem(slug)
            if (problem === 'format') return articleRuleMessages.addressFormat
            if (problem === 'reserved') return articleRuleMessages.addressReserved(slug)
            return (await addressUsedElsewhere('article', slug, context)) ? articleRuleMessages.addressDuplicate(slug) : true
          })
          .error(),
    }),
    defineField({
      name: 'summary',
      title: 'Resumo',
      type: 'text',
      rows: 3,
      group: 'content',
      description: `Uma ou duas frases: aparecem na lista de dicas, no Google e no feed. Até ${ARTICLE_SUMMARY_MAX} caracteres.`,
      components: {input: countedTextInput(ARTICLE_SUMMARY_MAX)},
      validation: (rule) => [
        rule.required().error('Escreva o resumo do artigo.'),
        rule.custom((value: string | undefined) => {
          const length = [...(value ?? '')].length
          return length > ARTICLE_SUMMARY_MAX ? articleRuleMessages.summaryTooLong(length) : true
        }),
      ],
    }),
    {
      ...imageField({name: 'cover', title: 'Imagem de capa', description: 'No alto do artigo, na lista e ao compartilhar.'}),
      group: 'content',
    },
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'articleBody',
      group: 'content',
      description: 'Use "Título" e "Subtítulo" para as partes: com quatro ou mais, o artigo ganha um índice.',
      validation: (rule) => rule.required().error('Escreva o texto do artigo.'),
    }),
    defineField({
      name: 'author',
      title: 'Autor',
      type: 'reference',
      to: [{type: 'person'}],
      group: 'details',
      validation: (rule) => rule.required().error('Escolha quem escreveu.'),
    }),
    defineField({
      name: 'category',
      title: 'Categoria',
      type: 'reference',
      to: [{type: 'category'}],
      group: 'details',
      validation: (rule) => rule.required().error('Escolha a categoria.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Data de publicação',
      type: 'date',
      group: 'details',
      options: {dateFormat: 'DD/MM/YYYY'},
      initialValue: today,
      validation: (rule) => rule.required().error('Informe a data de publicação.'),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Atualizado em',
      type: 'date',
      group: 'details',
      description: 'Opcional: quando o artigo mudou de verdade (o site mostra "atualizado em").',
      options: {dateFormat: 'DD/MM/YYYY'},
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const published = (context.document as {publishedAt?: string} | undefined)?.publishedAt
          return value && published && value < published ? articleRuleMessages.updatedBeforePublished : true
        }),
    }),
    defineField({
      name: 'related',
      title: 'Artigos relacionados',
      type: 'array',
      group: 'details',
      description: `Até ${RELATED_ARTICLES}. Sem escolha, o site mostra os mais recentes da mesma categoria.`,
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{type: 'article'}],
          options: {filter: ({document}) => ({filter: '_id != $id', params: {id: document._id.replace(/^drafts\./, '')}})},
        }),
      ],
      validation: (rule) => [
        rule.max(RELATED_ARTICLES),
        rule.custom((items: Array<{_ref?: string}> | undefined, context) => {
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          const refs = (items ?? []).map((item) => item._ref)
          if (refs.includes(id)) return articleRuleMessages.relatedItself
          return new Set(refs).size < refs.length ? articleRuleMessages.relatedTwice : true
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO e compartilhamento',
      type: 'object',
      group: 'seo',
      description: 'Opcional: sem eles, o Google e o compartilhamento usam o título, o resumo e a capa.',
      options: {collapsible: true, collapsed: false},
      fields: [
        optionalString('title', 'Título no Google', 70, 'Se diferente do título do artigo. Até 60 caracteres.'),
        imageField({name: 'image', title: 'Imagem de compartilhamento', required: false}),
      ],
    }),
    defineField({
      name: 'hideFromSearch',
      title: 'Esconder dos buscadores',
      type: 'boolean',
      group: 'seo',
      description: 'Ligado, o artigo fica fora do Google e do mapa do site (mas continua na lista de dicas).',
      initialValue: false,
    }),
  ],
  orderings: [{title: 'Data de publicação', name: 'publishedAtDesc', by: [{field: 'publishedAt', direction: 'desc'}]}],
  preview: {
    select: {title: 'title', slug: 'slug.current', date: 'publishedAt', media: 'cover'},
    prepare: ({title, slug, date, media}) => ({
      title,
      subtitle: [date ? date.split('-').reverse().join('/') : 'Sem data', slug ? articlePath(slug) : 'Sem endereço'].join(' · '),
      media,
    }),
  },
})
