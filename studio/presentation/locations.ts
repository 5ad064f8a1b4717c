import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
} from 'sanity/presentation'
import {ARTICLES_PATH, articleListPath, articlePath} from '../../app/domain/articles'
import {PUBLIC_PAGE_NAMES, PUBLIC_PAGES, type PublicPage} from '../../app/domain/public-pages'

/** The route that shows each page singleton (paths from app/domain/public-pages.ts, as the sitemap). */
export const PAGE_ROUTES = {
  homePage: '/',
  aboutPage: '/sobre-nos',
  projectsPage: '/projetos',
  evaBabyPage: '/eva-baby',
  suppliesPage: '/insumos',
  contactPage: '/contato',
  privacyPage: '/politica-de-privacidade',
} as const satisfies Record<string, PublicPage>

type PageType = keyof typeof PAGE_ROUTES

const at = (href: PublicPage, detail?: string): DocumentLocation => ({
  href,
  title: detail ? `${PUBLIC_PAGE_NAMES[href]} (${detail})` : PUBLIC_PAGE_NAMES[href],
})

const pageLocations = Object.fromEntries(
  (Object.entries(PAGE_ROUTES) as Array<[PageType, PublicPage]>).map(([type, href]) => [
    type,
    defineLocations({locations: [at(href)]}),
  ]),
) as Record<PageType, DocumentLocationsState>

/** The list of articles, as the footer names it. */
export const ARTICLE_LIST_TITLE = 'Dicas de cultivo'
const articleList: DocumentLocation = {href: ARTICLES_PATH, title: ARTICLE_LIST_TITLE}

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
  // A campaign page is at its address (none until it has one).
  campaignPage: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => ({locations: doc?.slug ? [{href: `/${doc.slug}`, title: doc.title || `/${doc.slug}`}] : []}),
  }),
  // An article is at its address and in the list of articles (none until it has an address).
  article: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => ({
      locations: [...(doc?.slug ? [{href: articlePath(doc.slug), title: doc.title || articlePath(doc.slug)}] : []), articleList],
    }),
  }),
  category: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug ? [{href: articleListPath(1, doc.slug), title: `${ARTICLE_LIST_TITLE}: ${doc.title ?? doc.slug}`}] : []),
        articleList,
      ],
    }),
  }),
} satisfies DocumentLocationResolvers

/**
 * The other way: the document an address of the preview shows, which Presentation opens beside
 * it. The fixed pages first: a campaign page is any other one-segment address; an article any
 * address under /dicas that is no page of the list.
 */
export const mainDocuments = defineDocuments([
  ...(Object.entries(PAGE_ROUTES) as Array<[PageType, PublicPage]>).map(([type, route]) => ({route, type})),
  {route: '/dicas/categoria/:categoria', filter: '_type == "category" && slug.current == $categoria'},
  {route: '/dicas/:artigo', filter: '_type == "article" && slug.current == $artigo'},
  {route: '/:pagina', filter: '_type == "campaignPage" && slug.current == $pagina'},
])
