import {randomUUID} from 'node:crypto'
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, relative} from 'node:path'
import {simpleParser} from 'mailparser'
import {afterAll, describe, expect, it, onTestFinished} from 'vitest'
import {decideSummary, startDailySummary} from '~/leads/daily-summary.server'
import {FOLLOW_UP_DEFAULTS, type FollowUpSettings} from '~/leads/follow-up-settings'
import {createLead, deleteOnRequest, getLead, setStatus, statusChangesByLead} from '~/leads/lead-records.server'
import {sendDue, startOutbox, type Outbox, type OutboxOptions} from '~/leads/outbox-worker.server'
import {OUTBOX, OUTBOX_LEASES, summaryId, type SummaryMessage} from '~/leads/outbox.server'
import {applyRetention} from '~/leads/retention.server'
import {firstNameOf} from '~/leads/summary-mail.server'
import type {OutgoingMail} from '~/mail/mail'
import type {Company} from '~/mail/sender.server'
import {createMailTransport, type MailTransport} from '~/mail/transport.server'
import {mailMessages} from '~/messages/mail'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {useFirestoreEmulator} from '../support/firestore-emulator'
import {expectSaysWithoutPersonalData} from '../support/personal-data'

// The daily summary of the leads waiting on the team (app/leads/daily-summary.server.ts), on a
// clock the tests give (every `now` is passed in, the outbox's too): working days and the hour
// in Curitiba, the settings, once a day with two instances, a crash between writing and
// sending, the mail's content, and deletion on request leaving no byte of a name behind.
const COMPANY: Company = {siteName: 'EVA Agricultura Urbana', phone: '+55 41 99999-0000', email: 'contato@eva.example'}
const TEAM = ['equipe@eva.example']
/** An instant given as Curitiba's wall clock (UTC−3). */
const curitiba = (local: string) => new Date(`${local}-03:00`)
/** A Thursday (20 Nov 2026, the Friday, is a holiday). */
const THURSDAY_8AM = curitiba('2026-11-19T08:00')

const folder = mkdtempSync(join(tmpdir(), 'eva-summary-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

function recordingTransport() {
  const sent: OutgoingMail[] = []
  const transport: MailTransport = {
    async send(mail) {
      // A send takes a moment, as SMTP does: instances racing overlap.
      await new Promise((resolve) => setTimeout(resolve, 20))
      sent.push(mail)
    },
    discard: () => {},
    describe: () => 'memória',
    close: () => {},
  }
  return {transport, sent, summaries: () => sent.filter(({id}) => id.startsWith('resumo-'))}
}

const outboxOptions = (store: DocumentStore, transport: MailTransport, now: Date): OutboxOptions => ({
  store,
  transport,
  company: async () => COMPANY,
  teamAddresses: async () => TEAM,
  from: (company) => ({name: company.siteName, address: company.email}),
  now: () => now,
  pollMs: 50,
  backoffMs: 20,
})

type LeadFields = {
  nome?: string
  situacao?: string
  receivedAt: Date
  atualizadoEm?: Date
  collection?: 'agendamentos' | 'reservas_evababy'
}

/** A lead as stored, with a visitor's contact data; without its own mails (createLead's), unless `withMails`. */
async function lead(store: DocumentStore, id: string, fields: LeadFields, withMails = false) {
  const {nome = `Pessoa ${id}`, situacao, receivedAt, atualizadoEm, collection = 'agendamentos'} = fields
  const data = {
    nome,
    email: `${id}.contato@exemplo.com`,
    telefone: '(41) 98877-6655',
    cpf: '714.602.380-01',
    cidade: 'curitiba',
    endereco: 'Rua Zqxendereco, 12',
    dataSolicitacao: receivedAt,
    ...(situacao && {situacao}),
    ...(atualizadoEm && {atualizadoEm}),
  }
  // Its mails written when it came, by the same clock the test's outbox reads.
  if (withMails) await createLead(store, {collection, id, data}, receivedAt?.getTime())
  else await store.create(collection, id, data)
  return id
}

const summaryOf = async (store: DocumentStore, day: string) =>
  (await store.get(OUTBOX, summaryId(day))) as unknown as SummaryMessage | null
const summaries = async (store: DocumentStore) => (await store.list(OUTBOX)).filter(({id}) => id.startsWith('resumo-'))

const sqliteAt = (file: string) => {
  const store = createSqliteStore(file)
  onTestFinished(() => store.close())
  return store
}
const newFile = () => join(folder, `${randomUUID()}.sqlite`)

describe('the daily summary: when it is decided', () => {
  it('on a working day from 08:00 in Curitiba (11:00 UTC), not at 07:59; once', async () => {
    const store = sqliteAt(newFile())
    await lead(store, 'n1', {receivedAt: curitiba('2026-11-17T10:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, new Date('2026-11-19T10:59:59Z'))).toBe('not-due')
    expect(await summaries(store)).toEqual([])
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, new Date('2026-11-19T11:00:00Z'))).toBe('pending')
    expect(await summaryOf(store, '2026-11-19')).toEqual({
      finalidade: 'resumo',
      dia: '2026-11-19',
      pedidos: [{colecao: 'agendamentos', pedido: 'n1', motivo: 'novo'}],
      estado: 'pendente',
      criadoEm: THURSDAY_8AM.getTime(),
      proximaTentativa: THURSDAY_8AM.getTime(),
      tentativas: 0,
    })
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-19T17:00'))).toBe('decided')
  })

  it('never on a weekend or a national holiday (20 Nov, Good Friday); on Carnival, yes', async () => {
    const store = sqliteAt(newFile())
    await lead(store, 'n1', {receivedAt: curitiba('2026-11-02T10:00')})
    for (const day of ['2026-11-21', '2026-11-22', '2026-11-20', '2027-03-26']) {
      expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba(`${day}T09:00`)), day).toBe('not-due')
    }
    expect(await summaries(store)).toEqual([])
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2027-02-09T09:00'))).toBe('pending')
  })

  it('with no lead waiting, sends nothing, and the day stays decided', async () => {
    const store = sqliteAt(newFile())
    const {transport, sent} = recordingTransport()
    // Arrived on Wednesday at 10:00: one working day on Thursday at 10:00, after the summary.
    await lead(store, 'n1', {receivedAt: curitiba('2026-11-18T10:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('empty')
    expect(await summaryOf(store, '2026-11-19')).toMatchObject({estado: 'vazio', pedidos: []})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-19T16:00'))).toBe('decided')
    await sendDue(outboxOptions(store, transport, curitiba('2026-11-19T16:00')))
    expect(sent).toEqual([])
    // The next working day (Monday: Friday is a holiday) lists it.
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-23T08:00'))).toBe('pending')
  })

  it('follows the site settings: another hour, other thresholds', async () => {
    const store = sqliteAt(newFile())
    await lead(store, 'parado', {
      situacao: 'em_contato',
      receivedAt: curitiba('2026-11-02T10:00'),
      atualizadoEm: curitiba('2026-11-13T10:00'),
    })
    await lead(store, 'novo', {receivedAt: curitiba('2026-11-16T08:00')})
    const settings: FollowUpSettings = {summaryHour: 14, newAfterWorkingDays: 3, idleAfterDays: 3}
    expect(await decideSummary(store, settings, curitiba('2026-11-17T13:59'))).toBe('not-due')
    // Four days without a change (three are enough); a day and a half of working time (three are not).
    expect(await decideSummary(store, settings, curitiba('2026-11-17T14:00'))).toBe('pending')
    expect((await summaryOf(store, '2026-11-17'))?.pedidos).toEqual([
      {colecao: 'agendamentos', pedido: 'parado', motivo: 'parado'},
    ])
    // The defaults: one working day is enough, seven days without a change are not there yet.
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-18T08:00'))).toBe('pending')
    expect((await summaryOf(store, '2026-11-18'))?.pedidos.map(({pedido}) => pedido)).toEqual(['novo'])
    expect(await decideSummary(store, settings, curitiba('2026-11-19T14:00'))).toBe('pending')
    expect((await summaryOf(store, '2026-11-19'))?.pedidos.map(({pedido}) => pedido).sort()).toEqual(['novo', 'parado'])
  })

  it('late but not missed: started at 15:00, sends today’s; a day gone by is never sent', async () => {
    const store = sqliteAt(newFile())
    const {transport, summaries: sentSummaries} = recordingTransport()
    await lead(store, 'n1', {receivedAt: curitiba('2026-11-02T10:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-18T15:00'))).toBe('pending')
    expect((await summaries(store)).map(({id}) => id)).toEqual(['resumo-2026-11-18'])
    // Written on Wednesday, unsent until Thursday (every instance down): given up, not sent.
    await sendDue(outboxOptions(store, transport, THURSDAY_8AM))
    expect(sentSummaries()).toEqual([])
    expect(await summaryOf(store, '2026-11-18')).toMatchObject({estado: 'falhou', ultimoErro: 'EXPIRED'})
  })
})

describe('the daily summary: the mail', () => {
  it.each([
    ['Maria Aparecida', 'Maria'],
    ["D'Ávila Souza", "D'Ávila"],
    ['Ana-Luísa Prado', 'Ana-Luísa'],
    ['J. Silva', 'J.'],
    ['Ｍａｒｉａ da Silva', 'Maria'],
    ['www.banco-seguro.com.br', 'Sem nome'],
    ['ＵＲＧＥＮＴＥ：ｅｖｉｌ．ｃｏｍ ligue já', 'Sem nome'],
    ['https://evil.example/x', 'Sem nome'],
    ['x1.contato@exemplo.com', 'Sem nome'],
    ['41 99999-0000', 'Sem nome'],
    ['Ana²', 'Sem nome'],
    ['<b>Ana</b>', 'Sem nome'],
    ['A'.repeat(31), 'Sem nome'],
  ])('shows %j as %j: a name, or nothing', (nome, shown) => {
    expect(firstNameOf(nome)).toBe(shown === 'Sem nome' ? mailMessages.summary.noName : shown)
  })

  it('lists first names, the kind, why and the link to /equipe: no contact data', async () => {
    const dataDir = mkdtempSync(join(folder, 'mail-'))
    const mailFolder = join(dataDir, 'mail')
    const store = sqliteAt(join(dataDir, 'eva.sqlite'))
    const transport = createMailTransport({folder: mailFolder, domain: 'eva.example'})
    await lead(store, 'a1', {nome: 'Maria Aparecida da Silva', receivedAt: curitiba('2026-11-16T09:00')})
    await lead(store, 'r1', {
      nome: '  João\tPedro Souza',
      situacao: 'visita_agendada',
      receivedAt: curitiba('2026-11-01T09:00'),
      atualizadoEm: curitiba('2026-11-10T08:00'),
      collection: 'reservas_evababy',
    })
    await lead(store, 'x1', {nome: 'x1.contato@exemplo.com', situacao: 'em_contato', receivedAt: curitiba('2026-11-02T08:00')})
    await lead(store, 'ok', {nome: 'Zqxrecente', receivedAt: curitiba('2026-11-18T09:00')})
    await lead(store, 'fim', {nome: 'Zqxconcluido', situacao: 'concluido', receivedAt: curitiba('2025-11-18T09:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('pending')
    await sendDue(outboxOptions(store, transport, THURSDAY_8AM))
    expect(readdirSync(mailFolder)).toEqual(['resumo-2026-11-19.eml'])
    const raw = readFileSync(join(mailFolder, 'resumo-2026-11-19.eml'), 'utf8')
    const mail = await simpleParser(raw)
    expect(mail.messageId).toBe('<resumo-2026-11-19@eva.example>')
    expect(mail.subject).toBe('Pedidos esperando resposta: 3')
    expect(mail.to).toMatchObject({value: [{address: 'equipe@eva.example'}]})
    expect(mail.from).toMatchObject({value: [{address: 'contato@eva.example', name: 'EVA Agricultura Urbana'}]})
    expect(mail.text).toBe(
      [
        'Estes 3 pedidos estão esperando uma resposta da equipe:',
        '',
        'João · Reserva EVA Baby · Visita agendada sem mudança há 9 dias',
        'https://eva.example/equipe/reservas_evababy/r1',
        '',
        'Sem nome · Visita · Em contato sem mudança há 17 dias',
        'https://eva.example/equipe/agendamentos/x1',
        '',
        'Maria · Visita · Novo há 2 dias úteis',
        'https://eva.example/equipe/agendamentos/a1',
        '',
        'Resumo diário do site, enviado nos dias úteis quando algum pedido espera. Nome completo e contatos só na área da equipe.',
      ].join('\n'),
    )
    expect(mail.html).toContain('<a href="https://eva.example/equipe/reservas_evababy/r1">Abrir o pedido</a>')
    expect((await summaryOf(store, '2026-11-19'))?.estado).toBe('enviado')
    // Nothing the visitor typed but a first name, in any part of it, nor the leads not listed.
    for (const part of [raw, mail.text!, String(mail.html)]) {
      expectSaysWithoutPersonalData(part, {
        says: ['equipe/agendamentos/a1'],
        personal: [
          'Aparecida',
          'Silva',
          'Pedro',
          'Souza',
          'contato@exemplo',
          '98877',
          '8877-6655',
          '714.602',
          '71460238001',
          'Zqx',
        ],
      })
    }
  })

  it('leaves out a lead deleted or changed since it was decided; with none left, sends nothing', async () => {
    const store = sqliteAt(newFile())
    const {transport, sent} = recordingTransport()
    await lead(store, 'apagado', {receivedAt: curitiba('2026-11-02T10:00')})
    await lead(store, 'atendido', {receivedAt: curitiba('2026-11-02T10:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('pending')
    await store.delete('agendamentos', 'apagado')
    await setStatus(store, (await getLead(store, 'agendamentos', 'atendido'))!, 'em_contato', 'ana', curitiba('2026-11-19T08:01'))
    await sendDue(outboxOptions(store, transport, curitiba('2026-11-19T08:02')))
    expect(sent).toEqual([])
    expect(await summaryOf(store, '2026-11-19')).toMatchObject({estado: 'vazio'})
    expect(await store.list(OUTBOX_LEASES)).toEqual([])
  })
})

/** Resolves after a pass that began after this call has ended. */
async function wholePass(outbox: Outbox) {
  await outbox.nextPass()
  await outbox.nextPass()
}

type Setup = {openTwice(): Promise<[DocumentStore, DocumentStore]>}

function describeInstances(name: string, setup: Setup) {
  describe(`the daily summary on ${name}`, () => {
    it('two instances, each with its scheduler and its outbox, send one mail', async () => {
      const [one, two] = await setup.openTwice()
      await lead(one, 'n1', {receivedAt: curitiba('2026-11-02T10:00')})
      await lead(one, 'n2', {receivedAt: curitiba('2026-11-03T10:00')})
      const {transport, summaries: sent} = recordingTransport()
      const instances = [one, two].map((store) => {
        const outbox = startOutbox(outboxOptions(store, transport, THURSDAY_8AM))
        const stop = startDailySummary({
          store,
          settings: async () => FOLLOW_UP_DEFAULTS,
          wake: () => outbox.wake(),
          now: () => THURSDAY_8AM,
          checkMs: 10,
        })
        onTestFinished(async () => {
          await Promise.all([stop(), outbox.stop()])
        })
        return outbox
      })
      await expect.poll(() => sent().length, {timeout: 10_000}).toBe(1)
      await expect.poll(async () => (await summaryOf(one, '2026-11-19'))?.estado, {timeout: 10_000}).toBe('enviado')
      await Promise.all(instances.map(wholePass))
      expect(sent().map(({id}) => id)).toEqual(['resumo-2026-11-19'])
      expect(sent()[0]!.subject).toBe('Pedidos esperando resposta: 2')
    })

    it('written, then a crash before it was sent: a fresh instance sends it, once', async () => {
      const [before, after] = await setup.openTwice()
      await lead(before, 'n1', {receivedAt: curitiba('2026-11-02T10:00')})
      expect(await decideSummary(before, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('pending')
      // It died holding the lease, mid-send: the lease expires, the message is still pending.
      await before.create(OUTBOX_LEASES, summaryId('2026-11-19'), {ficha: 'morto', expira: Date.now() - 1000})
      await before.close()
      const {transport, summaries: sent} = recordingTransport()
      await sendDue(outboxOptions(after, transport, curitiba('2026-11-19T08:05')))
      await sendDue(outboxOptions(after, transport, curitiba('2026-11-19T08:06')))
      expect(sent().map(({id}) => id)).toEqual(['resumo-2026-11-19'])
      expect(await summaryOf(after, '2026-11-19')).toMatchObject({estado: 'enviado', tentativas: 1})
      // The restarted instance's scheduler finds the day decided.
      expect(await decideSummary(after, FOLLOW_UP_DEFAULTS, curitiba('2026-11-19T08:07'))).toBe('decided')
    })

    it('a lead deleted on request leaves the summaries that list it', async () => {
      const [store] = await setup.openTwice()
      await lead(store, 'fica', {receivedAt: curitiba('2026-11-02T10:00')})
      await lead(store, 'sai', {receivedAt: curitiba('2026-11-02T10:00')}, true)
      expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-11-18T08:00'))).toBe('pending')
      expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('pending')
      await deleteOnRequest(store, (await getLead(store, 'agendamentos', 'sai'))!, 'ana', join(folder, 'nenhum'))
      for (const day of ['2026-11-18', '2026-11-19']) {
        expect((await summaryOf(store, day))?.pedidos).toEqual([{colecao: 'agendamentos', pedido: 'fica', motivo: 'novo'}])
      }
    })
  })
}

describeInstances('SQLite', {
  async openTwice() {
    const file = newFile()
    return [sqliteAt(file), sqliteAt(file)]
  },
})

const emulator = useFirestoreEmulator()

describeInstances('Firestore (emulator)', {
  async openTwice() {
    // Each test its own project: the emulator keeps one database per project id.
    const projectId = `demo-summary-${randomUUID().slice(0, 8)}`
    const open = () => {
      const store = createFirestoreStore({projectId, emulatorHost: emulator.host})
      onTestFinished(() => store.close())
      return store
    }
    return [open(), open()]
  },
})

/** Every file under `at` holding any of `needles`, as bytes. */
function filesHolding(at: string, needles: string[]): string[] {
  return readdirSync(at, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => needles.some((needle) => readFileSync(path).includes(Buffer.from(needle))))
    .map((path) => relative(at, path))
    .sort()
}

describe('the daily summary and the lead data', () => {
  it('a lead deleted on request leaves no byte in the data folder, summary copies included', async () => {
    const dataDir = mkdtempSync(join(folder, 'apagar-'))
    const mailFolder = join(dataDir, 'mail')
    const store = sqliteAt(join(dataDir, 'eva.sqlite'))
    const transport = createMailTransport({folder: mailFolder, domain: 'eva.example'})
    const marker = `Zqxmarcador ${randomUUID().replace(/\d/g, '').slice(0, 10)}`
    const firstName = marker.split(' ')[0]!
    await lead(store, 'marcado', {nome: marker, receivedAt: curitiba('2026-11-02T10:00')}, true)
    await lead(store, 'outro', {nome: 'Outra Pessoa', receivedAt: curitiba('2026-11-02T10:00')})
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('pending')
    // Its own two mails and the summary, written to the mail folder as without SMTP.
    await sendDue(outboxOptions(store, transport, THURSDAY_8AM))
    expect(readdirSync(mailFolder).sort()).toEqual(['marcado-confirmacao.eml', 'marcado-equipe.eml', 'resumo-2026-11-19.eml'])
    expect(filesHolding(dataDir, [firstName])).toEqual(
      expect.arrayContaining(['mail/marcado-equipe.eml', 'mail/resumo-2026-11-19.eml']),
    )

    await deleteOnRequest(store, (await getLead(store, 'agendamentos', 'marcado'))!, 'ana', mailFolder)
    expect(filesHolding(dataDir, [firstName, marker, 'marcado.contato'])).toEqual([])
    expect(existsSync(join(mailFolder, 'resumo-2026-11-19.eml'))).toBe(false)
    expect((await summaryOf(store, '2026-11-19'))?.pedidos.map(({pedido}) => pedido)).toEqual(['outro'])
  })

  it('retention deletes a summary after 30 days, as its copy', async () => {
    const dataDir = mkdtempSync(join(folder, 'reter-'))
    const store = sqliteAt(join(dataDir, 'eva.sqlite'))
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, curitiba('2026-10-19T08:00'))).toBe('empty')
    expect(await decideSummary(store, FOLLOW_UP_DEFAULTS, THURSDAY_8AM)).toBe('empty')
    await applyRetention({store, mailFolder: join(dataDir, 'mail'), now: curitiba('2026-11-19T09:00')})
    expect((await summaries(store)).map(({id}) => id)).toEqual(['resumo-2026-11-19'])
  })
})

describe('status changes', () => {
  it('are each lead’s changes in order, from one read of the events', async () => {
    const store = sqliteAt(newFile())
    await lead(store, 'a', {receivedAt: curitiba('2026-11-16T10:00')})
    await lead(store, 'b', {receivedAt: curitiba('2026-11-16T10:00')})
    await setStatus(store, (await getLead(store, 'agendamentos', 'a'))!, 'em_contato', 'ana', curitiba('2026-11-16T11:00'))
    await setStatus(store, (await getLead(store, 'agendamentos', 'a'))!, 'concluido', 'ana', curitiba('2026-11-17T11:00'))
    expect(await statusChangesByLead(store)).toEqual(
      new Map([
        [
          'a',
          [
            {to: 'em_contato', at: curitiba('2026-11-16T11:00')},
            {to: 'concluido', at: curitiba('2026-11-17T11:00')},
          ],
        ],
      ]),
    )
  })
})
