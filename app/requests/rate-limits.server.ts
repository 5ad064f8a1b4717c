import type {NextFunction, Request, Response} from 'express'
import {ipKeyGenerator, MemoryStore, rateLimit, type Options} from 'express-rate-limit'
import {CEP_RATE_LIMIT, FORM_RATE_LIMIT, INVITE_RATE_LIMIT_PER_CLIENT, PREVIEW_ENTRY_RATE_LIMIT} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {formKindOfPost} from '~/domain/form-addresses'
import {messages} from '~/messages'
import {clientOf} from './client-address.server'

// Every rate limit of the site, on express-rate-limit. Per-client limits are middleware (in
// memory, per instance; across several instances they hold at the edge, docs/decisions/0022);
// the per-address ones a route keys itself are counters (createCounter, at the end). Every
// answer past a limit carries the standard RateLimit headers and Retry-After. A page's post
// is not answered here: the request is marked, and the route answers 429 with the page, its
// message and everything the visitor typed.

/**
 * Set by the edge (server/varnish/default.vcl) on a post over a limit it counts across every
 * instance. Trusted from anyone: a client that sends it can only refuse its own post.
 */
const EDGE_LIMIT_HEADER = 'X-Edge-Rate-Limited'

/** What an action reads to know the request is over its limit (server/index.ts → load context). */
export const isRateLimited = (req: Request, res: Response) =>
  res.locals.rateLimited === true || req.get(EDGE_LIMIT_HEADER) !== undefined

const markLimited = (_req: Request, res: Response, next: NextFunction) => {
  res.locals.rateLimited = true
  next()
}

const limiter = ({max, windowMs}: {max: number; windowMs: number}, options: Parameters<typeof rateLimit>[0] = {}) =>
  rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A client may send X-Forwarded-For to a server that trusts no proxy, or a Forwarded
    // header, which nothing reads (app/requests/guards.server.ts, oneAddress): neither is a
    // fault, and express-rate-limit would log each as an error.
    validate: {xForwardedForHeader: false, forwardedHeader: false},
    // The client as settled once for the request (./client-address.server.ts), never req.ip.
    keyGenerator: (_req, res) => ipKeyGenerator(clientOf(res)),
    ...options,
  })

/**
 * A page's address without Remix's `.data` (its posts from JavaScript go there). The path is
 * canonical here (app/requests/canonical-address.server.ts): each limit matches its route's
 * address exactly, and no other address (`/api/cep/x/y` is the catch-all's) counts.
 */
const pagePath = (req: Request) => req.path.replace(/\.data$/, '')

/** The kind of form a post sends (app/domain/form-addresses.ts), wherever its page is. */
const formKindOf = (req: Request) =>
  req.method === 'POST' ? formKindOfPost(pagePath(req), new URL(req.originalUrl, 'http://site').search) : undefined

/** Each kind of form counted on its own, per client, across every page that carries it. */
export const formPosts = limiter(FORM_RATE_LIMIT, {
  identifier: 'forms',
  skip: (req) => formKindOf(req) === undefined,
  keyGenerator: (req, res) => `${formKindOf(req)} ${ipKeyGenerator(clientOf(res))}`,
  handler: markLimited,
})

/** Invitation sends, per client (a per-invitee limit is in the route, which knows the e-mail). */
export const invitationPosts = limiter(INVITE_RATE_LIMIT_PER_CLIENT, {
  identifier: 'invitations',
  skip: (req) => req.method !== 'POST' || !/^\/minha_eva\/convite\/[^/]+$/.test(pagePath(req)),
  handler: markLimited,
})

/** Address lookups by CEP: a visitor types one or two; this stops scraping ViaCEP through us. */
export const cepLookups = limiter(CEP_RATE_LIMIT, {
  identifier: 'cep',
  skip: (req) => !/^\/api\/cep\/[^/]+$/.test(pagePath(req)),
  handler: (_req, res) => res.status(429).json({found: false}),
})

/** Tries to open preview: each asks Sanity's API whether the Studio's secret is real. */
export const previewEntries = limiter(PREVIEW_ENTRY_RATE_LIMIT, {
  identifier: 'preview',
  // Its canonical address, and its data address (the same loader).
  skip: (req) => pagePath(req) !== '/api/preview-mode/enable',
  handler: (_req, res) =>
    res.status(429).set('Cache-Control', CACHE_CONTROL.noStore).type('text/plain').send(messages.preview.tooManyTries),
})

/**
 * A count of attempts per key in a fixed window, on express-rate-limit's own store, for the
 * limits only a route can key (it needs the posted e-mail). The per-client limits are
 * the middleware above.
 */
export function createCounter({max, windowMs}: {max: number; windowMs: number}) {
  const store = new MemoryStore()
  store.init({windowMs} as Options)
  return {
    async count(key: string) {
      const {totalHits, resetTime} = await store.increment(key)
      const retryAfterS = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000))
      return {over: totalHits > max, retryAfterS}
    },
  }
}
