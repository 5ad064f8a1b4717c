import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, postForm, validBooking} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// The team's inbox (/equipe) over HTTP, as an attacker and a bad day would try it: the code's
// reuse, expiry and brute force, enumeration, forged and expired sessions, cross-site posts,
// and the headers that keep every answer private, straight and through Varnish.
const MEMBER = 'ana.equipe@eva.example'
const OTHER_MEMBER = 'bruno.equipe@eva.example'
const SITE_URL = 'https://eva.example'
const stack = useStack({
  smtp: true,
  varnish: true,
  env: {TRUST_PROXY: '1', SITE_URL, EQUIPE_EMAILS: `${MEMBER}, ${OTHER_MEMBER}`, SESSION_SECRET: 'x'.repeat(40)},
})
const nextClient = clientAddresses(71)
const direct = () => stack.server.url

/** A request from one client (its own X-Forwarded-For), with the site's origin on posts. */
function call(path: string, {client = '10.71.200.1', cookie, form, origin = SITE_URL, base = direct()} = {} as CallOptions) {
  return fetch(base + path, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      'x-forwarded-for': client,
      ...(cookie ? {cookie} : {}),
      ...(form ? {'content-type': 'application/x-www-form-urlencoded', origin} : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  })
}
type CallOptions = {client?: string; cookie?: string; form?: Record<string, string>; origin?: string; base?: string}

/** The cookie a response set (name=value), or undefined. */
const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1)

const PENDING = '__Secure-eva-equipe-entrada'
const SESSION = '__Secure-eva-equipe'

async function askCode(email: string, client: string) {
  const answer = await call('/equipe/entrar', {client, form: {email}})
  return {answer, pending: cookieFrom(answer, PENDING)}
}
/**
 * The code mailed for this pending sign-in: the mail with its reference (the nonce's first
 * characters, in the signed cookie), whatever other codes are still on their way.
 */
async function codeFor(email: string, pending: string | undefined) {
  const payload = JSON.parse(Buffer.from(decodeURIComponent(pending!.split('=')[1]!).split('.')[0]!, 'base64').toString()) as {
    nonce: string
  }
  const reference = `Referência: ${payload.nonce.slice(0, 4).toUpperCase()}`
  const mail = () => stack.smtp.to(email).find(({parsed}) => parsed.text?.includes(reference))
  await expect.poll(mail, {timeout: 10_000}).toBeDefined()
  return mail()!.parsed.subject!.match(/\d{6}/)![0]
}
async function signIn(email = MEMBER, client = nextClient()) {
  const {pending} = await askCode(email, client)
  const code = await codeFor(email, pending)
  const answer = await call('/equipe/codigo', {client, cookie: pending, form: {codigo: code}})
  expect(answer.status).toBe(303)
  return {session: cookieFrom(answer, SESSION)!, code, pending: pending!, client}
}
const tryCode = (pending: string, codigo: string, client: string) =>
  call('/equipe/codigo', {client, cookie: pending, form: {codigo}})

async function aBooking(nome: string) {
  expect(
    await postForm(`${direct()}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient(), origin: SITE_URL}),
  ).toMatchObject({
    status: 200,
  })
  const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
  try {
    return (await store.list('agendamentos')).find(({data}) => data.nome === nome)!.id
  } finally {
    await store.close()
  }
}

function sql(statement: string, ...values: Array<string | number>) {
  const database = new DatabaseSync(join(stack.dataDir, 'eva.sqlite'), {timeout: 5000})
  try {
    return database.prepare(statement).run(...values)
  } finally {
    database.close()
  }
}

describe('signing in', () => {
  it('any address gets the same answer; only a member gets a code', async () => {
    const stranger = 'curioso@exemplo.com'
    const client = nextClient()
    const [member, notMember] = [await askCode(MEMBER, client), await askCode(stranger, client)]
    for (const {answer} of [member, notMember]) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/equipe/codigo')
      expect(cookieFrom(answer, PENDING)).toBeDefined()
    }
    expect([...member.answer.headers.keys()].sort()).toEqual([...notMember.answer.headers.keys()].sort())
    await codeFor(MEMBER, member.pending)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(stack.smtp.to(stranger)).toEqual([])
    // A guess for the stranger is refused like any wrong code.
    const refused = await tryCode(notMember.pending!, '123456', client)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Código inválido ou expirado.')
  })

  it('a code works once, in the browser that asked for it', async () => {
    const {session, code, pending, client} = await signIn()
    expect((await call('/equipe', {cookie: session, client})).status).toBe(200)
    // The same code again, even with the same pending cookie replayed: refused.
    expect((await tryCode(pending, code, client)).status).toBe(400)
  })

  it("a fresh code cannot be used from another browser's sign-in, and still works in its own", async () => {
    const mine = nextClient()
    const own = await askCode(MEMBER, mine)
    const code = await codeFor(MEMBER, own.pending)
    const elsewhere = nextClient()
    const other = await askCode(MEMBER, elsewhere)
    expect((await tryCode(other.pending!, code, elsewhere)).status).toBe(400)
    expect((await tryCode(own.pending!, code, mine)).status).toBe(303)
  })

  it('limits code checks per address and client (ten in fifteen minutes), with Retry-After', async () => {
    const client = nextClient()
    for (let round = 0; round < 2; round++) {
      const {pending} = await askCode(OTHER_MEMBER, client)
      for (let n = 0; n < 5; n++) expect((await tryCode(pending!, '00000' + n, client)).status).toBe(400)
    }
    const {pending} = await askCode(OTHER_MEMBER, client)
    const over = await tryCode(pending!, '123456', client)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('takes sign-in and sign-out posts only from the site itself', async () => {
    const bare = (path: string, headers: Record<string, string>) =>
      fetch(direct() + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient(), ...headers},
        body: new URLSearchParams({email: MEMBER}),
      })
    for (const path of ['/equipe/entrar', '/equipe/sair']) {
      expect((await bare(path, {})).status, `${path} without Origin`).toBe(403)
      expect((await bare(path, {'sec-fetch-site': 'same-site'})).status, `${path} same-site`).toBe(403)
      expect((await bare(path, {'sec-fetch-site': 'same-origin'})).status, `${path} same-origin`).toBe(303)
    }
  })

  it('an expired code is refused', async () => {
    const client = nextClient()
    const {pending} = await askCode(MEMBER, client)
    const code = await codeFor(MEMBER, pending)
    sql(`UPDATE documents SET data = json_set(data, '$.expira', 1) WHERE collection = 'equipe_codigos'`)
    expect((await tryCode(pending!, code, client)).status).toBe(400)
  })

  it('a code dies after five wrong tries; guessing from elsewhere cannot lock the member out', async () => {
    const client = nextClient()
    const {pending} = await askCode(MEMBER, client)
    const code = await codeFor(MEMBER, pending)
    const wrong = code === '000000' ? '999999' : '000000'
    for (let n = 0; n < 5; n++) expect((await tryCode(pending!, wrong, client)).status).toBe(400)
    expect((await tryCode(pending!, code, client)).status).toBe(400)

    // An attacker guesses with their own pending sign-in for the member's address; the
    // member's own code, asked from their browser, still works.
    const member = nextClient()
    const own = await askCode(MEMBER, member)
    const ownCode = await codeFor(MEMBER, own.pending)
    const attacker = nextClient()
    const theirs = await askCode(MEMBER, attacker)
    for (let n = 0; n < 6; n++) await tryCode(theirs.pending!, String(n).repeat(6), attacker)
    expect((await tryCode(own.pending!, ownCode, member)).status).toBe(303)
  })

  it('limits code requests per address and client together, with Retry-After', async () => {
    const client = nextClient()
    for (let n = 0; n < 5; n++) expect((await askCode(OTHER_MEMBER, client)).answer.status).toBe(303)
    const over = (await askCode(OTHER_MEMBER, client)).answer
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // The same address from another client, or another address from this one: not limited.
    expect((await askCode(OTHER_MEMBER, nextClient())).answer.status).toBe(303)
    expect((await askCode(MEMBER, client)).answer.status).toBe(303)
    // Each request stores a code: one client gets 30 in 15 minutes, whatever the addresses.
    const flooder = nextClient()
    for (let n = 0; n < 30; n++) expect((await askCode(`qualquer${n}@exemplo.com`, flooder)).answer.status).toBe(303)
    expect((await askCode('mais.um@exemplo.com', flooder)).answer.status).toBe(429)
  })

  it('a forged, tampered or expired session, or one signed out, is sent to sign in', async () => {
    const {session, client} = await signIn()
    const [name, value] = session.split('=') as [string, string]
    const forged = [
      `${name}=${'a'.repeat(64)}`,
      `${name}=${value.slice(0, -3)}abc`,
      `${name}=${Buffer.from('"' + 'f'.repeat(64) + '"').toString('base64')}.assinatura`,
      `${PENDING}=${value}`,
    ]
    for (const cookie of forged) {
      const answer = await call('/equipe', {cookie, client})
      expect(answer.status, cookie).toBe(302)
      expect(answer.headers.get('location')).toBe('/equipe/entrar')
    }
    expect((await call('/equipe', {cookie: session, client})).status).toBe(200)
    // Signed out: the same cookie no longer opens anything.
    expect((await call('/equipe/sair', {cookie: session, client, form: {}})).status).toBe(303)
    expect((await call('/equipe', {cookie: session, client})).status).toBe(302)
    // Expired on the server.
    const later = await signIn()
    sql(`UPDATE documents SET data = json_set(data, '$.expira', 1) WHERE collection = 'equipe_sessoes'`)
    expect((await call('/equipe', {cookie: later.session, client: later.client})).status).toBe(302)
  })
})

describe('the inbox', () => {
  it('a status change, a note and a deletion, with what stays afterwards', async () => {
    const id = await aBooking('Pedido Para A Equipe')
    const {session, client} = await signIn()
    const page = `/equipe/agendamentos/${id}`
    const lead = await call(page, {cookie: session, client})
    expect(lead.status).toBe(200)
    const html = await lead.text()
    expect(html).toContain('Pedido Para A Equipe')
    expect(html).not.toContain('<script')

    expect((await call(page, {cookie: session, client, form: {intencao: 'situacao', situacao: 'visita_agendada'}})).status).toBe(
      303,
    )
    expect((await call(page, {cookie: session, client, form: {intencao: 'nota', nota: '<b>Ligar</b> amanhã'}})).status).toBe(303)
    const after = await (await call(page, {cookie: session, client})).text()
    expect(after).toContain(`Novo → Visita agendada, por ${MEMBER}`)
    expect(after).toContain('&lt;b&gt;Ligar&lt;/b&gt; amanhã')
    expect((await call(page, {cookie: session, client, form: {intencao: 'situacao', situacao: 'inventado'}})).status).toBe(400)

    const deleted = await call(page, {cookie: session, client, form: {intencao: 'excluir'}})
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('location')).toBe('/equipe?excluido=1')
    expect((await call(page, {cookie: session, client})).status).toBe(404)

    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      expect(await store.get('agendamentos', id)).toBeNull()
      expect(await store.findAllByField('equipe_eventos', 'pedido', id)).toEqual([])
      expect(await store.get('outbox', `${id}-equipe`)).toBeNull()
      const records = (await store.list('equipe_exclusoes')).map(({data}) => data)
      expect(records.at(-1)).toMatchObject({tipo: 'agendamento', autor: MEMBER})
      expect(Object.keys(records.at(-1)!).sort()).toEqual(['autor', 'colecao', 'em', 'pedido', 'tipo'])
    } finally {
      await store.close()
    }
  })

  it('refuses a cross-site post, changing nothing', async () => {
    const id = await aBooking('Pedido Contra Csrf')
    const {session, client} = await signIn()
    const page = `/equipe/agendamentos/${id}`
    // A form on another site, a sandboxed frame (Origin: null), the site's address without TLS.
    for (const origin of ['https://golpe.example', 'null', 'http://eva.example']) {
      const answer = await call(page, {cookie: session, client, origin, form: {intencao: 'excluir'}})
      expect(answer.status, origin).toBe(403)
    }
    expect((await call(page, {cookie: session, client})).status).toBe(200)
  })

  it('exports the filter as the CSV staff open', async () => {
    await aBooking('Pedido Para Exportar')
    const {session, client} = await signIn()
    const csv = await call('/equipe/exportar?tipo=agendamento&situacao=novo', {cookie: session, client})
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // As Excel reads it: the bytes, byte-order mark included (text() would drop it).
    const text = new TextDecoder('utf-8', {ignoreBOM: true}).decode(await csv.arrayBuffer())
    expect(text.startsWith('\uFEFFid;')).toBe(true)
    expect(text).toContain('Pedido Para Exportar')
    expect((await call('/equipe/exportar?tipo=reserva', {cookie: session, client})).status).toBe(200)
    expect(await (await call('/equipe/exportar?tipo=reserva', {cookie: session, client})).text()).not.toContain(
      'Pedido Para Exportar',
    )
    // Without a session: to sign in, no data.
    expect((await call('/equipe/exportar', {client})).status).toBe(302)
  })
})

describe('never public', () => {
  it('every answer under /equipe is private, no-store and noindex, straight and through Varnish; robots.txt disallows it', async () => {
    const {session, client} = await signIn()
    const id = await aBooking('Pedido Nos Cabecalhos')
    const paths = [
      '/equipe',
      '/equipe/entrar',
      '/equipe/codigo',
      `/equipe/agendamentos/${id}`,
      '/equipe/agendamentos/nao-existe',
      '/equipe/exportar',
      '/equipe/sair',
      '/Equipe',
      '/equipe/',
      '//equipe',
      '/%65quipe',
      '/x/../equipe/entrar',
      // Remix's data requests for the same pages.
      '/equipe.data',
      '/equipe/entrar.data',
      `/equipe/agendamentos/${id}.data`,
    ]
    for (const base of [direct(), stack.url]) {
      for (const path of paths) {
        for (const cookie of [undefined, session, 'user-consent=all']) {
          const answer = await call(path, {cookie, client, base})
          const where = `${base}${path} ${cookie ?? ''}`
          expect(answer.status, where).toBeLessThan(500)
          expect(answer.headers.get('cache-control'), where).toBe('private, no-store')
          expect(answer.headers.get('x-robots-tag'), where).toBe('noindex')
          await answer.arrayBuffer()
        }
      }
    }
    for (const path of ['/equipe', '/equipe/entrar', '/equipe/exportar']) {
      const head = await fetch(direct() + path, {
        method: 'HEAD',
        redirect: 'manual',
        headers: {cookie: session, 'x-forwarded-for': client},
      })
      expect(head.headers.get('cache-control'), `HEAD ${path}`).toBe('private, no-store')
      expect(head.headers.get('x-robots-tag'), `HEAD ${path}`).toBe('noindex')
    }
    // Through Varnish, one member's page twice: never served from the cache, never to someone else.
    for (let n = 0; n < 2; n++) {
      const answer = await call('/equipe', {cookie: session, client, base: stack.url})
      expect(answer.headers.get('x-cache') ?? 'MISS').not.toMatch(/HIT/)
      expect(await answer.text()).toContain(`Conectado como ${MEMBER}`)
    }
    const stranger = await call('/equipe', {client, base: stack.url})
    expect(stranger.status).toBe(302)
    // The public pages carry nothing of the team's.
    const home = await (await call('/', {cookie: session, client, base: stack.url})).text()
    expect(home).not.toContain(MEMBER)
    const robots = await (await call('/robots.txt')).text()
    expect(robots).toContain('Disallow: /equipe')
  })
})
