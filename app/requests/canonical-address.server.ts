import type {ServerBuild} from '@remix-run/node'
import type {NextFunction, Request, Response} from 'express'
import {NOT_FOUND_PATH} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {httpMessages} from '~/messages/http'

// Every spelling of an address is one address (docs/decisions/0037). Settled before anything
// else reads the request, so the limits, the page cache, the router and the logs each see
// one key per page.

/** A route's path as segments: a word the route spells (`projetos`), a parameter, or the rest. */
type Pattern = {routeId: string; parts: Array<{word: string} | {param: string; lowerCase: boolean} | {rest: true}>}

/**
 * Parameters that are spelled in lower case, as words are: a campaign page's address
 * (app/routes/$pagina.tsx; app/domain/campaign-address.ts allows no capitals), so that
 * `/Horta-Em-Casa` is `/horta-em-casa`. Every other parameter (an environment id) keeps its case.
 */
const LOWER_CASE_PARAMS = new Set([':pagina'])

/** The site's route paths (from the build's route tree), most specific first; `/` is the index route's. */
export function routePatterns(routes: ServerBuild['routes']): Pattern[] {
  const fullPath = (id: string): string[] => {
    const route = routes[id]
    if (!route) return []
    const own = route.path ? route.path.split('/').filter(Boolean) : []
    return [...(route.parentId ? fullPath(route.parentId) : []), ...own]
  }
  // As Remix ranks them: words before parameters, parameters before the rest (`/contato`
  // is its own route's, not the campaign page's `/:pagina`, whatever order the build lists them in).
  const generality = (pattern: Pattern) =>
    pattern.parts.some((part) => 'rest' in part) ? Infinity : pattern.parts.filter((part) => 'param' in part).length
  return Object.keys(routes)
    .filter((id) => routes[id]?.path || routes[id]?.index)
    .map((routeId) => ({
      routeId,
      parts: fullPath(routeId).map((segment) =>
        segment === '*'
          ? {rest: true as const}
          : segment.startsWith(':')
            ? {param: segment, lowerCase: LOWER_CASE_PARAMS.has(segment)}
            : {word: segment},
      ),
    }))
    .sort((a, b) => generality(a) - generality(b))
}

// RFC 3986 pchar, less "%": what a path segment holds as itself. Everything else is
// percent-encoded, in capitals.
const AS_ITSELF = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/

function encodeSegment(decoded: string) {
  let encoded = ''
  for (const char of decoded) {
    encoded += AS_ITSELF.test(char)
      ? char
      : [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return encoded
}

/**
 * The one spelling of a path: no empty segments (repeated or trailing slashes), dot segments
 * resolved, each segment percent-encoded one way, and the words of the site's own routes in
 * their letter case (parameters, such as an environment id, keep theirs). Remix's data
 * address (`/projetos.data`) follows its page. `undefined` when the path cannot be decoded or
 * holds control characters: app/requests/guards.server.ts sends those to /404.
 */
export function canonicalPath(path: string, patterns: Pattern[]): string | undefined {
  const segments: string[] = []
  for (const raw of path.split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(segment)) return undefined
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  // Remix's single-fetch data address: /_root.data (the home page), /{page}.data. What is
  // left of the last segment is a segment like any other: `/projetos/.data` and
  // `/projetos/..data` are the data address of `/projetos/` and `/projetos/.`, so of `/projetos`.
  const last = segments.at(-1)
  const data = last !== undefined && /\.data$/i.test(last)
  if (data) {
    const page = segments.pop()!.slice(0, -'.data'.length)
    if (page === '..') segments.pop()
    else if (page !== '' && page !== '.') segments.push(page)
    if (segments.length === 1 && segments[0]!.toLowerCase() === '_root') segments.pop()
  }
  const words = matchRoute(segments, patterns)?.spelled ?? segments
  const page = `/${words.map(encodeSegment).join('/')}`
  return data ? (page === '/' ? '/_root.data' : `${page}.data`) : page
}

/** The first route the segments match, and the segments with its words spelled as it spells them. */
function matchRoute(segments: string[], patterns: Pattern[]) {
  patterns: for (const {routeId, parts} of patterns) {
    const spelled: string[] = []
    for (const [index, part] of parts.entries()) {
      // A splat route (`*`) takes the rest as it is.
      if ('rest' in part) return {routeId, spelled: [...spelled, ...segments.slice(index)]}
      const segment = segments[index]
      if (segment === undefined || ('word' in part && segment.toLowerCase() !== part.word.toLowerCase())) continue patterns
      spelled.push('word' in part ? part.word : part.lowerCase ? segment.toLowerCase() : segment)
    }
    if (parts.length === segments.length) return {routeId, spelled}
  }
  return undefined
}

/**
 * A canonical path as the log shows it: a route's parameters as the route names them
 * (`/api/cep/:cep`, `/minha_eva/convite/:idAmbiente`), so no value a visitor typed is kept.
 */
export function pathForLogs(path: string, patterns: Pattern[]) {
  const page = path.replace(/\.data$/, '')
  const route = patterns.find(({routeId}) => routeId === routeOf(path, patterns))
  // No route, or the catch-all (`/joana@x.com` typed into the address bar): its shape only.
  if (!route) return '/*'
  if (route.parts.every((part) => 'word' in part)) return path
  const named = route.parts.map((part) => ('word' in part ? part.word : 'param' in part ? part.param : '*'))
  return `/${named.join('/')}${page === path ? '' : '.data'}`
}

/** The route that answers a canonical path (its page's, for a `.data` address). */
export function routeOf(path: string, patterns: Pattern[]) {
  const page = path === '/_root.data' ? '/' : path.replace(/\.data$/, '')
  return matchRoute(page.split('/').filter(Boolean), patterns)?.routeId
}

/** What settleAddress found: the path as asked, its one spelling (`undefined` when it cannot be read), the query. */
type Settled = {path: string; canonical: string | undefined; query: string; readable: boolean}

/** The request's canonical path, as settleAddress found it (`undefined` when its path cannot be read). */
export const canonicalPathOf = (res: Response) => (res.locals.address as Settled | undefined)?.canonical

/**
 * Middleware, before anything that answers: settles the request's one path, and answers
 * nothing, so that every rule that follows (the team's pages kept private, the guards, the
 * limits) reads the same path. An absolute-form target (`GET http://host/path`, RFC 9112
 * §3.2.2) becomes the path it names.
 */
export function settleAddress(routes: ServerBuild['routes']) {
  const patterns = routePatterns(routes)
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.originalUrl.startsWith('/')) {
      if (!URL.canParse(req.originalUrl)) {
        res.locals.address = {path: req.originalUrl, canonical: undefined, query: '', readable: false} satisfies Settled
        return next()
      }
      const target = new URL(req.originalUrl)
      req.url = req.originalUrl = target.pathname + target.search
    }
    const query = req.originalUrl.indexOf('?')
    const path = query === -1 ? req.originalUrl : req.originalUrl.slice(0, query)
    res.locals.address = {
      path,
      canonical: canonicalPath(path, patterns),
      query: query === -1 ? '' : req.originalUrl.slice(query),
      readable: true,
    } satisfies Settled
    next()
  }
}

/**
 * Middleware: a request for another spelling of an address (as settleAddress found it) is
 * moved to the address itself. GET and HEAD get a 301 there (the query kept); any other
 * method gets the site's 404 page, so no action ever runs on, nor any limit counts, a
 * spelling of its own. A target that is not a URL is a 400.
 */
export function canonicalAddresses(req: Request, res: Response, next: NextFunction) {
  const {path, canonical, query, readable} = res.locals.address as Settled
  if (!readable)
    return res.status(400).set('Cache-Control', CACHE_CONTROL.noStore).type('text/plain').send(httpMessages.badRequest)
  if (canonical === undefined || canonical === path) return next()
  if (req.method === 'GET' || req.method === 'HEAD') {
    // A private page's way (server/index.ts) stays private: its headers replace these.
    res.set('Cache-Control', 'public, max-age=3600')
    // Not Express's res.redirect: its body is in English.
    return res
      .status(301)
      .location(canonical + query)
      .type('text/plain')
      .send(`${httpMessages.movedTo}${canonical + query}`)
  }
  req.url = req.originalUrl = NOT_FOUND_PATH
  req.method = 'GET'
  next()
}
