/**
 * Whether a page's HTML shows the cookie banner. Every page carries it, so "Preferências de
 * cookies" can bring it back; the server hides it (`hidden`) once the visitor has chosen.
 */
export function cookieBannerShown(html: string): boolean {
  const banner = html.match(/<section\b[^>]*\bdata-cookie-banner\b[^>]*>/)?.[0]
  if (!banner) throw new Error('the page has no cookie banner')
  return !/\shidden\b/.test(banner)
}
