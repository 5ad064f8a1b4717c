import type {ServerBuild} from '@remix-run/node'
import type {NextFunction, Request, Response} from 'express'
import {NOT_FOUND_PATH, REQUEST_MAX_BYTES} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {httpMessages} from '~/messages/http'
import {routeOf, routePatterns} from './canonical-address.server'

// What the site refuses before anything else reads a request: each a client's fault, each
// answered with its own 4xx and a pt-BR line, never a 500, and before any action can store.

const t = httpMessages

const refuse = (res: Response, status: number, text: string, headers: Record<string, string> = {}) => {
  res.set({...headers, 'Cache-Control': CACHE_CONTROL.noStore, 'Content-Type': 'text/plain; charset=utf-8'})
  res.status(status).send(text)
}

/** The host of `${proto}://${value}` as a URL writes it (lower case, no default port), if `value` is a host a URL can hold. */
function hostOf(proto: string, value: string | undefined) {
  // Only a host and a port: no path, query, user or space a URL would read around it.
  if (!value || /[\s/\\?#@]/.test(value) || !URL.canParse(`${proto}://${value}`)) return undefined
  return new URL(`${proto}://${value}`).host
}

/**
 * The address a request came to, settled once for everything after it: its Host, or behind a
 * trusted proxy (TRUST_PROXY) the first X-Forwarded-Host and X-Forwarded-Proto, as Express
 * reads them. A forwarded value no URL can hold is ignored; a Host none can hold is a 400; no
 * Host at all (HTTP/1.0) is SITE_URL's. What follows sees one Host, as a URL writes it, and no
 * X-Forwarded-Host: Remix builds the request's URL from these headers and compares a post's
 * Origin with them, and threw (a 500) where they disagreed with this site's rules or were no
 * URL's. `Forwarded` (RFC 7239) is read by nothing, here or after.
 */
export function oneAddress(siteUrl: string) {
  const siteHost = new URL(siteUrl).host
  return (req: Request, res: Response, next: NextFunction) => {
    const trusted = (req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean)(
      req.socket.remoteAddress,
      0,
    )
    const forwarded = (name: string) => (trusted ? req.get(name)?.split(',')[0]?.trim() : undefined)
    const forwardedProto = forwarded('x-forwarded-proto')?.toLowerCase()
    const own = (req.socket as {encrypted?: boolean}).encrypted ? 'https' : 'http'
    const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : own
    const host = req.headers.host ? hostOf(proto, req.headers.host) : siteHost
    if (host === undefined) return refuse(res, 400, t.badRequest)
    req.headers.host = hostOf(proto, forwarded('x-forwarded-host')) ?? host
    delete req.headers['x-forwarded-host']
    // Express reads the protocol from here behind a trusted proxy, and only there.
    if (trusted) req.headers['x-forwarded-proto'] = proto
    else delete req.headers['x-forwarded-proto']
    next()
  }
}

/** The site reads (GET, HEAD) and takes forms (POST); anything else (PUT, DELETE, TRACE…) is 405. */
export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') return next()
  refuse(res, 405, t.methodNotAllowed, {Allow: 'GET, HEAD, POST'})
}

/**
 * HEAD is GET without the body (RFC 9110 §9.3.2), and Remix is asked it as a GET: it takes any
 * other method to a data address (`/insumos.data`) for an action, and answered a HEAD with a
 * 500 when Origin and X-Forwarded-Host differ. Node still sends a HEAD no body.
 */
export function headAsGet(req: Request, _res: Response, next: NextFunction) {
  if (req.method === 'HEAD') req.method = 'GET'
  next()
}

/**
 * A post to a route without an action (a page without a form, the sitemap, the CEP lookup, a
 * share picture): 405 with what the address does take. Remix would answer it in English and
 * log a stack trace. Runs on the canonical path (app/requests/canonical-address.server.ts).
 */
export function postsOnlyToActions(routes: ServerBuild['routes']) {
  const patterns = routePatterns(routes)
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || routes[routeOf(req.path, patterns) ?? '']?.module.action) return next()
    refuse(res, 405, t.methodNotAllowed, {Allow: 'GET, HEAD'})
  }
}

/**
 * `?_data=` is the data protocol Remix used before single fetch: the site never makes such a
 * request, and Remix would run the action and then fail. Refused before the action runs.
 */
export function noLegacyDataRequests(req: Request, res: Response, next: NextFunction) {
  if (!/[?&]_data(=|&|$)/.test(req.originalUrl)) return next()
  refuse(res, 400, t.badRequest)
}

/**
 * An address holding control characters (`/%0a`, `/%00`) is an unknown path like any other:
 * to /404 (docs/requirements.md#pages), without reaching the router, whose decoding would fail.
 */
export function oddPaths(req: Request, res: Response, next: NextFunction) {
  let path: string
  try {
    path = decodeURIComponent(req.path)
  } catch {
    return res.redirect(302, NOT_FOUND_PATH)
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return res.redirect(302, NOT_FOUND_PATH)
  next()
}

/**
 * Forms, consent and invitations only accept posts sent from the site's own pages. A browser
 * names the page's origin (`Origin`), or at least says the post is cross-site
 * (`Sec-Fetch-Site`); a program that names neither is not a browser a page could drive.
 * The site's own origin is SITE_URL's, or the address the request came to (the same page),
 * so a proxy that does not pass the public Host changes nothing. Signed server-to-server
 * calls (the Sanity webhook) are checked by their signature instead.
 */
export function sameSitePosts(siteUrl: string, {except, strict}: {except: string[]; strict: RegExp}) {
  const siteOrigin = new URL(siteUrl).origin
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next()
    // Remix checks a post's Origin too, and would throw on one no URL can hold ("xyz").
    if (except.includes(req.path)) {
      delete req.headers.origin
      return next()
    }
    const origin = req.get('origin')
    const ownOrigin = `${req.protocol}://${req.get('host')}`
    // Where a post changes what only staff may change (`strict`), the browser must say it
    // comes from this site: an opaque or missing origin counts only with Sec-Fetch-Site.
    const fromElsewhere = strict.test(req.path)
      ? req.get('sec-fetch-site') !== 'same-origin'
      : req.get('sec-fetch-site') === 'cross-site'
    if (origin && origin !== 'null' ? origin === siteOrigin || origin === ownOrigin : !fromElsewhere) {
      // Remix checks the Origin's URL host against the Host it sees (oneAddress left one):
      // behind a proxy, that is not the public one. The Host is now the accepted origin's.
      if (origin && origin !== 'null') req.headers.host = new URL(origin).host
      // A same-site post whose page had an opaque origin (or none): Remix would compare "null" to the host.
      else delete req.headers.origin
      return next()
    }
    refuse(res, 403, t.crossSite)
  }
}

/** Refuses a declared body over the limit before anything reads it. */
export function limitBodySize(req: Request, res: Response, next: NextFunction) {
  if (Number(req.headers['content-length'] ?? 0) > REQUEST_MAX_BYTES) {
    refuse(res, 413, t.tooLarge)
    return
  }
  next()
}
