// The in-process tier (docs/testing.md#tiers, docs/decisions/0056): a route's loader or action
// called directly with a Request and the load context the server would build for it
// (server/load-context.ts), over the file's own data folder (./in-process-setup.ts). No build,
// no server, no HTTP: what a route answers and what it stores, not what Express does around it.
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@remix-run/node'
import {createLoadContext} from '../../server/load-context'
import {appLogSoFar, SITE_URL} from './in-process-env'

export {SITE_URL, TEAM_MEMBERS} from './in-process-env'

type RouteFunction<Args> = (args: Args) => unknown
/** A route module, or any module with a loader or an action (`import * as route from '~/routes/…'`). */
export type Route = {loader?: RouteFunction<LoaderFunctionArgs>; action?: RouteFunction<ActionFunctionArgs>}

export type Visit = {
  /** Path and query, as in the address bar: `/equipe?situacao=novo`. */
  path: string
  /** The route's parameters, as Remix takes them from the path (`$id` → `{id}`). */
  params?: Record<string, string>
  /** A form post (application/x-www-form-urlencoded), as a browser sends it. */
  form?: Record<string, string> | Array<[string, string]>
  /** Any other body; its Content-Type in `headers`. */
  body?: string
  headers?: Record<string, string>
  /** The Cookie header. */
  cookie?: string
  /** The client's address (the load context's `client`). Default: 10.0.0.1. */
  client?: string
  /** Over a per-client limit: what the server's middleware would have said (isRateLimited). */
  rateLimited?: boolean
}

export type Answer = {
  status: number
  headers: Headers
  /** Where a redirect goes. */
  location: string | null
  /** The route's data: the value of `data(…)`, or what it returned as is; a Response's is null. */
  data: unknown
  /** The Response the route returned or threw (a redirect, a CSV, a 404), for its body. */
  response: Response | null
  /** The route threw its answer (a redirect to sign in, a 404), as Remix lets it. */
  thrown: boolean
}

/** The Request a browser would send for `visit`, to the site's address. */
export function requestFor(visit: Visit, method = visit.form || visit.body !== undefined ? 'POST' : 'GET'): Request {
  const headers = new Headers(visit.headers)
  if (visit.cookie) headers.set('Cookie', visit.cookie)
  let body: string | undefined = visit.body
  if (visit.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
    body = new URLSearchParams(visit.form).toString()
  }
  return new Request(new URL(visit.path, SITE_URL), {method, headers, body})
}

/** The load context server/index.ts would give this request (the same function builds it). */
export const contextFor = (request: Request, visit: Pick<Visit, 'client' | 'rateLimited'> = {}) =>
  createLoadContext({
    cookie: request.headers.get('Cookie') ?? undefined,
    method: request.method,
    url: new URL(request.url),
    client: visit.client ?? '10.0.0.1',
    rateLimited: visit.rateLimited ?? false,
  })

/** POSTs `visit` to the route's action; its answer, returned or thrown. */
export async function callAction(route: Route, visit: Visit): Promise<Answer> {
  if (!route.action) throw new Error('This route has no action.')
  const request = requestFor(visit, 'POST')
  return answerOf(() =>
    contextFor(request, visit).then((context) => route.action!({request, context, params: visit.params ?? {}})),
  )
}

/** GETs `visit` from the route's loader; its answer, returned or thrown. */
export async function callLoader(route: Route, visit: Visit): Promise<Answer> {
  if (!route.loader) throw new Error('This route has no loader.')
  const request = requestFor(visit, 'GET')
  return answerOf(() =>
    contextFor(request, visit).then((context) => route.loader!({request, context, params: visit.params ?? {}})),
  )
}

/** What Remix makes of a route's outcome: a Response, `data(value, init)`, or a value (200). */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let outcome: unknown
  let thrown = false
  try {
    outcome = await run()
  } catch (error) {
    // Remix answers a thrown Response (or data()); anything else is a bug in the route.
    if (!(error instanceof Response) && !isDataWithInit(error)) throw error
    outcome = error
    thrown = true
  }
  if (outcome instanceof Response) {
    return {
      status: outcome.status,
      headers: outcome.headers,
      location: outcome.headers.get('Location'),
      data: null,
      response: outcome,
      thrown,
    }
  }
  if (isDataWithInit(outcome)) {
    const headers = new Headers(outcome.init?.headers)
    return {
      status: outcome.init?.status ?? 200,
      headers,
      location: headers.get('Location'),
      data: outcome.data,
      response: null,
      thrown,
    }
  }
  return {status: 200, headers: new Headers(), location: null, data: outcome, response: null, thrown}
}

type DataWithInit = {type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null}
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === 'object' && value !== null && (value as {type?: unknown}).type === 'DataWithResponseInit'

/**
 * The cookies an answer sets, as name → value; a cookie it clears (empty, or Max-Age=0) maps
 * to null. What a browser keeps of them is `keepCookies`'s job.
 */
export function cookiesSetBy(answer: Pick<Answer, 'headers'>): Map<string, string | null> {
  const cookies = new Map<string, string | null>()
  for (const line of answer.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', value = ''] = pair.split(/=(.*)/s)
    const cleared = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))
    cookies.set(name.trim(), cleared ? null : value)
  }
  return cookies
}

/** A browser's cookie jar, with what an answer set or cleared applied. */
export function keepCookies(jar: Map<string, string>, answer: Pick<Answer, 'headers'>) {
  for (const [name, value] of cookiesSetBy(answer)) {
    if (value === null) jar.delete(name)
    else jar.set(name, value)
  }
}

/** A jar as the Cookie header sends it. */
export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

/** What the app logged (its JSON lines) since the file began: the lines the server would write. */
export const appLog = appLogSoFar
