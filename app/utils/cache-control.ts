// Cache-Control presets (after Shopify Hydrogen's), one per kind of response.
export const CACHE_CONTROL = {
  /**
   * HTML pages and their loader data: each carries this response's CSP nonce and depends on
   * the consent cookie (and on the forms, a fresh form key), so nothing shares them; the
   * browser revalidates. Content stays fast through the server's content cache instead.
   */
  private: 'private, no-cache',
  /** Generated files that are the same for everyone (sitemap, robots, favicon, logo). */
  short: 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
  /** Content images: change rarely; a CDN may keep them for a week. */
  long: 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=2592000',
  /** Fingerprinted build files: a new name for every change. */
  immutable: 'public, max-age=31536000, immutable',
} as const

/** Sets the private default unless the route chose otherwise, and varies by cookie. */
export function applyPageCaching(headers: Headers) {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', CACHE_CONTROL.private)
  headers.append('Vary', 'Cookie')
}
