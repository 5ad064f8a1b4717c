import {request} from 'node:http'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {FORM_RATE_LIMIT} from '~/constants'
import {EVERY_PAGE_KEY} from '~/delivery/cache-control'
import {EDGE_CLIENT_HEADER, EDGE_SECRET_HEADER} from '~/delivery/edge-headers'
import {letterName} from '../support/forms.mjs'
import {startTerminatorStandIn} from '../support/proxy-protocol.mjs'
import {stackForThisTest, useStack} from '../support/use-stack'
import {TEST_EDGE_SECRET} from '../support/varnish.mjs'

// The right client behind every proxy (issue 53, docs/deploy.md#the-client-behind-proxies): a
// client never chooses the address its limits are counted by, however it reaches the site.
// Straight to the site with proxies named (TRUST_PROXY) or a CDN that proves itself
// (EDGE_SECRET); and through the repository's Varnish behind a stand-in TLS terminator speaking
// the PROXY protocol, as a deployment runs it on one machine.

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: string}

/** One request over a connection of its own, from the loopback address `from`. */
function send(
  base: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
    from,
  }: {method?: string; path: string; headers?: Record<string, string>; body?: string; from: string},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${base}${path}`, {method, headers, localAddress: from, agent: false}, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: text}))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

let posts = 0
/** A reservation, new every time (names take no digits), as a form without JavaScript posts it. */
const reservation = () =>
  new URLSearchParams({
    nome: letterName('Cliente', posts++),
    email: 'cliente@exemplo.com',
    telefone: '(41) 98765-4321',
    color: 'branca',
  }).toString()
const post = (base: string, from: string, headers: Record<string, string> = {}) =>
  send(base, {
    method: 'POST',
    path: '/eva-baby',
    from,
    body: reservation(),
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
  })
/** What a client writes to pass for many: another address each time, in every header a proxy would use. */
const forged = (index: number): Record<string, string> => ({
  'x-forwarded-for': `203.0.113.${index}, 198.51.100.7`,
  [EDGE_CLIENT_HEADER]: `203.0.113.${index}`,
  [EDGE_SECRET_HEADER]: 'segredo-inventado-pelo-cliente-0123456789',
})
const statuses = async (answers: Array<Promise<Answer>>) => (await Promise.all(answers)).map(({status}) => status)
const limit = FORM_RATE_LIMIT.max

describe('straight to the site', () => {
  it(`with a CDN named, a client that reaches the site past it is counted as itself: its ${limit + 1}th post is refused, whatever it forges`, async () => {
    // The CDN's address is 127.0.0.2; the deploy's own smoke checks come from elsewhere (127.0.0.1).
    const stack = await stackForThisTest({env: {TRUST_PROXY: '127.0.0.2'}})
    const direct: number[] = []
    for (let index = 0; index <= limit; index++) direct.push((await post(stack.url, '127.0.0.1', forged(index))).status)
    expect(direct).toEqual([...Array<number>(limit).fill(200), 429])
    // Through the CDN, the address it adds is the client's: each of these is another visitor.
    const throughCdn = await statuses(
      Array.from({length: 3}, (_, index) =>
        post(stack.url, '127.0.0.2', {'x-forwarded-for': `203.0.113.99, 198.51.100.${index + 1}`}),
      ),
    )
    expect(throughCdn).toEqual([200, 200, 200])
  })

  it('a CDN that proves itself with the edge secret names the client; without the secret, what it names is ignored', async () => {
    const secret = 'segredo-da-cdn-compartilhado-0123456789'
    const stack = await stackForThisTest({env: {EDGE_SECRET: secret}})
    const proved = (client: string) => ({[EDGE_SECRET_HEADER]: secret, [EDGE_CLIENT_HEADER]: client})
    // Three visitors through the CDN: each counted apart.
    for (let index = 0; index < limit; index++)
      expect((await post(stack.url, '127.0.0.1', proved('198.51.100.1'))).status).toBe(200)
    expect((await post(stack.url, '127.0.0.1', proved('198.51.100.1'))).status).toBe(429)
    expect((await post(stack.url, '127.0.0.1', proved('198.51.100.2'))).status).toBe(200)
    // A wrong secret, or none: the client is the connection, whatever address it names.
    const unproved: number[] = []
    for (let index = 0; index <= limit; index++) unproved.push((await post(stack.url, '127.0.0.3', forged(index))).status)
    expect(unproved).toEqual([...Array<number>(limit).fill(200), 429])
  })
})

describe('through Varnish behind a TLS terminator on the same machine', () => {
  // Varnish calls the site from 127.0.0.1; the terminator calls Varnish from there too, and
  // tells each visitor's address in the PROXY protocol. Two instances: the edge's count is the
  // one that holds.
  const stack = useStack({instances: 2, varnish: true, env: {TRUST_PROXY: '127.0.0.1', SITE_URL: 'https://eva.example'}})
  let terminator: Awaited<ReturnType<typeof startTerminatorStandIn>>
  beforeAll(async () => {
    terminator = await startTerminatorStandIn(stack.varnish.tlsPort)
  })
  afterAll(() => terminator?.stop())

  it(`two visitors behind it are two clients: one's ${limit + 1}th post is refused, the other's goes through`, async () => {
    const first: number[] = []
    for (let index = 0; index <= limit; index++) first.push((await post(terminator.url, '127.0.0.2', forged(index))).status)
    expect(first).toEqual([...Array<number>(limit).fill(200), 429])
    expect((await post(terminator.url, '127.0.0.3', forged(0))).status).toBe(200)
  })

  it('a PURGE through it is refused without the secret, and the pages stay', async () => {
    await send(terminator.url, {path: '/sobre-nos', from: '127.0.0.2'})
    const refusals: Array<Record<string, string>> = [
      {xkey: EVERY_PAGE_KEY},
      {xkey: EVERY_PAGE_KEY, [EDGE_SECRET_HEADER]: 'x'.repeat(38)},
    ]
    for (const headers of refusals) {
      expect((await send(terminator.url, {method: 'PURGE', path: '/', from: '127.0.0.2', headers})).status).toBe(403)
    }
    expect((await send(terminator.url, {path: '/sobre-nos', from: '127.0.0.2'})).headers['x-cache']).toBe('HIT')
  })

  it('HSTS comes with the pages read over TLS, never with a copy a client asked for in plain HTTP, whatever it said', async () => {
    const purged = await send(stack.varnish.url, {
      method: 'PURGE',
      path: '/',
      from: '127.0.0.1',
      headers: {xkey: EVERY_PAGE_KEY, [EDGE_SECRET_HEADER]: TEST_EDGE_SECRET},
    })
    expect(purged.status).toBe(200)
    // A client in plain HTTP says it came over TLS, on a page nobody has asked for since the purge.
    const lying = {'x-forwarded-proto': 'https', forwarded: 'proto=https', 'x-request-id': 'escolhido-pelo-cliente'}
    for (let time = 0; time < 2; time++) {
      const plain = await send(stack.varnish.url, {path: '/insumos', from: '127.0.0.2', headers: lying})
      expect(plain.status).toBe(200)
      expect(plain.headers['strict-transport-security'], `plain, ${time}`).toBeUndefined()
      expect(plain.headers['x-request-id']).not.toBe('escolhido-pelo-cliente')
    }
    for (let time = 0; time < 2; time++) {
      const overTls = await send(terminator.url, {path: '/insumos', from: '127.0.0.3', headers: {'x-request-id': 'outro'}})
      expect(overTls.headers['strict-transport-security'], `TLS, ${time}`).toBe('max-age=31536000; includeSubDomains')
      expect(overTls.headers['x-request-id']).not.toBe('outro')
    }
    const plainAgain = await send(stack.varnish.url, {path: '/insumos', from: '127.0.0.2'})
    expect(plainAgain.headers['x-cache']).toBe('HIT')
    expect(plainAgain.headers['strict-transport-security']).toBeUndefined()
  })
})
