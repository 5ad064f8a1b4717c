import {randomUUID} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it, onTestFinished} from 'vitest'
import {addressKey, createLead} from '~/leads/lead-records.server'
import {startOutbox, type Outbox} from '~/leads/outbox-worker.server'
import {messageId, OUTBOX, OUTBOX_LEASES, type OutboxMessage} from '~/leads/outbox.server'
import type {OutgoingMail} from '~/mail/mail'
import type {Company} from '~/mail/sender.server'
import {MailNotSent, type MailTransport} from '~/mail/transport.server'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {useFirestoreEmulator} from '../support/firestore-emulator'

// The outbox (app/leads/outbox.server.ts) on both stores, with a transport that records what
// it is given: every message sent once, a stale lease taken over, a failure retried with
// back-off, a deleted lead's mail dropped; and two workers racing on one SQLite file.
const COMPANY: Company = {siteName: 'EVA Agricultura Urbana', phone: '+55 41 99999-0000', email: 'contato@eva.example'}

function recordingTransport({failFirst = 0} = {}) {
  const sent: OutgoingMail[] = []
  let failures = failFirst
  const transport: MailTransport = {
    async send(mail) {
      if (failures-- > 0) throw new MailNotSent(Object.assign(new Error('down'), {code: 'ECONNECTION'}))
      // A send takes a moment, as SMTP does: workers racing overlap.
      await new Promise((resolve) => setTimeout(resolve, 30))
      sent.push(mail)
    },
    discard: () => {},
    describe: () => 'memória',
    close: () => {},
  }
  return {transport, sent}
}

function worker(store: DocumentStore, transport: MailTransport) {
  const outbox = startOutbox({
    store,
    transport,
    company: async () => COMPANY,
    teamAddresses: async () => ['equipe@eva.example'],
    from: (company) => ({name: company.siteName, address: company.email}),
    pollMs: 50,
    backoffMs: 20,
  })
  onTestFinished(() => outbox.stop())
  return outbox
}

/** Resolves after a pass that began after this call has ended (the one under way may have begun before). */
async function wholePass(outbox: Outbox) {
  await outbox.nextPass()
  await outbox.nextPass()
}

/** A reservation stored as the form stores it: with its messages, in one write. */
async function reserve(store: DocumentStore, n: number) {
  const id = `reserva${n}`
  const email = `pessoa${n}@exemplo.com`
  await createLead(store, {
    collection: 'reservas_evababy',
    id,
    data: {nome: `Pessoa ${n}`, email, telefone: '(41) 98888-1234', color: 'branca'},
    serverTimestamp: 'dataSolicitacao',
  })
  return id
}

const state = async (store: DocumentStore, id: string) => (await store.get(OUTBOX, id)) as unknown as OutboxMessage | null

type Setup = {open(): Promise<DocumentStore>; openTwice?(): Promise<[DocumentStore, DocumentStore]>}

function describeOutbox(name: string, setup: Setup) {
  describe(`the outbox on ${name}`, () => {
    it('sends each message of each lead once, and marks it sent', async () => {
      const store = await setup.open()
      const {transport, sent} = recordingTransport()
      const ids = [await reserve(store, 1), await reserve(store, 2)]
      worker(store, transport)
      await expect.poll(() => sent.length, {timeout: 10_000}).toBe(4)
      expect(sent.map(({id}) => id).sort()).toEqual(ids.flatMap((id) => [`${id}-confirmacao`, `${id}-equipe`]).sort())
      const team = sent.find(({id}) => id === messageId(ids[0]!, 'equipe'))!
      expect(team.to).toEqual([{address: 'equipe@eva.example'}])
      expect(team.subject).toBe('Nova reserva EVA Baby: Pessoa 1 (Branca)')
      await expect
        .poll(async () => (await state(store, messageId(ids[1]!, 'confirmacao')))?.estado, {timeout: 10_000})
        .toBe('enviado')
      await expect
        .poll(() => state(store, messageId(ids[0]!, 'equipe')), {timeout: 10_000})
        .toMatchObject({estado: 'enviado', tentativas: 1})
      // Each lease goes once its message is marked sent (just after): none is left behind.
      await expect.poll(() => store.list(OUTBOX_LEASES), {timeout: 10_000}).toEqual([])
    })

    it('retries a failed send with a growing wait, recording the error code, until it goes', async () => {
      const store = await setup.open()
      const {transport, sent} = recordingTransport({failFirst: 3})
      const id = await reserve(store, 3)
      worker(store, transport)
      await expect.poll(() => sent.length, {timeout: 10_000}).toBe(2)
      // Marked sent just after the transport took each one.
      const states = () => Promise.all([state(store, messageId(id, 'equipe')), state(store, messageId(id, 'confirmacao'))])
      await expect
        .poll(async () => (await states()).map((message) => message?.estado), {timeout: 10_000})
        .toEqual(['enviado', 'enviado'])
      const messages = await states()
      expect(messages.reduce((total, message) => total + (message?.tentativas ?? 0), 0)).toBe(5)
      expect(messages.some((message) => message?.ultimoErro === 'ECONNECTION')).toBe(true)
    })

    it('takes over a lease whose holder died, and leaves a live one alone', async () => {
      const store = await setup.open()
      const [stale, live] = [await reserve(store, 4), await reserve(store, 5)]
      await store.create(OUTBOX_LEASES, messageId(stale, 'equipe'), {ficha: 'morto', expira: Date.now() - 1000})
      await store.create(OUTBOX_LEASES, messageId(live, 'equipe'), {ficha: 'vivo', expira: Date.now() + 60_000})
      const {transport, sent} = recordingTransport()
      const outbox = worker(store, transport)
      await expect.poll(() => sent.map(({id}) => id), {timeout: 10_000}).toContain(messageId(stale, 'equipe'))
      await expect.poll(() => sent.length, {timeout: 10_000}).toBe(3)
      await wholePass(outbox)
      expect(sent.map(({id}) => id)).not.toContain(messageId(live, 'equipe'))
      expect(await state(store, messageId(live, 'equipe'))).toMatchObject({estado: 'pendente', tentativas: 0})
    })

    it("drops a deleted lead's mail instead of sending it", async () => {
      const store = await setup.open()
      const id = await reserve(store, 6)
      await store.delete('reservas_evababy', id)
      const {transport, sent} = recordingTransport()
      worker(store, transport)
      await expect.poll(async () => (await store.list(OUTBOX)).length, {timeout: 10_000}).toBe(0)
      expect(sent).toEqual([])
    })

    it('counts one mailbox however its address is spelled', () => {
      expect(addressKey('Ana.Souza+site@Gmail.com')).toBe(addressKey('anasouza@googlemail.com'))
      expect(addressKey('ana+x@exemplo.com')).toBe(addressKey('ANA@exemplo.com'))
      expect(addressKey('ana.souza@exemplo.com')).not.toBe(addressKey('anasouza@exemplo.com'))
    })

    /** The confirmations written so far for these leads. */
    const confirmations = async (store: DocumentStore, ids: string[]) =>
      (await store.list(OUTBOX)).filter(({data}) => data.finalidade === 'confirmacao' && ids.includes(String(data.pedido)))

    it('caps the confirmations to one address at three in 24 hours', async () => {
      const store = await setup.open()
      const email = 'mesma@exemplo.com'
      const lead = (id: string) => ({collection: 'reservas_evababy' as const, id, data: {nome: 'X', email}})
      for (let n = 0; n < 5; n++) expect(await createLead(store, lead(`r${n}`))).toBe('created')
      expect((await confirmations(store, ['r0', 'r1', 'r2', 'r3', 'r4'])).map(({data}) => data.pedido)).toEqual([
        'r0',
        'r1',
        'r2',
      ])
      // Every lead has its team mail; a doubled one writes nothing and takes no slot.
      for (let n = 0; n < 5; n++) expect(await store.get(OUTBOX, messageId(`r${n}`, 'equipe'))).not.toBeNull()
      expect(await createLead(store, lead('r0'))).toBe('exists')
      // A day later, one may go again.
      expect(await createLead(store, lead('r9'), Date.now() + 24 * 60 * 60 * 1000 + 1000)).toBe('created')
      expect(await confirmations(store, ['r9'])).toHaveLength(1)
    })

    it('twenty posts at once to one mailbox write three confirmations and twenty leads', async () => {
      const store = await setup.open()
      const ids = Array.from({length: 20}, (_, n) => `bomba${n}`)
      const outcomes = await Promise.all(
        ids.map((id, n) =>
          createLead(store, {collection: 'reservas_evababy', id, data: {nome: 'Bomba', email: `bomba+${n}@exemplo.com`}}),
        ),
      )
      expect(outcomes).toEqual(ids.map(() => 'created'))
      expect(await confirmations(store, ids)).toHaveLength(3)
      expect((await store.list('reservas_evababy')).filter(({id}) => ids.includes(id))).toHaveLength(20)
    })

    if (setup.openTwice) {
      it('two workers on one store send each message once', async () => {
        const [one, two] = await setup.openTwice!()
        const ids = []
        for (let n = 0; n < 15; n++) ids.push(await reserve(one, 100 + n))
        const {transport, sent} = recordingTransport()
        const workers = [worker(one, transport), worker(two, transport)]
        await expect.poll(() => sent.length, {timeout: 20_000}).toBe(30)
        // Each has looked again since: what it found pending then, it would have sent.
        await Promise.all(workers.map(wholePass))
        expect(sent).toHaveLength(30)
        expect(new Set(sent.map(({id}) => id)).size).toBe(30)
      })
    }
  })
}

let folder: string
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'eva-outbox-'))
})
afterAll(() => rmSync(folder, {recursive: true, force: true}))

const sqliteAt = (file: string) => {
  const store = createSqliteStore(file)
  onTestFinished(() => store.close())
  return store
}

describeOutbox('SQLite', {
  open: async () => sqliteAt(join(folder, `${randomUUID()}.sqlite`)),
  // Two stores on one file: two instances of the site, each with its own connections.
  async openTwice() {
    const file = join(folder, `${randomUUID()}.sqlite`)
    return [sqliteAt(file), sqliteAt(file)]
  },
})

const emulator = useFirestoreEmulator()

// Each test its own project: the emulator keeps one database per project id.
const firestoreFor = (projectId: string) => {
  const store = createFirestoreStore({projectId, emulatorHost: emulator.host})
  onTestFinished(() => store.close())
  return store
}

describeOutbox('Firestore (emulator)', {
  open: async () => firestoreFor(`demo-outbox-${randomUUID().slice(0, 8)}`),
  async openTwice() {
    const projectId = `demo-outbox-${randomUUID().slice(0, 8)}`
    return [firestoreFor(projectId), firestoreFor(projectId)]
  },
})
