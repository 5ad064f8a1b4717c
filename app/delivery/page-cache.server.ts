import {createHash} from 'node:crypto'
import {brotliCompressSync, constants as zlib, gzipSync} from 'node:zlib'
import type {NextFunction, Request, Response} from 'express'
import onHeaders from 'on-headers'
import {consentFromCookieHeader} from '~/consent/consent'
import {PAGE_CACHE_MAX_ENTRIES, PAGE_SHARED_MAX_AGE_S} from '~/constants'
import {isCampaignTag} from '~/domain/campaign-tags'
import {sharedMaxAge} from './cache-control'

// The server's cache of rendered public pages, whole: what may be stored and under which key,
// the store itself, and the middleware that answers from it before Remix. Remix fills it
// (app/entry.server.tsx); a publish empties what it made stale (./purge.server.ts).

/** A rendered public page (or its data), ready to be sent again as it is. */
export type CachedPage = {
  status: number
  /** The response's own headers (Content-Type, CSP, Cache-Control, Vary, Surrogate-Key…). */
  headers: ReadonlyArray<readonly [string, string]>
  body: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
  tags: ReadonlySet<string>
  /** When it was rendered (ms): its Age when sent again, which a CDN takes off its s-maxage. */
  storedAt: number
  expiresAt: number
}

/**
 * Whether a request may be answered from, and stored in, the page cache: a GET or HEAD of an
 * address without a query, or whose query is only campaign tags (`utm_…`, an ad's click id):
 * the pages never read them (the browser does, for the lead's origin), so a campaign's landing
 * is the page everyone gets. Any other query is not, so that `?x=1`, `?x=2`… cannot fill the
 * cache. Remix's own `?_routes=` (a data request for some of a page's routes) is no exception:
 * the site's pages never ask for one (no route has a clientLoader or shouldRevalidate).
 */
export function isCacheableRequest(method: string, url: URL) {
  return (method === 'GET' || method === 'HEAD') && [...url.searchParams.keys()].every(isCampaignTag)
}

/** One entry per page and variant (the consent choice): the campaign tags are not part of it. */
export const pageCacheKey = (url: URL, variant: string) => `${variant} ${url.pathname}`

/**
 * The server's cache of rendered pages, per address and variant: each is rendered once and
 * sent as stored bytes (with gzip and brotli made once) until a publish purges one of its
 * content tags or it ages out. A request that finds its page being rendered waits for that
 * render instead of starting another.
 */
export function createPageCache({maxEntries = PAGE_CACHE_MAX_ENTRIES, ttlMs = PAGE_SHARED_MAX_AGE_S * 1000} = {}) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recent.
  const entries = new Map<string, CachedPage>()
  const rendering = new Map<string, Promise<void>>()
  const purgedAt = new Map<string, number>()

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= Date.now()) return undefined
      entries.set(key, entry)
      return entry
    },

    /**
     * Keeps a rendered page, unless a purge of its content came in after its render began
     * (it may have been built from what that publish replaced).
     */
    set(key: string, page: {status: number; headers: Headers; body: Buffer; tags: Iterable<string>}, renderStartedAt: number) {
      const tags = new Set(page.tags)
      if ([...tags].some((tag) => (purgedAt.get(tag) ?? -Infinity) >= renderStartedAt)) return undefined
      const entry: CachedPage = {
        status: page.status,
        headers: [...page.headers].filter(([name]) => !HOP_BY_HOP.has(name)),
        body: page.body,
        gzip: gzipSync(page.body),
        brotli: brotliCompressSync(page.body, {params: {[zlib.BROTLI_PARAM_QUALITY]: 6}}),
        etag: etagOf(page.body),
        tags,
        storedAt: Date.now(),
        // No longer than its Cache-Control lets a CDN keep it: a campaign page that ends sooner.
        expiresAt: Date.now() + Math.min(ttlMs, (sharedMaxAge(page.headers.get('Cache-Control')) ?? Infinity) * 1000),
      }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return entry
    },

    /** Empties the pages built from content with any of these tags; returns how many. */
    purge(tags: Iterable<string>) {
      const now = Date.now()
      const purging = new Set(tags)
      for (const tag of purging) purgedAt.set(tag, now)
      let purged = 0
      for (const [key, entry] of entries) {
        if ([...entry.tags].some((tag) => purging.has(tag))) {
          entries.delete(key)
          purged++
        }
      }
      return purged
    },

    /** Empties everything (a listener that lost events cannot tell what changed). */
    clear() {
      const now = Date.now()
      for (const entry of entries.values()) for (const tag of entry.tags) purgedAt.set(tag, now)
      entries.clear()
    },

    /** The render of this page already under way, if any. */
    rendering: (key: string) => rendering.get(key),

    /** This request renders the page; the returned function says it is done. */
    beginRendering(key: string) {
      let done = () => {}
      rendering.set(
        key,
        new Promise<void>((resolve) => (done = resolve)).finally(() => rendering.delete(key)),
      )
      return done
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** Headers that belong to one connection, not to the page. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date'])

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/** The process's page cache. */
export const pageCache = createPageCache()

/**
 * Answers a public page from the page cache, before Remix: its stored bytes (gzip or brotli
 * when the browser takes them), or 304 when the browser has them already. A miss goes on
 * to Remix, which renders and stores the page (app/entry.server.tsx); requests for the same
 * page that arrive meanwhile wait for that render instead of starting their own. `passes`
 * tells, from a request's cookies and address, the requests that go straight on to Remix
 * though their address is cacheable: an editor's preview (server/index.ts gives it
 * `previewSessionOf`; delivery knows nothing of preview).
 */
export function servePageCache(
  cache: PageCache,
  {passes}: {passes: (cookieHeader: string | undefined, url: URL) => Promise<unknown>},
) {
  // Express 4 does not catch what an async middleware rejects with: it goes to the error page.
  return (req: Request, res: Response, next: NextFunction) => {
    serve(req, res, next).catch(next)
  }

  async function serve(req: Request, res: Response, next: NextFunction) {
    const url = new URL(req.originalUrl, 'http://site')
    if (!isCacheableRequest(req.method, url)) return next()
    // Campaign tags go before Remix sees the address: the page everyone gets must hold none of
    // one visitor's (a form's redirectTo would; an e-mail a mail tool put in utm_term).
    if (url.search) {
      req.url = req.originalUrl = url.pathname
      keepTagsOnRedirect(res, url.search)
    }
    // An editor's preview never reads or fills the cache; a forged preview cookie gets the cached page.
    if (await passes(req.headers.cookie, url)) return next()
    const key = pageCacheKey(url, consentFromCookieHeader(req.headers.cookie))
    const hit = cache.get(key)
    if (hit) return send(req, res, hit)
    const rendering = cache.rendering(key)
    if (rendering) {
      await rendering
      const rendered = cache.get(key)
      return rendered ? send(req, res, rendered) : next()
    }
    res.once('close', cache.beginRendering(key))
    next()
  }
}

/**
 * A redirect (an old campaign address, an ended campaign) hands the visitor's campaign tags on
 * to where it sends them, where the browser reads the lead's origin; the redirect itself, kept
 * by caches, holds none. Not when the destination has a query of its own.
 */
function keepTagsOnRedirect(res: Response, search: string) {
  onHeaders(res, () => {
    const location = res.getHeader('Location')
    if (res.statusCode < 300 || res.statusCode > 399 || typeof location !== 'string' || location.includes('?')) return
    const hash = location.indexOf('#')
    res.setHeader('Location', hash === -1 ? location + search : location.slice(0, hash) + search + location.slice(hash))
  })
}

function send(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('ETag', page.etag)
  // How old the copy is: a CDN keeps it its s-maxage less this, so no longer than the page
  // cache would (a campaign page's end, docs/decisions/0084).
  res.setHeader('Age', Math.floor((Date.now() - page.storedAt) / 1000))
  res.setHeader('X-Page-Cache', 'HIT')
  if (req.fresh) {
    res.status(304).end()
    return
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity')
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.status(page.status).end(req.method === 'HEAD' ? undefined : body)
}
