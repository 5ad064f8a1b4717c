import type {NextFunction, Request, Response} from 'express'
import {consentFromCookieHeader} from '~/consent/consent.server'
import {previewSessionOf} from '~/preview/preview.server'
import {isCacheableRequest, pageCacheKey, type CachedPage, type PageCache} from '~/utils/page-cache.server'

/**
 * Answers a public page from the page cache, before Remix: its stored bytes (gzip or brotli
 * when the browser takes them), or 304 when the browser has them already. A miss goes on
 * to Remix, which renders and stores the page (app/entry.server.tsx); requests for the same
 * page that arrive meanwhile wait for that render instead of starting their own.
 */
export function servePageCache(cache: PageCache) {
  // Express 4 does not catch what an async middleware rejects with: it goes to the error page.
  return (req: Request, res: Response, next: NextFunction) => {
    serve(req, res, next).catch(next)
  }

  async function serve(req: Request, res: Response, next: NextFunction) {
    const url = new URL(req.originalUrl, 'http://site')
    if (!isCacheableRequest(req.method, url)) return next()
    // An editor's preview never reads or fills the cache; a forged preview cookie gets the cached page.
    if (await previewSessionOf(req.headers.cookie, url)) return next()
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

function send(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  res.setHeader('ETag', page.etag)
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
