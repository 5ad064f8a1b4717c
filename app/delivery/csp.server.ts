/** What a page needs beyond the site's own origin (a route's `handle.csp`). */
export type CspNeeds = {frames?: string[]}

const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
const ANALYTICS_BEACON_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

type Options = {
  /** The hashes of the page's inline scripts and style elements (document.server.ts). */
  hashes: {scripts: string[]; styles: string[]}
  needs?: CspNeeds
  analytics: boolean
  /** Sanity's image CDN, when content comes from a hosted dataset. */
  imageHosts: string[]
  /** The Studio may show the site in a frame (its preview). */
  studioOrigin?: string
  /**
   * An editor's preview: the Studio's overlays (@sanity/visual-editing) add their styles at run
   * time. Only in preview, which is private and never cached, are inline styles allowed.
   */
  preview?: boolean
  development: boolean
}

/**
 * The Content-Security-Policy of an HTML page: scripts only from this origin or with the
 * hash of one of the page's own inline scripts (never 'unsafe-inline', never a nonce: the
 * page is the same for every visitor), third-party hosts only where the page uses them.
 * Inline style attributes stay allowed (React renders a few, e.g. the banner brightness).
 */
export function documentCsp({hashes, needs = {}, analytics, imageHosts, studioOrigin, preview, development}: Options): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])],
    // With a hash in the list a browser ignores 'unsafe-inline': preview lists none.
    'style-src': ["'self'", ...(preview ? ["'unsafe-inline'"] : hashes.styles)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...imageHosts, ...(analytics ? ANALYTICS_BEACON_HOSTS : [])],
    'connect-src': ["'self'", ...(analytics ? ANALYTICS_BEACON_HOSTS : []), ...(development ? ['ws:'] : [])],
    'font-src': ["'self'"],
    'frame-src': needs.frames?.length ? needs.frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...(studioOrigin ? [studioOrigin] : [])],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Everything that is not an HTML page (files, JSON, XML) runs nothing and embeds nothing. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
