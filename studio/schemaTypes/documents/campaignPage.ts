import {RocketIcon} from '@sanity/icons/Rocket'
import {defineArrayMember, defineField, defineType, type SlugRule, type StringRule} from 'sanity'
import {campaignAddressMessages, campaignAddressProblem, endTargetProblem} from '../../../app/domain/campaign-address'
import {campaignMoveMessages, FORM_BLOCK, ONE_FORM_MESSAGE} from '../../../app/domain/campaign-page'
import {campaignBlocks} from '../blocks'
import {requiredString, seoField} from '../objects/fields'
import {addressUsedElsewhere} from '../validation'

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
      return (await addressUsedElsewhere('campaignPage', slug, context)) ? campaignAddressMessages.duplicate(slug) : true
    })
    .error()

/** Curitiba's time (Paraná keeps São Paulo's zone): the end date is typed and shown in it. */
const CURITIBA = 'America/Sao_Paulo'

/** An old address keeps the address rule, is not the page's address now, and is listed once. */
const formerAddressRule = (rule: StringRule) =>
  rule
    .custom((value: string | undefined, context) => {
      if (!value) return campaignAddressMessages.missing
      const problem = campaignAddressProblem(value)
      if (problem === 'format') return campaignAddressMessages.format
      if (problem) return campaignAddressMessages[problem](value)
      const page = context.document as {slug?: {current?: string}; formerAddresses?: unknown[]} | undefined
      if (value === page?.slug?.current) return campaignMoveMessages.formerIsCurrent
      const times = (page?.formerAddresses ?? []).filter((old) => old === value).length
      return times > 1 ? campaignMoveMessages.formerTwice : true
    })
    .error()

export const campaignPage = defineType({
  name: 'campaignPage',
  title: 'Página de campanha',
  type: 'document',
  icon: RocketIcon,
  fieldsets: [{name: 'end', title: 'Fim da campanha', options: {collapsible: true, collapsed: false}}],
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
    defineField({
      name: 'formerAddresses',
      title: 'Endereços antigos',
      type: 'array',
      description:
        'Endereços que a página já teve: quem chega por um deles vem para cá. Ao publicar um endereço novo, o anterior entra aqui sozinho. Apague um para ele deixar de levar a esta página; se outra página passar a usá-lo, ele sai daqui.',
      of: [defineArrayMember({type: 'string', validation: formerAddressRule})],
    }),
    defineField({
      name: 'endsAt',
      title: 'Termina em',
      type: 'datetime',
      fieldset: 'end',
      description:
        'Opcional, no horário de Curitiba. Desse momento em diante, quem abrir a página vai para a página escolhida abaixo, e ela sai do mapa do site.',
      // A fixed example: the Studio's own is the time now, which no two pictures of the guide share.
      placeholder: 'ex.: 2026-12-31 23:59',
      options: {displayTimeZone: CURITIBA, allowTimeZoneSwitch: false, timeStep: 1},
    }),
    defineField({
      name: 'endTarget',
      title: 'Depois do fim, levar para',
      type: 'string',
      fieldset: 'end',
      description: 'Uma página do site (ex.: /eva-baby ou /projetos).',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const page = context.document as {endsAt?: string; slug?: {current?: string}} | undefined
          return endTargetProblem(value, page?.endsAt, page?.slug?.current) ?? true
        }),
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
