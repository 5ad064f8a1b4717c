import {
  GENERATED_FILE_MAX_AGE_S,
  GENERATED_FILE_STALE_WHILE_REVALIDATE_S,
  PAGE_BROWSER_MAX_AGE_S,
  PAGE_SHARED_MAX_AGE_S,
  PAGE_STALE_IF_ERROR_S,
  PAGE_STALE_WHILE_REVALIDATE_S,
} from '~/constants'

// Cache-Control presets (after Shopify Hydrogen's), one per kind of response
// (docs/decisions/0016 gives the values and why).
export const CACHE_CONTROL = {
  /**
   * Public pages and their data: the same bytes for everyone with the same consent choice.
   * Browsers revalidate every time (an ETag makes that cheap); a CDN keeps them an hour,
   * may serve them a day longer while it refreshes, and a week while the origin is down.
   * Freshness comes from purges on publish, not from these times.
   */
  page: [
    'public',
    `max-age=${PAGE_BROWSER_MAX_AGE_S}`,
    `s-maxage=${PAGE_SHARED_MAX_AGE_S}`,
    `stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`,
    `stale-if-error=${PAGE_STALE_IF_ERROR_S}`,
  ].join(', '),
  /** Pages for one visitor or one moment (errors, the invitation, a form's answer): the browser only, revalidated. */
  private: 'private, no-cache',
  /** Nothing anywhere (preview, the consent and webhook answers). */
  noStore: 'private, no-store',
  /** Generated files that are the same for everyone (sitemap, robots, favicon, logo). */
  short: `public, max-age=${GENERATED_FILE_MAX_AGE_S}, s-maxage=${GENERATED_FILE_MAX_AGE_S}, stale-while-revalidate=${GENERATED_FILE_STALE_WHILE_REVALIDATE_S}`,
  /** Content images: change rarely; a CDN may keep them for a week. */
  long: 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=2592000',
  /** Fingerprinted build files: a new name for every change. */
  immutable: 'public, max-age=31536000, immutable',
} as const

/** What a public page's variants differ by: the compression, and the consent choice (the edge's X-Consent). */
export const PAGE_VARY = 'Accept-Encoding, X-Consent'

/**
 * A surrogate key every shared page carries besides its content's tags: purging it empties
 * the edge of pages (after a gap in the change feed, app/delivery/purge.server.ts). Letters and
 * dashes only, which every CDN takes; a document given this id would only purge more.
 */
export const EVERY_PAGE_KEY = 'eva-all-pages'

/** A route opts into shared caching with `export const headers = publicPageHeaders`. */
export const publicPageHeaders = () => ({'Cache-Control': CACHE_CONTROL.page})

/** A public page's Cache-Control: the page preset, or one that ends sooner (cacheControlUntil). */
export const isPublicCacheControl = (value: string | null) =>
  value === CACHE_CONTROL.page || (value?.startsWith(`public, max-age=${PAGE_BROWSER_MAX_AGE_S}, s-maxage=`) ?? false)

/**
 * The page preset (or the generated files' one) for content that changes at a time nothing is
 * published, a campaign page's end (docs/decisions/0084): no cache keeps it, fresh or stale,
 * past `until`. Every stale window ends then too, and a copy fetched in the last second is not kept.
 */
export function cacheControlUntil(until: number | undefined, now: number, preset: 'page' | 'short' = 'page') {
  if (until === undefined) return CACHE_CONTROL[preset]
  const left = Math.max(0, Math.floor((until - now) / 1000))
  const fresh = Math.min(left, preset === 'page' ? PAGE_SHARED_MAX_AGE_S : GENERATED_FILE_MAX_AGE_S)
  const stale = (limit: number) => Math.min(limit, left - fresh)
  return preset === 'page'
    ? [
        'public',
        `max-age=${PAGE_BROWSER_MAX_AGE_S}`,
        `s-maxage=${fresh}`,
        `stale-while-revalidate=${stale(PAGE_STALE_WHILE_REVALIDATE_S)}`,
        `stale-if-error=${stale(PAGE_STALE_IF_ERROR_S)}`,
      ].join(', ')
    : `public, max-age=${fresh}, s-maxage=${fresh}, stale-while-revalidate=${stale(GENERATED_FILE_STALE_WHILE_REVALIDATE_S)}`
}

/** How long a CDN (and the server's page cache) may keep a response, from its Cache-Control, if it says. */
export function sharedMaxAge(cacheControl: string | null): number | undefined {
  const seconds = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1]
  return seconds === undefined ? undefined : Number(seconds)
}

/**
 * The surrogate keys of a shared response (a page, the sitemap): the tags of the content it was
 * built from, and the key of every page. Fastly and Varnish read Surrogate-Key; Cloudflare, Cache-Tag.
 */
export function surrogateKeyHeaders(tags: Iterable<string>) {
  const keys = [...[...tags].sort(), EVERY_PAGE_KEY]
  return {'Surrogate-Key': keys.join(' '), 'Cache-Tag': keys.join(',')}
}
