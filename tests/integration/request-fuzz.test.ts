import {request as httpRequest} from 'node:http'
import {connect} from 'node:net'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CEP_RATE_LIMIT, FORM_RATE_LIMIT, INVITE_RATE_LIMIT_PER_CLIENT} from '~/constants'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {parseForm} from '~/forms/parse.server'
import {RESERVATION_FORM} from '~/forms/reservation-form'
import type {FormDefinition} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, validBooking} from '../support/forms.mjs'
import {errorLines} from '../support/log-lines'
import type {Stack} from '../support/stack'
import {useStack} from '../support/use-stack'

// Requests drawn at random, seeded (fast-check prints the seed and the request when a run
// fails): methods × spellings of the site's addresses × headers (the address it came to, as
// the client and the proxies tell it, and odd values of each) × bodies and how their length
// is told, against the production build, straight and through the repository's Varnish (two
// instances behind it), and with the store down. Whatever comes: the processes stay up,
// nothing answers 5xx (but a 503 with the store down) nor logs an error, every error page is
// pt-BR, nothing invalid is stored, no spelling gets past a limit, every answer under /equipe
// is private, and the caches hold the site's pages and nothing else.
// `npm test` draws a few hundred; `npm run soak` (EVA_SOAK=full) ten times as many.
const SOAK = process.env.EVA_SOAK === 'full' ? 10 : 1
const SITE_URL = 'https://eva.example'
const env = {TRUST_PROXY: '127.0.0.1', SITE_URL, SANITY_WEBHOOK_SECRET: 'segredo-do-webhook-fuzz'}
const site = useStack({env, viacep: true})
// Two instances: each counts only the posts it sees, so the limits hold only if Varnish counts them.
const edge = useStack({env, varnish: true, viacep: true, instances: 2})
// A data folder that cannot exist: the store cannot open.
const storeDown = useStack({env, dataDir: '/dev/null/eva'})

const FORMS = {
  '/projetos': {collection: 'agendamentos', form: VISIT_FORM, fields: (nome: string) => validBooking(nome)},
  '/eva-baby': {
    collection: 'reservas_evababy',
    form: RESERVATION_FORM,
    fields: (nome: string) => ({nome, email: 'fuzz@exemplo.com', telefone: '(41) 98765-4321', color: 'branca'}),
  },
} as const
const INVITATION = '/minha_eva/convite/ambiente-demo'
const CEP = '/api/cep/80010000'
const TEAM = ['/equipe', '/equipe/entrar', '/equipe/codigo', '/equipe/sair', '/equipe/exportar', '/equipe/agendamentos/x']
const ADDRESSES = [
  ...PUBLIC_PAGES,
  INVITATION,
  CEP,
  '/consentimento',
  '/sitemap.xml',
  '/robots.txt',
  '/404',
  '/projetos.data',
  '/api/sanity-webhook',
  '/equipe/entrar',
  '/equipe.data',
]
/** Where the site's page cache may keep anything: its public pages and their data, and the 404 page. */
const CACHEABLE = new Set(
  [...PUBLIC_PAGES, '/home', '/index', '/404'].flatMap((page) => [page, page === '/' ? '/_root.data' : `${page}.data`]),
)

/** What Varnish may keep besides: the files every page asks for, and the two for robots. */
const FILES = ['/favicon.svg', '/favicon.ico', '/logo.svg', '/robots.txt', '/sitemap.xml']

/** Where Remix's `.data` may stand in another spelling of a data address: after a slash, a dot segment, in capitals. */
const DATA_SUFFIXES = ['.data', '/.data', '/..data', '//.data', '/./.data', '/.DATA', '.Data', '/%2Edata']

/**
 * Another spelling of an address: letter case, slashes, dot segments, percent-encoding,
 * Unicode, length, and a data address's `.data` (added to a page's) spelled another way.
 */
const changes = fc.tuple(
  fc.array(fc.constantFrom('upper', 'mixed', 'slash', 'encode', 'dot', 'trailing', 'unicode', 'long', 'data'), {
    maxLength: 3,
  }),
  fc.nat(),
)
function respell(address: string, [drawn, at]: [string[], number]) {
  let path = address
  for (const change of drawn) {
    const index = 1 + (at % Math.max(1, path.length - 1))
    if (change === 'data') path = path.replace(/\.data$/i, '') + DATA_SUFFIXES[at % DATA_SUFFIXES.length]
    if (change === 'upper') path = path.toUpperCase()
    if (change === 'mixed') path = path.slice(0, index) + path.slice(index, index + 1).toUpperCase() + path.slice(index + 1)
    if (change === 'slash') path = `${path.slice(0, index)}/${path.slice(index)}`
    if (change === 'encode') path = `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`
    if (change === 'dot') path = `/x/..${path}`
    if (change === 'trailing') path = `${path}/`
    if (change === 'unicode') path = `${path}%C3%A7`
    if (change === 'long') path = `${path}/${'a'.repeat(3000)}`
  }
  return path.replace(/%NaN/g, '%2F')
}
/**
 * Spellings that once got past a limit, tried in every run besides those drawn: a data
 * address's `.data` after a slash or a dot segment ran the action uncounted (issue 33).
 */
const ONCE_PAST = (address: string) => [`${address}/.data`, `${address}/..data`, `${address.toUpperCase()}/.data`]

/** An address and some spelling of it. */
const spellingOf = <Address extends string>(addresses: readonly Address[]) =>
  fc.tuple(fc.constantFrom(...addresses), changes).map(([address, drawn]) => ({address, path: respell(address, drawn)}))
const path = fc.oneof(
  spellingOf(ADDRESSES).map(({path}) => path),
  fc.webPath().map((text) => (text.startsWith('/') ? text : `/${text}`)),
  fc.constantFrom('//', '//@', '//[', '/%zz', '/%0a', '/.data', '/_ROOT.data', '/projetos/.data', '/eva-baby/..data'),
  // Remix's data request for some of a page's routes: any value.
  fc
    .tuple(fc.constantFrom('/_root.data', '/projetos.data', '/eva-baby.data'), fc.string({maxLength: 20}))
    .map(([address, routes]) => `${address}?_routes=${encodeURIComponent(routes)}`),
)

/** A host as a client or a proxy may name it: plain, with ports, in capitals, or no host at all. */
const HOSTS = [
  'eva.example',
  'EVA.Example',
  'eva.example:443',
  'eva.example:80',
  'eva.example:',
  '127.0.0.1',
  '[::1]:3000',
  'evil.example:81',
  'xn--evl-7la.example',
  '',
  '[',
  'a, b',
  '1',
  'h t',
  ':80',
  'x:99999',
  'a/b',
  'a@b',
  'eva.example, evil.example',
]
const PROTOS = ['https', 'http', 'HTTPS', 'gopher', '', '1', 'h t', 'https, http', '[', 'http:']
/** RFC 7239's Forwarded, as a proxy writes it or not: host, proto, for and by, some odd. */
const forwarded = fc.oneof(
  fc
    .array(
      fc.record(
        {
          for: fc.constantFrom('192.0.2.60', '"[2001:db8:cafe::17]:4711"', 'unknown', '_hidden', '"["', ''),
          host: fc.constantFrom(...HOSTS.map((host) => `"${host}"`), 'eva.example', '['),
          proto: fc.constantFrom(...PROTOS),
          by: fc.constantFrom('203.0.113.43', '"x;y"'),
        },
        {requiredKeys: []},
      ),
      {minLength: 1, maxLength: 3},
    )
    .map((elements) =>
      elements
        .map((element) =>
          Object.entries(element)
            .map((pair) => pair.join('='))
            .join(';'),
        )
        .join(', '),
    ),
  fc.constantFrom('', ';', ',,', 'for', '=x', 'host="eva.example'),
)
const drawnHeaders = fc.record(
  {
    origin: fc.constantFrom(
      SITE_URL,
      'https://outro.example',
      'null',
      '',
      'xyz',
      'https://eva.example:443',
      'http://[',
      'HTTPS://EVA.EXAMPLE',
    ),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'content-type': fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
    ),
    host: fc.constantFrom(...HOSTS),
    'x-forwarded-host': fc.constantFrom(...HOSTS),
    'x-forwarded-proto': fc.constantFrom(...PROTOS),
    forwarded,
    cookie: fc.constantFrom('user-consent=all', 'user-consent=outra', '__Secure-eva-preview=forjado'),
  },
  {requiredKeys: []},
)
/**
 * The drawn headers; two times in three, the Origin a page at the address the request names
 * would send: its (forwarded) proto and its Host or forwarded host, as drawn.
 */
const headers = fc
  .tuple(drawnHeaders, fc.constantFrom('drawn', 'host', 'forwarded host'))
  .map(([sent, originFrom]): Record<string, string> => {
    if (originFrom === 'drawn') return sent
    const proto = (sent['x-forwarded-proto'] ?? 'http').split(',')[0]!.trim()
    const host = originFrom === 'host' ? (sent.host ?? 'eva.example') : (sent['x-forwarded-host'] ?? sent.host ?? '')
    return {...sent, origin: `${proto}://${host.split(',')[0]!.trim()}`}
  })

const body = fc.oneof(
  fc.constant(new URLSearchParams(validBooking('Fuzz Valido')).toString()),
  fc
    .dictionary(
      fc.constantFrom('nome', 'email', 'cpf', 'telefone', 'color', 'cidade', 'demanda', 'chave', 'site', 'x'),
      fc.string(),
      {maxKeys: 6},
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.string({maxLength: 300}),
  fc.constant(''),
)

/**
 * How the body's length is told: Content-Length, chunks, or a Content-Length that lies (longer
 * than the body, then the client goes quiet; shorter, so the rest reads as another request; not
 * a number).
 */
type Framing = 'length' | 'chunked' | 'longer' | 'shorter' | 'not-a-number'
const framing = fc.constantFrom<Framing>('length', 'length', 'length', 'chunked', 'longer', 'shorter', 'not-a-number')

type Drawn = {method: string; target: string; sent: Record<string, string>; payload: string; framing: Framing}
type Answer = {
  statuses: number[]
  type: string
  text: string
  shared?: boolean
  cacheControl?: string
  robots?: string
  pageCache?: string
  edgeCache?: string
}

/**
 * One request over a connection of its own (a server may close one after refusing a body it
 * did not read), from `client` as its X-Forwarded-For says, and from the loopback address
 * `from` if given (Varnish counts a client by the address it connects from).
 */
function send(base: string, {method, target, sent, payload, framing}: Drawn, client: string, from?: string): Promise<Answer> {
  const withBody = method !== 'GET' && method !== 'HEAD'
  if (withBody && framing !== 'length' && framing !== 'chunked')
    return sendLying(base, method, target, sent, payload, framing, client)
  return new Promise((resolve, reject) => {
    const options = {method, path: target, headers: {...sent, 'x-forwarded-for': client}, agent: false, localAddress: from}
    const request = httpRequest(base, options, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({
          statuses: [response.statusCode!],
          type: String(response.headers['content-type'] ?? ''),
          text,
          shared: /(^|,)\s*public\b/.test(String(response.headers['cache-control'] ?? '')),
          cacheControl: String(response.headers['cache-control'] ?? ''),
          robots: String(response.headers['x-robots-tag'] ?? ''),
          pageCache: response.headers['x-page-cache'] as string | undefined,
          edgeCache: response.headers['x-cache'] as string | undefined,
        }),
      )
    })
    request.on('error', reject)
    if (withBody && framing === 'chunked') request.write(payload)
    request.end(withBody && framing === 'length' ? payload : undefined)
  })
}

/** A request whose Content-Length lies, written by hand: whatever comes back before the server closes. */
function sendLying(
  base: string,
  method: string,
  target: string,
  sent: Record<string, string>,
  payload: string,
  framing: Framing,
  client: string,
) {
  const length = Buffer.byteLength(payload)
  const told = {longer: String(length + 10), shorter: String(Math.floor(length / 2)), 'not-a-number': '1e3'}[framing as 'longer']
  const lines = Object.entries({
    host: 'eva.example',
    ...sent,
    'x-forwarded-for': client,
    'content-length': told,
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  return new Promise<Answer>((resolve, reject) => {
    const {hostname, port} = new URL(base)
    const socket = connect(Number(port), hostname)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    // The client sends no more; a server waiting for the rest gives up on it.
    socket.on('close', () =>
      resolve({statuses: [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])), type: '', text: ''}),
    )
    socket.on('error', reject)
    socket.end(`${method} ${target} HTTP/1.1\r\n${lines}\r\n\r\n${payload}`)
  })
}

/** A form's post as a browser sends it, to some spelling of its address, one field changed at random. */
const formPost = fc
  .tuple(
    spellingOf([...(Object.keys(FORMS) as Array<keyof typeof FORMS>), INVITATION]),
    fc.constantFrom('nome', 'email', 'cpf', 'telefone', 'color', 'cidade', 'cep', 'demanda', 'site'),
    fc.string({unit: 'grapheme', maxLength: 40}),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([{address, path}, field, value, change, asTheFormHasIt]): Drawn => {
    const fields = address === INVITATION ? {email: 'ninguem@exemplo.com'} : FORMS[address].fields('Fuzz Reserva')
    return {
      method: 'POST',
      target: asTheFormHasIt ? address : path,
      sent: {origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded'},
      payload: new URLSearchParams(change ? {...fields, [field]: value} : fields).toString(),
      framing: 'length',
    }
  })
/** A visit to a page or file as it is spelled, with any of the headers: what a cache may keep, and how many times. */
const visit = fc
  .tuple(fc.constantFrom('GET', 'HEAD'), fc.constantFrom(...CACHEABLE, ...FILES), headers)
  .map(([method, target, sent]): Drawn => ({method, target, sent, payload: '', framing: 'length'}))
const METHODS = ['GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
const anyRequest = fc
  .tuple(fc.constantFrom(...METHODS), path, headers, body, framing)
  .map(([method, target, sent, payload, framing]): Drawn => ({method, target, sent, payload, framing}))

/**
 * Draws `runs` requests at the stack (each from its own client unless `client` names one) and
 * checks each answer. Returns the addresses a cache answered or kept (`cached`), and each
 * page or file the site said may be shared, per consent choice (`variants`): what a cache may hold.
 */
async function fuzz(stack: Stack, runs: number, seed: number, options: {storeDown?: boolean; client?: string} = {}) {
  const nextClient = clientAddresses(70 + seed)
  const cached = new Set<string>()
  const variants = new Set<string>()
  await fc.assert(
    fc.asyncProperty(fc.oneof(anyRequest, formPost, visit), async (drawn) => {
      const answer = await send(stack.url, drawn, options.client ?? nextClient())
      const what = `${drawn.method} ${drawn.target}`
      for (const status of answer.statuses) {
        if (options.storeDown && status === 503) continue
        expect(status, what).toBeLessThan(500)
      }
      const status = answer.statuses[0] ?? 0
      if (status >= 400 && drawn.method !== 'HEAD' && answer.type.startsWith('text/html')) {
        expect(answer.text, what).toContain('lang="pt-BR"')
      }
      expect(answer.text, what).not.toMatch(
        /Unexpected Server Error|Internal Server Error|Cannot (GET|POST)|Guru Meditation|Backend fetch failed/,
      )
      // A page the site stored (MISS) or answered from its cache (HIT): the address, as it was asked.
      // Varnish keeps a page without its query (a data request with it): the address it keeps it under.
      const keptUnder = stack.varnish && !drawn.target.includes('.data?') ? drawn.target.split('?')[0]! : drawn.target
      if (answer.pageCache || answer.edgeCache === 'HIT') cached.add(keptUnder)
      // A spelling sent to its address is not kept as one of its own: asked again, it is not a copy.
      if (status === 301 && answer.edgeCache) expect((await send(stack.url, drawn, nextClient())).edgeCache, what).toBe('MISS')
      const preview = drawn.sent.cookie?.startsWith('__Secure-eva-preview')
      if (answer.shared && !preview && (CACHEABLE.has(drawn.target) || FILES.includes(drawn.target))) {
        variants.add(`${drawn.sent.cookie === 'user-consent=all' ? 'all' : 'none'} ${drawn.target}`)
      }
    }),
    {seed, numRuns: runs, endOnFailure: true},
  )
  for (const instance of stack.instances) {
    expect(instance.child.exitCode, 'the site is still up').toBeNull()
    // Nothing a client sent is the site's error: no line at error level, no stack trace.
    // With the store down, only the store's failures (and their 503s) are.
    const storeDown = /"error":"StoreUnavailableError"|"status":503\b/
    expect(errorLines(instance.logs()).filter((line) => !(options.storeDown && storeDown.test(line)))).toEqual([])
  }
  expect(
    (await send(stack.url, {method: 'GET', target: '/', sent: {}, payload: '', framing: 'length'}, '10.0.0.1')).statuses,
  ).toEqual([200])
  return {cached, variants}
}

/**
 * Whatever was stored is a valid booking or reservation, as the forms' own schemas say; how
 * many of each the random requests stored (the limits' tests name theirs "Limite …").
 */
async function storedFrom(stack: Stack) {
  const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
  try {
    const counts: Record<string, number> = {}
    for (const {collection, form} of Object.values(FORMS)) {
      const stored = await store.list(collection)
      counts[collection] = stored.filter(({data}) => !String(data.nome).startsWith('Limite ')).length
      for (const {data} of stored) {
        const fields = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'dataSolicitacao'))
        expect(
          parseForm(new URLSearchParams(fields as Record<string, string>), form as FormDefinition).status,
          JSON.stringify(data),
        ).toBe('success')
      }
    }
    return counts
  } finally {
    await store.close()
  }
}

describe('requests drawn at random, straight to the site', () => {
  it(`${300 * SOAK} of them: the process stays up, no 5xx, error pages in pt-BR, nothing invalid stored, only pages cached`, async () => {
    const {cached} = await fuzz(site, 300 * SOAK, 20)
    const counts = await storedFrom(site)
    expect(counts.agendamentos, 'some bookings were stored').toBeGreaterThan(0)
    expect(counts.reservas_evababy, 'some reservations were stored').toBeGreaterThan(0)
    // The page cache keeps one entry per page (and consent choice): no spelling got one of its own.
    expect([...cached].filter((address) => !CACHEABLE.has(address))).toEqual([])
  }, 300_000)
})

/**
 * A new client each call: straight to the site, a new X-Forwarded-For; through Varnish, which
 * counts a client by the address it connects from, a new loopback address too (Varnish adds
 * it to X-Forwarded-For, which the site then reads).
 */
function clients(second: number) {
  const next = clientAddresses(second)
  return (stack: Stack) => {
    const address = next()
    return {forwardedFor: address, from: stack.varnish ? address.replace(/^10\./, '127.') : undefined}
  }
}

describe.each([
  ['straight to the site', () => site],
  ['through Varnish, two instances behind it', () => edge],
])('one client, every spelling: the limits hold, %s', (_, stackOf) => {
  const client = clients(60)
  const answersFrom = async (from: ReturnType<typeof client>, drawn: Drawn[]) => {
    const answers = []
    for (const request of drawn) {
      answers.push({drawn: request, answer: await send(stackOf().url, request, from.forwardedFor, from.from)})
    }
    return answers
  }
  const post = (target: string, fields: Record<string, string>): Drawn => ({
    method: 'POST',
    target,
    sent: {origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded'},
    payload: new URLSearchParams(fields).toString(),
    framing: 'length',
  })

  it(`form posts: at most ${FORM_RATE_LIMIT.max} stored per form, whatever the spellings`, async () => {
    const stack = stackOf()
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(spellingOf(Object.keys(FORMS) as Array<keyof typeof FORMS>), {minLength: 15, maxLength: 25}),
        async (spellings) => {
          const prefix = `Limite Rodada ${letterName('', run++).trim()}`
          // Every form's own address first, so that its limit is reached, then the spellings.
          const drawn: Drawn[] = []
          for (const address of Object.keys(FORMS) as Array<keyof typeof FORMS>) {
            for (let index = 0; index < FORM_RATE_LIMIT.max; index++)
              drawn.push(post(address, FORMS[address].fields(letterName(`${prefix} Certo`, index))))
          }
          const tried = [
            ...spellings,
            ...Object.keys(FORMS).flatMap((address) => ONCE_PAST(address).map((path) => ({address, path}))),
          ]
          drawn.push(
            ...tried.map(({address, path}, index) =>
              post(path, FORMS[address as keyof typeof FORMS].fields(letterName(prefix, index))),
            ),
          )
          const answers = await answersFrom(client(stack), drawn)
          const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
          try {
            for (const {collection} of Object.values(FORMS)) {
              const mine = (await store.list(collection)).filter((document) => String(document.data.nome).startsWith(prefix))
              expect(mine.length, collection).toBeLessThanOrEqual(FORM_RATE_LIMIT.max)
            }
          } finally {
            await store.close()
          }
          expect(answers.filter(({answer}) => answer.statuses[0] === 200).length).toBeLessThanOrEqual(2 * FORM_RATE_LIMIT.max)
        },
      ),
      {seed: 21, numRuns: 2 * SOAK, endOnFailure: true},
    )
  }, 120_000)

  it(`invitation sends: at most ${INVITE_RATE_LIMIT_PER_CLIENT.max} answered about an e-mail, whatever the spellings`, async () => {
    const stack = stackOf()
    await fc.assert(
      fc.asyncProperty(fc.array(spellingOf([INVITATION]), {minLength: 8, maxLength: 15}), async (spellings) => {
        const tried = [...spellings.map(({path}) => path), ...ONCE_PAST(INVITATION)]
        const drawn = [...Array(INVITE_RATE_LIMIT_PER_CLIENT.max).fill(INVITATION), ...tried].map((target, index) =>
          post(target, {email: `ninguem${index}@exemplo.com`}),
        )
        const answers = await answersFrom(client(stack), drawn)
        const told = answers.filter(({answer}) => answer.text.includes('Email de usuário não encontrado'))
        expect(told.length).toBeLessThanOrEqual(INVITE_RATE_LIMIT_PER_CLIENT.max)
      }),
      {seed: 22, numRuns: 2 * SOAK, endOnFailure: true},
    )
  }, 120_000)

  it(`CEP lookups: at most ${CEP_RATE_LIMIT.max} addresses a minute, whatever the spellings (redirects followed)`, async () => {
    const stack = stackOf()
    await fc.assert(
      fc.asyncProperty(fc.array(spellingOf([CEP]), {minLength: 10, maxLength: 20}), async (spellings) => {
        const from = client(stack)
        const drawn = [...Array(CEP_RATE_LIMIT.max).fill(CEP), ...spellings.map(({path}) => path), ...ONCE_PAST(CEP)]
        let found = 0
        for (const target of drawn) {
          const get = (to: string) =>
            send(stack.url, {method: 'GET', target: to, sent: {}, payload: '', framing: 'length'}, from.forwardedFor, from.from)
          let answer = await get(target)
          // A browser follows the 301 to the address itself.
          if (answer.statuses[0] === 301) answer = await get(CEP)
          // The address looked up, as JSON or in a data request's encoding.
          if (answer.text.includes('Curitiba')) found++
        }
        expect(found).toBeLessThanOrEqual(CEP_RATE_LIMIT.max)
      }),
      {seed: 23, numRuns: 2 * SOAK, endOnFailure: true},
    )
  }, 120_000)
})

describe.each([
  ['straight to the site', () => site],
  ['through Varnish', () => edge],
])('another spelling costs a client nothing, %s', (_, stackOf) => {
  const client = clients(63)
  // Each to an e-mail of its own: an invitation's sends to one address have a limit too.
  const post = (target: string, index: number): Drawn => ({
    method: 'POST',
    target,
    sent: {origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded'},
    payload: new URLSearchParams({email: `custo${index}@exemplo.com`}).toString(),
    framing: 'length',
  })
  const get = (target: string): Drawn => ({method: 'GET', target, sent: {}, payload: '', framing: 'length'})
  /** Answers in turn from one client. */
  const answers = async (drawn: Drawn[]) => {
    const stack = stackOf()
    const from = client(stack)
    const texts = []
    for (const request of drawn) texts.push((await send(stack.url, request, from.forwardedFor, from.from)).text)
    return texts
  }

  it('the spellings the site refuses use none of the invitation or CEP allowance', async () => {
    const invitations = [`${INVITATION}/`, `${INVITATION}/.data`, `${INVITATION}/..data`, `${INVITATION}/x/..`, `${INVITATION}/x`]
    const told = (await answers([...invitations, ...Array(INVITE_RATE_LIMIT_PER_CLIENT.max).fill(INVITATION)].map(post)))
      .slice(invitations.length)
      .filter((text) => text.includes('Email de usuário não encontrado'))
    expect(told).toHaveLength(INVITE_RATE_LIMIT_PER_CLIENT.max)

    const ceps = [...ONCE_PAST(CEP), `${CEP}/`, `/API/cep/80010000`, `${CEP}/x`]
    const lookups = [
      ...Array(CEP_RATE_LIMIT.max).fill(ceps).flat().slice(0, CEP_RATE_LIMIT.max),
      ...Array(CEP_RATE_LIMIT.max).fill(CEP),
    ]
    const found = (await answers(lookups.map(get))).slice(CEP_RATE_LIMIT.max).filter((text) => text.includes('Curitiba'))
    expect(found).toHaveLength(CEP_RATE_LIMIT.max)
  }, 60_000)
})

describe('every spelling of /equipe, any method: private', () => {
  /** A spelling of a team address: letter case, percent-encoding, slashes, dot segments, a data suffix. */
  const teamSpelling = fc
    .tuple(
      fc.constantFrom(...TEAM),
      fc.array(fc.constantFrom('upper', 'mixed', 'encode', 'slash', 'dot', 'trailing', 'data'), {maxLength: 3}),
      fc.nat(),
    )
    .map(([address, drawn, at]) => {
      let path = address
      for (const change of drawn) {
        // A letter of the path (never a slash: `%2F` would make it another address).
        const letters = [...path.matchAll(/[a-z]/gi)].map((match) => match.index)
        const index = letters[at % letters.length]!
        if (change === 'upper') path = path.toUpperCase()
        if (change === 'mixed') path = path.slice(0, index) + path[index]!.toUpperCase() + path.slice(index + 1)
        if (change === 'encode') path = `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`
        if (change === 'slash') path = `/${path}`
        if (change === 'dot') path = `/x/..${path}`
        if (change === 'trailing') path = `${path}/`
        if (change === 'data') path = path.replace(/\/$/, '') + DATA_SUFFIXES[at % DATA_SUFFIXES.length]
      }
      return path
    })
  // What the other tests draw, and a few more Node and Varnish both take.
  const method = fc.constantFrom(...METHODS, 'TRACE', 'PROPFIND', 'MKCOL', 'QUERY', 'LINK')

  it.each([
    ['straight to the site', () => site],
    ['through Varnish', () => edge],
  ])(
    '%s: Cache-Control private, no-store and X-Robots-Tag noindex, 301, 404 and 405 included',
    async (_, stackOf) => {
      const stack = stackOf()
      const next = clientAddresses(62)
      const statuses = new Set<number>()
      await fc.assert(
        fc.asyncProperty(method, teamSpelling, async (method, target) => {
          const drawn: Drawn = {
            method,
            target,
            sent: {origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded'},
            payload: 'email=ninguem%40exemplo.com',
            framing: 'length',
          }
          const answer = await send(stack.url, drawn, next())
          const what = `${method} ${target}`
          statuses.add(answer.statuses[0]!)
          expect(answer.statuses[0], what).toBeLessThan(500)
          expect(answer.cacheControl, what).toBe('private, no-store')
          expect(answer.robots, what).toBe('noindex')
        }),
        {seed: 26, numRuns: 150 * SOAK, endOnFailure: true},
      )
      // The draw reached the answers that once slipped: a redirect, the 404 page and a refused method.
      expect([...statuses]).toEqual(expect.arrayContaining([301, 404, 405]))
    },
    120_000,
  )
})

describe('requests drawn at random, through Varnish', () => {
  it(`${200 * SOAK} of them: Varnish and the site stay up, no 5xx, pt-BR pages, limits held, only pages kept`, async () => {
    // Varnish sees every request come from this test: one client, whose limits the edge counts.
    const {cached, variants} = await fuzz(edge, 200 * SOAK, 24)
    const counts = await storedFrom(edge)
    for (const collection of ['agendamentos', 'reservas_evababy']) {
      expect(counts[collection], collection).toBeGreaterThan(0)
      expect(counts[collection], collection).toBeLessThanOrEqual(FORM_RATE_LIMIT.max)
    }
    expect([...cached].filter((address) => !CACHEABLE.has(address) && !FILES.includes(address))).toEqual([])
    // Varnish holds the site's pages (one per page and consent choice), not an object per spelling or Host.
    // (and the /favicon.svg Varnish was first asked for when it started). It lets go of what it
    // did not keep just after the answer: the count follows.
    await expect.poll(() => edge.varnish.objects(), {timeout: 10_000}).toBeLessThanOrEqual(variants.size + 1)
  }, 300_000)
})

describe('requests drawn at random, with the store down', () => {
  it(`${100 * SOAK} of them: the process stays up, 503 at most, error pages in pt-BR`, async () => {
    await fuzz(storeDown, 100 * SOAK, 25, {storeDown: true})
  }, 300_000)
})
