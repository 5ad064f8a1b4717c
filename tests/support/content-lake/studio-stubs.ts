import type {IncomingMessage, ServerResponse} from 'node:http'

// The small calls the Studio makes as it boots and while an editor works, answered the way
// sanity.io answers a signed-in administrator of a project on the free plan with nothing
// extra turned on: no releases, comments, tasks, schedules or announcements.

type SendJson = (res: ServerResponse, status: number, body: unknown) => void

/** A call a broad stub answered: its method, path with query, and body (the start of it). */
export type StubbedCall = {method: string; path: string; body: string}
type Route = [
  method: string,
  path: RegExp,
  answer: (req: IncomingMessage, res: ServerResponse, url: URL, match: RegExpMatchArray) => unknown,
]

/** The one person signed in to the stand-in's Studio. */
export const EDITOR = {
  id: 'p-editora',
  name: 'Editora da EVA',
  email: 'editora@evaagricultura.com.br',
  provider: 'sanity',
  role: 'administrator',
  // Without a role the Studio refuses the sign-in.
  roles: [{name: 'administrator', title: 'Administrator'}],
}

// Everything an administrator may do, on every document.
const GRANTS = [{filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create']}]

/**
 * The stubs; those that answer a whole family of paths (a user's settings, users by id, the
 * onboarding "journey", telemetry) keep each call in `stubbed`, which the Studio's journeys check against
 * the calls they are known to make (tests/studio/known-calls.ts): a Studio upgrade that asks
 * one of them something new is named, with its body, instead of being answered in silence.
 */
export function studioStubs(sendJson: SendJson, stubbed: StubbedCall[]): Route[] {
  const answer = (body: unknown) => (_req: IncomingMessage, res: ServerResponse) => sendJson(res, 200, body)
  const broad = ([methods, path, respond]: Route): Route => [
    methods,
    path,
    async (req, res, url, match) => {
      let body = ''
      if (req.method !== 'GET') for await (const chunk of req) body += String(chunk)
      stubbed.push({method: req.method ?? 'GET', path: url.pathname + url.search, body: body.slice(0, 500)})
      return respond(req, res, url, match)
    },
  ]
  return [
    ['GET', /^\/v[\w-]+\/users\/me$/, answer(EDITOR)],
    // A list of its key-value settings: an object here crashes the structure tool.
    broad(['GET|PUT|POST', /^\/v[\w-]+\/users\/me\/keyvalue(\/.*)?$/, answer([])]),
    broad([
      'GET',
      /^\/v[\w-]+\/users\/([^/]+)$/,
      (_req, res, _url, match) =>
        sendJson(
          res,
          200,
          decodeURIComponent(match[1]!)
            .split(',')
            .map((id) => ({id, displayName: id === EDITOR.id ? EDITOR.name : id, imageUrl: null})),
        ),
    ]),
    // `[]` turns off what a paid plan adds (releases, comments, tasks).
    ['GET', /^\/v[\w-]+\/features$/, answer([])],
    ['GET', /^\/v[\w-]+\/projects\/[\w-]+\/datasets\/[\w-]+\/acl$/, answer(GRANTS)],
    ['GET', /^\/v[\w-]+\/projects\/[\w-]+\/datasets$/, answer([])],
    ['GET', /^\/v[\w-]+\/projects\/[\w-]+\/user-applications$/, answer([])],
    broad(['GET', /^\/v[\w-]+\/journey\/announcements$/, answer([])]),
    broad(['GET', /^\/v[\w-]+\/journey\/[\w-]+$/, answer({})]),
    ['GET', /^\/v[\w-]+\/schedules\/[\w-]+\/[\w-]+$/, answer({schedules: []})],
    ['GET', /^\/v[\w-]+\/intake\/telemetry-status$/, answer({status: 'denied'})],
    broad(['POST', /^\/v[\w-]+\/intake\/batch$/, answer({})]),
    ['GET', /^\/v[\w-]+\/help$/, answer({})],
    ['GET', /^\/v[\w-]+\/ping$/, answer({message: 'PONG'})],
    ['GET', /^\/v[\w-]+\/data\/ping\/[\w-]+$/, answer({message: 'PONG'})],
    [
      'GET',
      /^\/v[\w-]+\/projects\/([\w-]+)$/,
      (_req, res, _url, match) =>
        sendJson(res, 200, {id: match[1], displayName: 'EVA', organizationId: null, members: [], features: []}),
    ],
    // History: none kept (the Studio's history pane shows an empty list).
    ['GET', /^\/v[\w-]+\/data\/history\/[\w-]+\/events\/documents\/[^/]+$/, answer({events: {}, nextCursor: ''})],
    [
      'GET',
      /^\/v[\w-]+\/data\/history\/[\w-]+\/transactions\/[^/]+$/,
      (_req, res) => res.writeHead(200, {'content-type': 'application/x-ndjson'}).end(),
    ],
  ]
}
