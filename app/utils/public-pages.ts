/** The pages search engines should index (sitemap.xml); /home repeats /, the rest is private or an error. */
export const PUBLIC_PAGES = [
  '/',
  '/sobre-nos',
  '/projetos',
  '/eva-baby',
  '/insumos',
  '/contato',
  '/politica-de-privacidade',
] as const
