/** An absolute address on the site: a path ("/eva-baby") or an address already absolute, against SITE_URL. */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).toString()

/**
 * Where to send a visitor back (after a consent choice, into or out of preview): a path of this site, never elsewhere, as
 * the URL standard writes it (so "/é" goes out as "/%C3%A9", never as raw bytes in
 * Location). Anything else, control characters included, is the home page.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\p{Cc}\s]/u.test(value)) return '/'
  const base = 'http://site.invalid'
  const url = URL.parse(value, base)
  return url?.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/'
}
