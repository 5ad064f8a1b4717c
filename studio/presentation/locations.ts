import {
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
} from 'sanity/presentation'
import {messages} from '../../app/messages'
import {PUBLIC_PAGES} from '../../app/utils/public-pages'

type PublicPage = (typeof PUBLIC_PAGES)[number]

/** The route that shows each page singleton (paths from app/utils/public-pages.ts, as the sitemap). */
export const PAGE_ROUTES = {
  homePage: '/',
  aboutPage: '/sobre-nos',
  projectsPage: '/projetos',
  evaBabyPage: '/eva-baby',
  suppliesPage: '/insumos',
  contactPage: '/contato',
  privacyPage: '/politica-de-privacidade',
} as const satisfies Record<string, PublicPage>

/** Each public page's name in the Presentation tool: as the site's own menu names it. */
const PAGE_TITLES: Record<PublicPage, string> = {
  '/': messages.nav.home,
  '/sobre-nos': messages.nav.about,
  '/projetos': messages.nav.projects,
  '/eva-baby': messages.nav.evaBaby,
  '/insumos': messages.nav.supplies,
  '/contato': messages.nav.contact,
  '/politica-de-privacidade': messages.privacy.link,
}

type PageType = keyof typeof PAGE_ROUTES

const at = (href: PublicPage, detail?: string): DocumentLocation => ({
  href,
  title: detail ? `${PAGE_TITLES[href]} (${detail})` : PAGE_TITLES[href],
})

const pageLocations = Object.fromEntries(
  (Object.entries(PAGE_ROUTES) as Array<[PageType, PublicPage]>).map(([type, href]) => [
    type,
    defineLocations({locations: [at(href)]}),
  ]),
) as Record<PageType, DocumentLocationsState>

/**
 * Where each kind of document shows on the site: the Presentation tool lists these pages
 * on the document ("Usado em…") and opens them in its preview.
 */
export const locations = {
  ...pageLocations,
  // Settings (contacts, social links, footer, header) show on every page.
  siteSettings: defineLocations({
    message: 'Estas configurações aparecem em todas as páginas do site.',
    tone: 'caution',
    locations: PUBLIC_PAGES.map((href) => at(href)),
  }),
  caseStudy: defineLocations({
    select: {title: 'title'},
    resolve: (doc) => ({locations: [at(PAGE_ROUTES.projectsPage, doc?.title ? `caso: ${doc.title}` : undefined)]}),
  }),
  // Every product is in the Insumos page's lists; an EVA Baby also on its own page.
  product: defineLocations({
    select: {name: 'name', isEvaBaby: 'isEvaBaby'},
    resolve: (doc) => ({
      locations: [at(PAGE_ROUTES.suppliesPage, doc?.name), ...(doc?.isEvaBaby ? [at(PAGE_ROUTES.evaBabyPage, doc.name)] : [])],
    }),
  }),
} satisfies DocumentLocationResolvers
