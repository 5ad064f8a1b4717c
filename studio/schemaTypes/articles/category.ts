import {TagIcon} from '@sanity/icons/Tag'
import {defineField, defineType} from 'sanity'
import {articleRuleMessages, categoryAddressProblem} from '../../../app/domain/articles'
import {addressFromTitle} from '../documents/campaignPage'
import {optionalString, requiredString} from '../objects/fields'
import {addressUsedElsewhere} from '../validation'

/** A subject the articles are filed under (one each): its page lists them, at /dicas/categoria/<address>. */
export const category = defineType({
  name: 'category',
  title: 'Categoria',
  type: 'document',
  icon: TagIcon,
  fields: [
    requiredString('title', 'Nome', 60),
    defineField({
      name: 'slug',
      title: 'Endereço',
      type: 'slug',
      description: 'Depois de /dicas/categoria/: ervas vira /dicas/categoria/ervas.',
      options: {source: 'title', slugify: addressFromTitle, isUnique: () => true},
      validation: (rule) =>
        rule
          .custom(async (value, context) => {
            const slug = value?.current
            if (!slug) return articleRuleMessages.categoryAddressMissing
            if (categoryAddressProblem(slug)) return articleRuleMessages.addressFormat
            return (await addressUsedElsewhere('category', slug, context))
              ? articleRuleMessages.categoryAddressDuplicate(slug)
              : true
          })
          .error(),
    }),
    optionalString('description', 'Descrição', 160, 'Uma frase no alto da página da categoria (e no Google).'),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current'},
    prepare: ({title, slug}) => ({title, subtitle: slug ? `/dicas/categoria/${slug}` : 'Sem endereço'}),
  },
})
