import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {describe, expect, it} from 'vitest'
import {TEAM_SESSION_COOKIE, TEAM_SIGN_IN_COOKIE} from '~/constants'
import {env} from '~/env.server'
import {LEAD_DELETIONS, LEAD_EVENTS} from '~/leads/lead-records.server'
import {OUTBOX} from '~/leads/outbox.server'
import {teamMessages} from '~/messages/team'
import * as projetos from '~/routes/projetos'
import {getStore} from '~/store/store.server'
import {TEAM_CODES, TEAM_SESSIONS} from '~/team/team-auth.server'
import {validBooking} from '../support/forms.mjs'
import {callAction, cookiesSetBy, TEAM_MEMBERS} from '../support/in-process'
import {
  askCode,
  call,
  codeFor,
  codeMails,
  newBrowser,
  nextClient,
  signedIn,
  tryCode,
  type Browser,
} from '../support/in-process-team'

// The team's inbox (/equipe), its routes called in-process (tests/support/in-process-team.ts):
// the code's reuse, expiry and brute force, enumeration, forged and expired sessions, what a
// member does to a lead and the CSV. What needs the server (cross-site posts, the headers on
// every answer, Varnish, the pages' HTML) is in tests/integration/team-inbox.test.ts.
const MEMBER = TEAM_MEMBERS.ana
const OTHER_MEMBER = TEAM_MEMBERS.bruno
const t = teamMessages

/** A booking through the visit form's action; its id. */
async function aBooking(nome: string) {
  expect((await callAction(projetos, {path: '/projetos', form: validBooking(nome)})).status).toBe(200)
  return (await getStore().list('agendamentos')).find(({data}) => data.nome === nome)!.id
}

function sql(statement: string, ...values: Array<string | number>) {
  const database = new DatabaseSync(join(env.DATA_DIR, 'eva.sqlite'), {timeout: 5000})
  try {
    return database.prepare(statement).run(...values)
  } finally {
    database.close()
  }
}

/** A browser at `client` holding only this cookie (`name=value`). */
function browserWith(cookie: string, client: string): Browser {
  const [name = '', value = ''] = cookie.split(/=(.*)/s)
  return {client, cookies: new Map([[name, value]])}
}

describe('signing in', () => {
  it('any address gets the same answer; only a member gets a code', async () => {
    const stranger = 'curioso@exemplo.com'
    const client = nextClient()
    const codesBefore = (await getStore().list(TEAM_CODES)).length
    const [member, notMember] = [newBrowser(client), newBrowser(client)]
    const asked = [await askCode(member, MEMBER), await askCode(notMember, stranger)]
    for (const {answer} of asked) {
      expect(answer.status).toBe(303)
      expect(answer.location).toBe('/equipe/codigo')
      expect(cookiesSetBy(answer).get(TEAM_SIGN_IN_COOKIE)).toEqual(expect.any(String))
    }
    expect([...asked[0]!.answer.headers.keys()].sort()).toEqual([...asked[1]!.answer.headers.keys()].sort())
    await codeFor(MEMBER, asked[0]!.reference)
    // Both codes are issued (a document for any address) after the answer: then the stranger's mail would be there.
    await expect.poll(async () => (await getStore().list(TEAM_CODES)).length).toBe(codesBefore + 2)
    expect(await codeMails(stranger)).toEqual([])
    // A guess for the stranger is refused like any wrong code.
    const refused = await tryCode(notMember, '123456')
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({error: t.code.invalid})
  })

  it('a code works once, in the browser that asked for it', async () => {
    const browser = newBrowser(nextClient())
    const {reference} = await askCode(browser, MEMBER)
    const pending = browser.cookies.get(TEAM_SIGN_IN_COOKIE)!
    const code = await codeFor(MEMBER, reference)
    expect((await tryCode(browser, code)).status).toBe(303)
    expect((await call(browser, '/equipe')).status).toBe(200)
    // The same code again, even with the same pending cookie replayed: refused.
    browser.cookies.set(TEAM_SIGN_IN_COOKIE, pending)
    expect((await tryCode(browser, code)).status).toBe(400)
  })

  it("a fresh code cannot be used from another browser's sign-in, and still works in its own", async () => {
    const mine = newBrowser(nextClient())
    const own = await askCode(mine, MEMBER)
    const code = await codeFor(MEMBER, own.reference)
    const elsewhere = newBrowser(nextClient())
    await askCode(elsewhere, MEMBER)
    expect((await tryCode(elsewhere, code)).status).toBe(400)
    expect((await tryCode(mine, code)).status).toBe(303)
  })

  it('limits code checks per address and client (ten in fifteen minutes), with Retry-After', async () => {
    const browser = newBrowser(nextClient())
    for (let round = 0; round < 2; round++) {
      await askCode(browser, OTHER_MEMBER)
      for (let n = 0; n < 5; n++) expect((await tryCode(browser, '00000' + n)).status).toBe(400)
    }
    await askCode(browser, OTHER_MEMBER)
    const over = await tryCode(browser, '123456')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('an expired code is refused', async () => {
    const browser = newBrowser(nextClient())
    const {reference} = await askCode(browser, MEMBER)
    const code = await codeFor(MEMBER, reference)
    sql(`UPDATE documents SET data = json_set(data, '$.expira', 1) WHERE collection = ?`, TEAM_CODES)
    expect((await tryCode(browser, code)).status).toBe(400)
  })

  it('a code dies after five wrong tries; guessing from elsewhere cannot lock the member out', async () => {
    const browser = newBrowser(nextClient())
    const {reference} = await askCode(browser, MEMBER)
    const code = await codeFor(MEMBER, reference)
    const wrong = code === '000000' ? '999999' : '000000'
    for (let n = 0; n < 5; n++) expect((await tryCode(browser, wrong)).status).toBe(400)
    expect((await tryCode(browser, code)).status).toBe(400)

    // An attacker guesses with their own pending sign-in for the member's address; the
    // member's own code, asked from their browser, still works.
    const member = newBrowser(nextClient())
    const own = await askCode(member, MEMBER)
    const ownCode = await codeFor(MEMBER, own.reference)
    const attacker = newBrowser(nextClient())
    await askCode(attacker, MEMBER)
    for (let n = 0; n < 6; n++) await tryCode(attacker, String(n).repeat(6))
    expect((await tryCode(member, ownCode)).status).toBe(303)
  })

  it('limits code requests per address and client together, with Retry-After', async () => {
    const client = nextClient()
    const ask = (email: string, from = client) => askCode(newBrowser(from), email)
    for (let n = 0; n < 5; n++) expect((await ask(OTHER_MEMBER)).answer.status).toBe(303)
    const over = (await ask(OTHER_MEMBER)).answer
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // The same address from another client, or another address from this one: not limited.
    expect((await ask(OTHER_MEMBER, nextClient())).answer.status).toBe(303)
    expect((await ask(MEMBER)).answer.status).toBe(303)
    // Each request stores a code: one client gets 30 in 15 minutes, whatever the addresses.
    const flooder = nextClient()
    for (let n = 0; n < 30; n++) expect((await ask(`qualquer${n}@exemplo.com`, flooder)).answer.status).toBe(303)
    expect((await ask('mais.um@exemplo.com', flooder)).answer.status).toBe(429)
  })

  it('a forged, tampered or expired session, or one signed out, is sent to sign in', async () => {
    const member = await signedIn(MEMBER)
    const value = member.cookies.get(TEAM_SESSION_COOKIE)!
    const forged = [
      `${TEAM_SESSION_COOKIE}=${'a'.repeat(64)}`,
      `${TEAM_SESSION_COOKIE}=${value.slice(0, -3)}abc`,
      `${TEAM_SESSION_COOKIE}=${Buffer.from('"' + 'f'.repeat(64) + '"').toString('base64')}.assinatura`,
      `${TEAM_SIGN_IN_COOKIE}=${value}`,
    ]
    for (const cookie of forged) {
      const answer = await call(browserWith(cookie, member.client), '/equipe')
      expect(answer.status, cookie).toBe(302)
      expect(answer.location).toBe('/equipe/entrar')
    }
    const signedOutLater = {client: member.client, cookies: new Map(member.cookies)}
    expect((await call(member, '/equipe')).status).toBe(200)
    // Signed out: the same cookie no longer opens anything.
    expect((await call(member, '/equipe/sair', {form: {}})).status).toBe(303)
    expect((await call(signedOutLater, '/equipe')).status).toBe(302)
    // Expired on the server.
    const later = await signedIn(MEMBER)
    sql(`UPDATE documents SET data = json_set(data, '$.expira', 1) WHERE collection = ?`, TEAM_SESSIONS)
    expect((await call(later, '/equipe')).status).toBe(302)
  })
})

describe('the inbox', () => {
  it('a status change, a note and a deletion, with what stays afterwards', async () => {
    const id = await aBooking('Pedido Para A Equipe')
    const member = await signedIn(MEMBER)
    const page = `/equipe/agendamentos/${id}`
    type LeadPage = {name: string; history: string[]; notes: Array<{text: string}>}
    const lead = await call(member, page)
    expect(lead.status).toBe(200)
    expect((lead.data as LeadPage).name).toBe('Pedido Para A Equipe')

    expect((await call(member, page, {form: {intencao: 'situacao', situacao: 'visita_agendada'}})).status).toBe(303)
    expect((await call(member, page, {form: {intencao: 'nota', nota: '<b>Ligar</b> amanhã'}})).status).toBe(303)
    const after = (await call(member, page)).data as LeadPage
    const change = t.lead.historyChange(t.statuses.novo, t.statuses.visita_agendada, MEMBER, '\u0000').split('\u0000')[0]!
    expect(after.history.filter((line) => line.startsWith(change))).toHaveLength(1)
    expect(after.notes.map(({text}) => text)).toEqual(['<b>Ligar</b> amanhã'])
    expect((await call(member, page, {form: {intencao: 'situacao', situacao: 'inventado'}})).status).toBe(400)

    const deleted = await call(member, page, {form: {intencao: 'excluir'}})
    expect(deleted.status).toBe(303)
    expect(deleted.location).toBe('/equipe?excluido=1')
    expect((await call(member, page)).status).toBe(404)

    const store = getStore()
    expect(await store.get('agendamentos', id)).toBeNull()
    expect(await store.findAllByField(LEAD_EVENTS, 'pedido', id)).toEqual([])
    expect(await store.get(OUTBOX, `${id}-equipe`)).toBeNull()
    const records = (await store.list(LEAD_DELETIONS)).map(({data}) => data)
    expect(records.at(-1)).toMatchObject({tipo: 'agendamento', autor: MEMBER})
    expect(Object.keys(records.at(-1)!).sort()).toEqual(['autor', 'colecao', 'em', 'pedido', 'tipo'])
  })

  it('exports the filter as the CSV staff open', async () => {
    await aBooking('Pedido Para Exportar')
    const member = await signedIn(MEMBER)
    const csv = await call(member, '/equipe/exportar?tipo=agendamento&situacao=novo')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    // As Excel reads it: the bytes, byte-order mark included (text() would drop it).
    const text = new TextDecoder('utf-8', {ignoreBOM: true}).decode(await csv.response!.arrayBuffer())
    expect(text.startsWith('\uFEFFid;')).toBe(true)
    expect(text).toContain('Pedido Para Exportar')
    expect((await call(member, '/equipe/exportar?tipo=reserva')).status).toBe(200)
    expect(await (await call(member, '/equipe/exportar?tipo=reserva')).response!.text()).not.toContain('Pedido Para Exportar')
    // Without a session: to sign in, no data.
    expect((await call(newBrowser(nextClient()), '/equipe/exportar')).status).toBe(302)
  })
})
