import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {describe, expect, it} from 'vitest'
import {SOURCE_FILTER_MAX, TEAM_SESSION_COOKIE, TEAM_SIGN_IN_COOKIE} from '~/constants'
import {env} from '~/env.server'
import {getLead, LEAD_DELETIONS, LEAD_EVENTS, setStatus, type Status} from '~/leads/lead-records.server'
import type {LeadOrigin} from '~/leads/origin'
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

describe('where leads come from, and who waits', () => {
  const DAY = 24 * 60 * 60 * 1000
  /** A lead as the form stores it, received at `at` with `origem`, then moved through `statuses`. */
  async function aLead(nome: string, at: Date, origem: LeadOrigin | undefined, statuses: Status[] = [], changedAt = at) {
    const store = getStore()
    const id = `rel-${nome.toLowerCase().replaceAll(' ', '-')}`
    await store.create('agendamentos', id, {...validBooking(nome), dataSolicitacao: at, ...(origem ? {origem} : {})})
    for (const [index, status] of statuses.entries()) {
      await setStatus(
        store,
        (await getLead(store, 'agendamentos', id))!,
        status,
        MEMBER,
        new Date(changedAt.getTime() + (index + 1) * 3600_000),
      )
    }
    return id
  }
  const instagram = {fonte: 'instagram', meio: 'social', campanha: 'X'}
  /** An Instagram ad that landed on a campaign page. */
  const campaign = {...instagram, pagina: '/horta-em-casa'}
  const google = {fonte: 'google', meio: 'cpc', gclid: true}

  it('the month’s report: leads per origin, how many reached a visit and a close, in Curitiba’s month', async () => {
    await aLead('Rel Um', new Date('2025-03-03T12:00:00-03:00'), campaign, ['em_contato', 'visita_agendada', 'concluido'])
    await aLead('Rel Dois', new Date('2025-03-10T12:00:00-03:00'), campaign, ['visita_agendada'])
    await aLead('Rel Tres', new Date('2025-03-11T12:00:00-03:00'), campaign, ['em_contato', 'descartado'])
    // 23:30 on 31 March in Curitiba is already April in UTC: still March here.
    await aLead('Rel Quatro', new Date('2025-04-01T02:30:00Z'), google, ['em_contato', 'concluido'])
    await aLead('Rel Cinco', new Date('2025-03-20T12:00:00-03:00'), undefined)
    // 1 March 00:30 UTC is still February in Curitiba: not in March.
    await aLead('Rel Seis', new Date('2025-03-01T00:30:00Z'), google, ['visita_agendada'])
    const member = await signedIn(MEMBER)
    const report = (await call(member, '/equipe/relatorio?mes=2025-03')).data as {
      rows: Array<{origin: string; leads: number; visits: string; done: string}>
      pages: Array<{origin: string; leads: number; visits: string; done: string}>
      total: {leads: number; visits: string; done: string}
      monthName: string
    }
    expect(report.monthName).toBe('março de 2025')
    expect(report.rows.map(({origin, leads, visits, done}) => [origin, leads, visits, done])).toEqual([
      ['instagram / social', 3, '2 (67%)', '1 (33%)'],
      ['google / cpc', 1, '0 (0%)', '1 (100%)'],
      [t.report.noOrigin, 1, '0 (0%)', '0 (0%)'],
    ])
    expect(report.total).toMatchObject({leads: 5, visits: '2 (40%)', done: '2 (40%)'})
    // The same month by landing page: the campaign page's leads, and those without a page kept.
    expect(report.pages.map(({origin, leads, visits, done}) => [origin, leads, visits, done])).toEqual([
      ['/horta-em-casa', 3, '2 (67%)', '1 (33%)'],
      [t.report.noPage, 2, '0 (0%)', '1 (50%)'],
    ])
    // No personal data on the report: names, e-mails and phones are not in it.
    expect(JSON.stringify(report)).not.toMatch(/Rel |@|\(41\)/)
    // Another month; a month that is no month shows the current one and says so.
    expect(((await call(member, '/equipe/relatorio?mes=2025-02')).data as {total: {leads: number}}).total.leads).toBe(1)
    expect((await call(member, '/equipe/relatorio?mes=2025-13')).data).toMatchObject({invalid: true})
    expect((await call(newBrowser(nextClient()), '/equipe/relatorio')).status).toBe(302)
  })

  it('the inbox marks overdue leads with why, filters by source, and gives the median time to a first change', async () => {
    const now = Date.now()
    await aLead('Esperando Novo', new Date(now - 6 * DAY), instagram)
    await aLead('Parado Em Contato', new Date(now - 20 * DAY), google, ['em_contato'], new Date(now - 12 * DAY))
    await aLead('Atendido Rapido', new Date(now - 2 * DAY), instagram, ['em_contato'])
    const member = await signedIn(MEMBER)
    type Row = {name: string; origin: string; overdue: string | null}
    const inbox = (await call(member, '/equipe')).data as {leads: Row[]; overdueCount: number; firstResponse: string}
    const row = (name: string) => inbox.leads.find((lead) => lead.name === name)!
    expect(row('Esperando Novo')).toMatchObject({origin: 'instagram / social', overdue: t.inbox.overdueWhy.novo(1)})
    expect(row('Parado Em Contato')).toMatchObject({origin: 'google / cpc', overdue: t.inbox.overdueWhy.parado(7)})
    expect(row('Atendido Rapido').overdue).toBeNull()
    expect(inbox.overdueCount).toBeGreaterThanOrEqual(2)
    // Within 30 days, the leads changed so far: "Atendido Rapido" after 1 h ("Parado" came 20 days ago, outside).
    // Beside it, how many of those 30 days' leads have not changed yet ("Esperando Novo" among them).
    expect(inbox.firstResponse).toMatch(
      /^Nos últimos 30 dias, a primeira mudança de situação veio em .+, na mediana \(\d+ pedidos?\); \d+ pedidos? ainda não (mudou|mudaram) de situação\.$/,
    )

    const filtered = (await call(member, '/equipe?fonte=google')).data as {leads: Row[]}
    expect(filtered.leads.map(({name}) => name)).toContain('Parado Em Contato')
    expect(filtered.leads.map(({name}) => name)).not.toContain('Esperando Novo')

    const page = (await call(member, `/equipe/agendamentos/rel-esperando-novo`)).data as {
      overdue: string
      origin: Array<{label: string; value: string}>
    }
    expect(page.overdue).toBe(t.lead.overdue(t.inbox.overdueWhy.novo(1)))
    expect(page.origin).toEqual([
      {label: t.lead.originFields.fonte, value: 'instagram'},
      {label: t.lead.originFields.meio, value: 'social'},
      {label: t.lead.originFields.campanha, value: 'X'},
    ])
  })

  it('anyone’s sources cannot skew the inbox: rows stored before sources were words stay apart, invented ones do not crowd out the real', async () => {
    // Stored by an older version, which kept a source as written: two rows that read alike.
    await aLead('Forja Um', new Date('2024-06-03T12:00:00-03:00'), {fonte: 'instagram / social', meio: 'x'})
    await aLead('Forja Dois', new Date('2024-06-04T12:00:00-03:00'), {fonte: 'instagram', meio: 'social / x'})
    const member = await signedIn(MEMBER)
    const report = (await call(member, '/equipe/relatorio?mes=2024-06')).data as {rows: Array<{leads: number}>}
    expect(report.rows.map(({leads}) => leads)).toEqual([1, 1])

    // More invented sources than the filter lists, each more frequent than a real one.
    const now = Date.now()
    for (let index = 0; index < SOURCE_FILTER_MAX + 2; index++) {
      const fonte = `inventada${'abcdefghijklmnopqrstuvwxyzabcdefgh'.slice(index, index + 3)}`
      for (const copy of ['a', 'b']) await aLead(`Fonte ${fonte} ${copy}`, new Date(now - DAY), {fonte, meio: 'x'})
    }
    await aLead('Real Direto', new Date(now - DAY), {fonte: '(direto)', meio: '(nenhum)'})
    await aLead('Real Instagram', new Date(now - DAY), instagram)
    await aLead('Real Google', new Date(now - DAY), google)
    const inbox = (await call(member, '/equipe')).data as {filters: {sources: Array<[string, string]>}}
    const offered = inbox.filters.sources.map(([source]) => source)
    expect(offered).toHaveLength(SOURCE_FILTER_MAX)
    for (const real of ['instagram', 'google', '(direto)']) expect(offered, real).toContain(real)
  })
})
