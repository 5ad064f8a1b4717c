/**
 * The pages search engines should index (sitemap.xml), each with the name the site's menu gives
 * it (the Studio's Presentation tool names them the same); /home repeats /, the rest is
 * private or an error.
 */
export const PUBLIC_PAGE_NAMES = {
  '/': 'Home',
  '/sobre-nos': 'Sobre Nós',
  '/projetos': 'Projetos',
  '/eva-baby': 'EVA Baby',
  '/insumos': 'Insumos',
  '/contato': 'Contato',
  '/politica-de-privacidade': 'Política de Privacidade',
} as const

export type PublicPage = keyof typeof PUBLIC_PAGE_NAMES

export const PUBLIC_PAGES = Object.keys(PUBLIC_PAGE_NAMES) as PublicPage[]
