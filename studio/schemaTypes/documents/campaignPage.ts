import {RocketIcon} from '@sanity/icons/Rocket'
import {defineField, defineType, type SlugRule} from 'sanity'
import {campaignAddressMessages, campaignAddressProblem} from '../../../app/domain/campaign-address'
import {FORM_BLOCK, ONE_FORM_MESSAGE} from '../../../app/domain/campaign-page'
import {campaignBlocks} from '../blocks'
import {requiredString, seoField} from '../objects/fields'

/** An address from a title: `Horta em Casa!` → `horta-em-casa` (accents dropped). */
export const addressFromTitle = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)

/** The address rule (app/domain/campaign-address.ts), and no other campaign page with the same address. */
const addressRule = (rule: SlugRule) =>
  rule
    .custom(async (value, context) => {
      const slug = value?.current
      if (!slug) return campaignAddressMessages.missing
      const problem = campaignAddressProblem(slug)
      if (problem === 'format') return campaignAddressMessages.format
      if (problem) return campaignAddressMessages[problem](slug)
      const id = (context.document?._id ?? '').replace(/^drafts\./, '')
      const others = await context
        .getClient({apiVersion: '2025-02-19'})
        .fetch<number>('count(*[_type == "campaignPage" && slug.current == $slug && !(_id in [$id, $draft])])', {
          slug,
          id,
          draft: `drafts.${id}`,
        })
      return others > 0 ? campaignAddressMessages.duplicate(slug) : true
    })
    .error()

export const campaignPage = defineType({
  name: 'campaignPage',
  title: 'Página de campanha',
  type: 'document',
  icon: RocketIcon,
  fields: [
    requiredString('title', 'Título', 80, 'O nome da página, para a equipe; sem banner, é também o título na página.'),
    defineField({
      name: 'slug',
      title: 'Endereço',
      type: 'slug',
      description: 'O endereço da página no site, depois da barra: horta-em-casa vira /horta-em-casa.',
      // The address rule checks uniqueness itself, with its message in Portuguese.
      options: {source: 'title', slugify: addressFromTitle, isUnique: () => true},
      validation: addressRule,
    }),
    defineField({
      name: 'blocks',
      title: 'Blocos',
      type: 'array',
      description: 'A página de cima para baixo. Arraste para reordenar.',
      of: campaignBlocks.map((block) => ({type: block.name})),
      validation: (rule) => [
        rule.required().min(1).error('Adicione pelo menos um bloco.'),
        rule.custom((blocks: Array<{_type?: string}> | undefined) =>
          (blocks ?? []).filter((block) => block._type === FORM_BLOCK).length > 1 ? ONE_FORM_MESSAGE : true,
        ),
      ],
    }),
    seoField,
    defineField({
      name: 'hideFromSearch',
      title: 'Esconder dos buscadores',
      type: 'boolean',
      description: 'Ligado, a página fica fora do Google e do mapa do site (para uma oferta só de quem recebe o link).',
      initialValue: false,
    }),
  ],
  preview: {
    select: {title: 'title', slug: 'slug.current'},
    prepare: ({title, slug}) => ({title, subtitle: slug ? `/${slug}` : 'Sem endereço'}),
  },
})
