import {request as httpRequest} from 'node:http'
import {connect} from 'node:net'
import {join} from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {clientAddresses, validBooking} from '../support/forms.mjs'
import {errorLines} from '../support/log-lines'
import {stackForThisTest, useStack} from '../support/use-stack'

// Requests as an attacker or a broken client sends them, against the production server on a
// fresh SQLite file: each gets its own 4xx (never a 5xx), stores nothing, and leaves no stack
// trace in the log.
const SECRET = 'segredo-do-webhook-hostil'
const SITE_URL = 'https://eva.example'
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1', SITE_URL, SANITY_WEBHOOK_SECRET: SECRET}})
let store: DocumentStore
beforeAll(() => {
  store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
})
afterAll(() => store?.close())

const client = clientAddresses(7)
// The spec asks only that the demand be filled: the shortest real one.
const booking = (nome: string) => validBooking(nome, {demanda: 'Horta'})
const reservation = (nome: string) => ({nome, email: 'rui@exemplo.com', telefone: '(41) 98765-4321', color: 'branca'})

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(stack.url + path, {
    method,
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client(), ...headers},
    body: new URLSearchParams(fields),
  })
}
const storedNames = async (collection: string) => (await store.list(collection)).map((document) => document.data.nome)

afterAll(() => {
  // Whatever came, the server never wrote a stack trace or a 500.
  expect(stack.server.logs()).not.toMatch(/\n\s+at /)
  expect(stack.server.logs()).not.toMatch(/Error: /)
})

describe('forms and the rules the spec gives', () => {
  it('a short demand ("Horta") is a demand: the booking is stored', async () => {
    const response = await post('/projetos', booking('Horta Curta'))
    expect(response.status).toBe(200)
    expect(await storedNames('agendamentos')).toContain('Horta Curta')
  })
})

describe('methods and protocols', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])('%s on /projetos is 405 and stores nothing', async (method) => {
    const nome = `Metodo ${method}`
    const response = await post('/projetos', booking(nome), {}, method)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(await response.text()).toBe('Este endereço não aceita esse tipo de pedido.')
    expect(await storedNames('agendamentos')).not.toContain(nome)
  })

  it("HEAD of a page's data, not cached yet, with an Origin the forwarded Host does not match: as GET, without the body", async () => {
    // Remix takes every method but GET to a data address for an action, and checked this
    // Origin against X-Forwarded-Host: a 500 and a stack trace (found by request-fuzz).
    const head = (path: string) =>
      fetch(stack.url + path, {method: 'HEAD', headers: {origin: 'null', 'x-forwarded-host': 'evil.example'}})
    for (const path of ['/insumos.data', '/contato.data?_routes=routes%2Fcontato', '/sobre-nos']) {
      const response = await head(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe('')
      const mediaType = (answer: Response) => answer.headers.get('content-type')?.split(';')[0]
      expect(mediaType(response), path).toBe(mediaType(await fetch(stack.url + path)))
    }
  })

  it('TRACE is 405', async () => {
    const status = await new Promise<number>((resolve, reject) =>
      httpRequest(stack.url, {method: 'TRACE'}, (response) => {
        response.resume()
        resolve(response.statusCode!)
      })
        .on('error', reject)
        .end(),
    )
    expect(status).toBe(405)
  })

  it.each([
    ['/projetos?_data=routes%2Fprojetos', 'agendamentos', booking('Dados Antigos')],
    ['/eva-baby?_data=routes%2Feva-baby', 'reservas_evababy', reservation('Dados Antigos')],
  ])('a ?_data= post (%s) is 400 and stores nothing', async (path, collection, fields) => {
    const response = await post(path, fields)
    expect(response.status).toBe(400)
    expect(await storedNames(collection)).not.toContain('Dados Antigos')
  })

  it('a ?_data= post to the invitation page is 400 and adds nobody', async () => {
    await fetch(`${stack.url}/minha_eva/convite/ambiente-demo`)
    const response = await post('/minha_eva/convite/ambiente-demo?_data=routes%2Fminha_eva.convite.%24idAmbiente', {
      email: 'carla@minhaeva.example',
    })
    expect(response.status).toBe(400)
    const ambiente = await store.get('ambientes', 'ambiente-demo')
    expect(ambiente?.membros).toEqual(['usuario-ana'])
  })

  it('a type that merely starts like a form is 415, and says so', async () => {
    const nome = 'Tipo Falso'
    const response = await post('/projetos', booking(nome), {'content-type': 'application/x-www-form-urlencodedXYZ'})
    expect(response.status).toBe(415)
    const html = await response.text()
    expect(html).toContain('O formulário foi enviado num formato que o site não aceita.')
    expect(html).not.toContain('grande demais')
    expect(await storedNames('agendamentos')).not.toContain(nome)
  })

  it('a key that only looks like one (hex and hyphens, not a UUID v4) is refused', async () => {
    const nome = 'Chave Falsa'
    const response = await post('/projetos', {...booking(nome), chave: 'ffffffff-ffff-ffff-ffff-ffffffffffff'})
    expect(response.status).toBe(400)
    expect(await storedNames('agendamentos')).not.toContain(nome)
  })

  it('a body sent in chunks past the limit gets 413, not a reset connection', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(
        `${stack.url}/projetos`,
        {method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client()}},
        (response) => {
          response.resume()
          resolve(response.statusCode!)
        },
      ).on('error', reject)
      // No Content-Length: Node sends the body in chunks.
      for (let chunk = 0; chunk < 20; chunk++) outgoing.write(`demanda=${'x'.repeat(5000)}&`)
      outgoing.end()
    })
    expect(status).toBe(413)
  })
})

describe('odd paths', () => {
  it.each(['/%0a', '/%00', '/eva-baby%0d%0aSet-Cookie:x=1', '/%E0%A4%A'])(
    '%s goes to /404, without an error page',
    async (path) => {
      const response = await fetch(stack.url + path, {redirect: 'manual'})
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/404')
      expect(response.headers.get('set-cookie')).toBeNull()
    },
  )
})

describe('cross-site posts', () => {
  it('a form post from another site is 403 with a message, and stores nothing', async () => {
    const nome = 'Outro Site'
    const response = await post('/projetos', booking(nome), {origin: 'https://golpe.example'})
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('só podem ser enviados a partir das páginas do próprio site')
    expect(await storedNames('agendamentos')).not.toContain(nome)
  })

  it('a cross-site post that hides its origin (Sec-Fetch-Site says so) is 403 too', async () => {
    const nome = 'Sem Origem'
    const response = await post('/eva-baby', reservation(nome), {'sec-fetch-site': 'cross-site'})
    expect(response.status).toBe(403)
    expect(await storedNames('reservas_evababy')).not.toContain(nome)
  })

  it('no other site can record "Aceitar todos" for a visitor', async () => {
    const response = await post('/consentimento', {consent: 'all', js: '1'}, {origin: 'https://golpe.example'})
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('behind a proxy that does not pass the public Host, a post from the site itself is taken', async () => {
    const nome = 'Atras Do Proxy'
    const response = await post('/projetos', booking(nome), {origin: SITE_URL, host: '10.0.0.5:3000'})
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Agendamento realizado com sucesso!')
    expect(await storedNames('agendamentos')).toContain(nome)
  })

  it('a post from the page the request came to is taken (same origin)', async () => {
    const nome = 'Mesma Origem'
    const response = await post('/eva-baby', reservation(nome), {origin: stack.url, 'sec-fetch-site': 'same-origin'})
    expect(response.status).toBe(200)
    expect(await storedNames('reservas_evababy')).toContain(nome)
  })
})

describe('the address a request came to, however it is told (issue 33)', () => {
  /** A request with the headers exactly as given (fetch would refuse some Hosts). */
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{status: number; text: string; id: string}>((resolve, reject) => {
      const outgoing = httpRequest(stack.url, {method, path, headers: {'x-forwarded-for': client(), ...headers}}, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({status: response.statusCode!, text, id: String(response.headers['x-request-id'])}))
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  const form = {'content-type': 'application/x-www-form-urlencoded'}
  const own = () => stack.url.replace(/^http:\/\//, '')

  it.each<[string, string, string, Record<string, string>, number]>([
    // The Origin a page at the Host would send, with an X-Forwarded-Host: Remix compared it to
    // the forwarded host and threw (500). Behind the trusted proxy the request came to the
    // forwarded host, so a page at the Host is another site's.
    ['POST', '/projetos', 'Host X', {origin: 'HOST', 'x-forwarded-host': 'outro.example'}, 403],
    ['POST', '/eva-baby', 'Host Y', {origin: 'HOST', 'x-forwarded-host': '['}, 200],
    ['POST', '/eva-baby', 'Host Z', {origin: 'http://outro.example', 'x-forwarded-host': 'outro.example'}, 200],
    // Remix compared 'eva.example' (the Origin's URL) to 'eva.example:443' (the Host): 500. No
    // browser names the default port in an Origin.
    [
      'POST',
      '/projetos',
      'Porta Padrao',
      {origin: 'https://eva.example:443', host: 'eva.example:443', 'x-forwarded-proto': 'https'},
      403,
    ],
    ['POST', '/projetos', 'Porta Do Site', {origin: SITE_URL, host: 'eva.example:443', 'x-forwarded-proto': 'https'}, 200],
    ['POST', '/projetos', 'Host Em Maiusculas', {origin: SITE_URL, host: 'EVA.Example', 'x-forwarded-proto': 'https'}, 200],
    // Values no URL can hold: Remix's URL of the request threw (500); a proxy's are ignored.
    ['GET', '/eva-baby.data?x=1', '', {'x-forwarded-host': '['}, 200],
    ['GET', '/sobre-nos', '', {'x-forwarded-host': '['}, 200],
    ['GET', '/eva-baby.data?x=1', '', {'x-forwarded-proto': '1'}, 200],
    ['GET', '/sobre-nos', '', {'x-forwarded-proto': 'h t'}, 200],
    ['GET', '/sobre-nos', '', {'x-forwarded-host': 'x:99999', 'x-forwarded-proto': 'gopher'}, 200],
    ['POST', '/projetos', 'Protocolo Estranho', {origin: SITE_URL, 'x-forwarded-proto': 'h t'}, 200],
    ['POST', '/projetos', 'Encaminhado', {origin: SITE_URL, forwarded: 'for=192.0.2.1;host="[";proto=1, for=_x'}, 200],
    // The client's own Host, no URL can hold: 400.
    ['GET', '/sobre-nos', '', {host: '['}, 400],
    ['GET', '/sobre-nos', '', {host: 'x:99999'}, 400],
    ['POST', '/projetos', 'Host Invalido', {origin: SITE_URL, host: 'a b'}, 400],
    // Signed instead of same-site: Remix's check of the Origin must not throw there either.
    ['POST', '/api/sanity-webhook', '', {origin: 'xyz', 'content-type': 'application/json'}, 401],
  ])('%s %s (%s) with %o: %i, never a 500 nor an error in the log', async (method, path, nome, headers, status) => {
    const logged = stack.server.logs().length
    const given = headers.origin === 'HOST' ? {...headers, origin: `http://${own()}`} : headers
    const body = method === 'POST' ? (path === '/projetos' ? booking(nome) : reservation(nome)) : undefined
    const answer = await send(
      method,
      path,
      {...form, ...given},
      path.startsWith('/api') ? '{}' : body && new URLSearchParams(body).toString(),
    )
    expect(answer.status).toBe(status)
    if (status === 400) expect(answer.text).toBe('Pedido inválido.')
    if (nome && path !== '/api/sanity-webhook') {
      const stored = await storedNames(path === '/projetos' ? 'agendamentos' : 'reservas_evababy')
      if (status === 200) expect(stored).toContain(nome)
      else expect(stored).not.toContain(nome)
    }
    // Its request's line is written when the answer is done: everything it logged is there then.
    await expect.poll(() => stack.server.logs().slice(logged)).toContain(answer.id)
    expect(errorLines(stack.server.logs().slice(logged))).toEqual([])
  })

  it('a Forwarded header (read by nothing) is not an error either, though a limit checks for it once per process', async () => {
    // TRUST_PROXY unset: the client is the connection, which express-rate-limit compares with it.
    const fresh = await stackForThisTest({})
    for (const [method, path] of [
      ['GET', '/api/cep/80010000'],
      ['POST', '/minha_eva/convite/ambiente-demo'],
      ['GET', '/api/preview-mode/enable'],
    ] as const) {
      const response = await fetch(fresh.url + path, {
        method,
        redirect: 'manual',
        headers: {...form, forwarded: 'for=192.0.2.60;proto=https;host=eva.example'},
        body: method === 'POST' ? 'email=ninguem%40exemplo.com' : undefined,
      })
      expect(response.status, path).toBeLessThan(500)
      await response.arrayBuffer()
    }
    expect(errorLines(fresh.server.logs())).toEqual([])
  })
})

describe('the consent form\u2019s way back', () => {
  it.each([
    ['/%00', '/'],
    ['/%01', '/'],
    ['/%7F', '/'],
    ['/%E2%82%AC', '/%E2%82%AC'],
    ['/%C3%A9', '/%C3%A9'],
    ['/insumos?x=%C3%A9#topo', '/insumos?x=%C3%A9#topo'],
    ['//golpe.example', '/'],
    ['/\\golpe.example', '/'],
    ['https://golpe.example/', '/'],
  ])('redirectTo=%s → %s, never a raw byte, never elsewhere', async (encoded, location) => {
    const response = await fetch(`${stack.url}/consentimento`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: `consent=necessary&redirectTo=${encodeURIComponent(decodeURIComponent(encoded))}`,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(location)
  })
})

describe('limits', () => {
  it('every 429 says when to try again: the forms', async () => {
    const from = client()
    let last: Response | undefined
    for (let attempt = 0; attempt < 11; attempt++)
      last = await post('/eva-baby', {...reservation('Limite'), color: ''}, {'x-forwarded-for': from})
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last!.headers.get('ratelimit-policy')).toMatch(/^"forms"; q=10; w=600\b/)
    expect(await last!.text()).toContain('Muitas tentativas seguidas')
  })

  it('every 429 says when to try again: the CEP lookup', async () => {
    const from = client()
    let last: Response | undefined
    for (let attempt = 0; attempt < 31; attempt++)
      last = await fetch(`${stack.url}/api/cep/123`, {headers: {'x-forwarded-for': from}})
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('the webhook', () => {
  it('one captured call replayed 200 times purges once', async () => {
    const body = JSON.stringify({_id: 'homePage', _type: 'homePage'})
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const statuses = []
    for (let replay = 0; replay < 200; replay++) {
      const response = await fetch(`${stack.url}/api/sanity-webhook`, {
        method: 'POST',
        headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
        body,
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 401)).toHaveLength(199)
  })
})

describe('where the server listens', () => {
  /** Whether something answers TCP at host:port. */
  const listening = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({host, port}, () => {
        socket.destroy()
        resolve(true)
      }).on('error', () => resolve(false))
    })

  it('HOST=127.0.0.1: only there (127.0.0.2 is loopback too, and gets nothing)', async () => {
    const local = await stackForThisTest({env: {HOST: '127.0.0.1'}})
    expect(await listening('127.0.0.1', local.server.port)).toBe(true)
    expect(await listening('127.0.0.2', local.server.port)).toBe(false)
  })

  it('without HOST: every address', async () => {
    const everywhere = await stackForThisTest({env: {HOST: ''}})
    expect(await listening('127.0.0.2', everywhere.server.port)).toBe(true)
  })
})
