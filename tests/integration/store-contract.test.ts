import {randomUUID} from 'node:crypto'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {StoreUnavailableError, type DocumentData, type DocumentStore, type NewDocument} from '~/store/store'
import {useFirestoreEmulator} from '../support/firestore-emulator'
import {findFreePort} from '../support/ports.mjs'

type ContractSetup = {
  /** A working store, opened before the suite and closed after it. */
  open(): Promise<DocumentStore>
  /** A store whose backend cannot be reached, and how long it may take to say so. */
  openUnreachable(): Promise<{store: DocumentStore; timeoutMs: number}>
  /** false where a failed batch may leave some of its writes (the Firestore emulator). */
  atomicBatches?: boolean
}

const visit: DocumentData = {
  nome: 'Ana Beatriz Souza',
  email: 'ana.souza@exemplo.com.br',
  telefone: '(41) 99876-5432',
  metros: 3.5,
  andares: 2,
  aceitaContato: true,
  observacao: null,
  interesses: ['horta', 'jardim vertical'],
  endereco: {rua: 'Rua XV de Novembro', numero: 700, pontos: [{lat: -25.43, lng: -49.27}]},
  visitaEm: new Date('2025-03-14T13:30:00.250Z'),
}

// A fresh collection per test, so tests never see each other's documents.
const newCollection = () => `contract_${randomUUID().slice(0, 8)}`

/** What every DocumentStore must do, whichever backend is behind it. */
function describeStoreContract(name: string, setup: ContractSetup) {
  describe(`${name} store contract`, () => {
    let store: DocumentStore

    beforeAll(async () => {
      store = await setup.open()
    })
    afterAll(() => store?.close())

    it('gives back exactly what was written, plus the server time as a Date', async () => {
      const collection = newCollection()
      const before = Date.now()
      expect(await store.create(collection, 'pedido-1', visit, {serverTimestamp: 'dataSolicitacao'})).toBe('created')
      const after = Date.now()

      const stored = await store.get(collection, 'pedido-1')
      const {dataSolicitacao, ...fields} = stored ?? {}
      expect(fields).toStrictEqual(visit)
      expect(dataSolicitacao).toBeInstanceOf(Date)
      expect((dataSolicitacao as Date).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect((dataSolicitacao as Date).getTime()).toBeLessThanOrEqual(after + 1000)
    })

    it('adds no timestamp unless asked to', async () => {
      const collection = newCollection()
      await store.create(collection, 'sem-data', {nome: 'Carlos'})
      expect(await store.get(collection, 'sem-data')).toStrictEqual({nome: 'Carlos'})
    })

    it('lists a collection oldest first, and nothing from other collections', async () => {
      const reservations = newCollection()
      const visits = newCollection()
      // Ids out of alphabetical order, so only creation order can explain the answer.
      for (const [index, id] of ['zeta', 'alfa', 'mike', 'bravo'].entries()) {
        await store.create(reservations, id, {nome: `Pessoa ${index}`}, {serverTimestamp: 'dataSolicitacao'})
      }
      await store.create(visits, 'alfa', {nome: 'Outra coleção'})

      const listed = await store.list(reservations)
      expect(listed.map((document) => document.id)).toEqual(['zeta', 'alfa', 'mike', 'bravo'])
      expect(listed.map((document) => document.data.nome)).toEqual(['Pessoa 0', 'Pessoa 1', 'Pessoa 2', 'Pessoa 3'])
      const times = listed.map((document) => (document.data.dataSolicitacao as Date).getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))

      expect(await store.list(visits)).toStrictEqual([{id: 'alfa', data: {nome: 'Outra coleção'}}])
      expect(await store.list(newCollection())).toEqual([])
    })

    it('stores a repeated id once and keeps the first data', async () => {
      const collection = newCollection()
      expect(await store.create(collection, 'duplo', {nome: 'Primeiro'}, {serverTimestamp: 'dataSolicitacao'})).toBe('created')
      const first = await store.get(collection, 'duplo')
      expect(await store.create(collection, 'duplo', {nome: 'Segundo', extra: 'x'}, {serverTimestamp: 'dataSolicitacao'})).toBe(
        'exists',
      )

      expect(await store.get(collection, 'duplo')).toStrictEqual(first)
      expect(await store.list(collection)).toHaveLength(1)
    })

    it('stores one document when the same id is created concurrently', async () => {
      const collection = newCollection()
      const attempts = Array.from({length: 8}, (_, attempt) => ({nome: `Tentativa ${attempt}`}))
      const answers = await Promise.all(
        attempts.map((data) => store.create(collection, 'corrida', data, {serverTimestamp: 'dataSolicitacao'})),
      )

      expect(answers.filter((answer) => answer === 'created')).toHaveLength(1)
      expect(answers.filter((answer) => answer === 'exists')).toHaveLength(attempts.length - 1)
      const winner = attempts[answers.indexOf('created')]
      const listed = await store.list(collection)
      expect(listed).toHaveLength(1)
      expect(listed[0]).toMatchObject({id: 'corrida', data: winner})
    })

    it('keeps unicode and long strings intact', async () => {
      const collection = newCollection()
      const text = "Ação São João — Çaçapava, “aspas”, 'apóstrofo', ; , \t tab\r\nlinha 2 \\ barra 🌱🍅 日本語 עברית e\u0301"
      const long = 'Horta urbana 🌱 em Curitiba. '.repeat(10_000)
      const data = {[`campo ${text.slice(0, 12)}`]: text, demanda: long}
      expect(await store.create(collection, 'ação-🌱', data)).toBe('created')

      expect(await store.get(collection, 'ação-🌱')).toStrictEqual(data)
      expect((await store.list(collection))[0]?.id).toBe('ação-🌱')
    })

    it('answers null for a document that is not there', async () => {
      const collection = newCollection()
      expect(await store.get(collection, 'nada')).toBeNull()
      await store.create(collection, 'algo', {nome: 'Algo'})
      expect(await store.get(collection, 'nada')).toBeNull()
    })

    it('finds a document by a field value, the first created when several match', async () => {
      const collection = newCollection()
      await store.create(collection, 'u1', {nome: 'Ana', email: 'ana@exemplo.com'})
      await store.create(collection, 'u2', {nome: 'Bia', email: 'bia@exemplo.com'})
      await store.create(collection, 'u3', {nome: 'Bia 2', email: 'bia@exemplo.com'})
      expect(await store.findByField(collection, 'email', 'bia@exemplo.com')).toStrictEqual({
        id: 'u2',
        data: {nome: 'Bia', email: 'bia@exemplo.com'},
      })
      expect(await store.findByField(collection, 'email', 'BIA@exemplo.com')).toBeNull()
      expect(await store.findByField(newCollection(), 'email', 'ana@exemplo.com')).toBeNull()
    })

    it('adds to a list once, leaves the rest of the document alone, and says when there is no document', async () => {
      const collection = newCollection()
      await store.create(collection, 'amb', {nomeAmbiente: 'Horta', membros: ['u1']})
      expect(await store.addToList(collection, 'amb', 'membros', 'u2')).toBe('added')
      expect(await store.addToList(collection, 'amb', 'membros', 'u2')).toBe('present')
      expect(await store.addToList(collection, 'amb', 'membros', 'u1')).toBe('present')
      expect(await store.get(collection, 'amb')).toStrictEqual({nomeAmbiente: 'Horta', membros: ['u1', 'u2']})

      // A document without the list gets one.
      await store.create(collection, 'vazio', {nomeAmbiente: 'Sem membros'})
      expect(await store.addToList(collection, 'vazio', 'membros', 'u9')).toBe('added')
      expect(await store.get(collection, 'vazio')).toStrictEqual({nomeAmbiente: 'Sem membros', membros: ['u9']})

      expect(await store.addToList(collection, 'nao-existe', 'membros', 'u1')).toBe('missing')
      expect(await store.get(collection, 'nao-existe')).toBeNull()
    })

    it('writes documents together with a new one, and none of them when it exists', async () => {
      const [submissions, outbox] = [newCollection(), newCollection()]
      const messages = (suffix: string): NewDocument[] => [
        {
          collection: outbox,
          id: `p1-equipe${suffix}`,
          data: {finalidade: 'equipe', pedido: 'p1', criadoEm: new Date(1_700_000_000_000)},
        },
        {collection: outbox, id: `p1-confirmacao${suffix}`, data: {finalidade: 'confirmacao', pedido: 'p1'}},
      ]
      expect(
        await store.create(submissions, 'p1', {nome: 'Ana'}, {serverTimestamp: 'dataSolicitacao', together: messages('')}),
      ).toBe('created')
      expect(await store.get(outbox, 'p1-equipe')).toStrictEqual(messages('')[0]!.data)
      expect(await store.get(outbox, 'p1-confirmacao')).toStrictEqual(messages('')[1]!.data)
      expect((await store.get(submissions, 'p1'))?.dataSolicitacao).toBeInstanceOf(Date)

      // The same submission again (a doubled post): nothing of it is written.
      expect(await store.create(submissions, 'p1', {nome: 'Outra'}, {together: messages('-2')})).toBe('exists')
      expect(await store.get(outbox, 'p1-equipe-2')).toBeNull()
      expect(await store.get(submissions, 'p1')).toMatchObject({nome: 'Ana'})
      expect((await store.list(outbox)).map(({id}) => id).sort()).toEqual(['p1-confirmacao', 'p1-equipe'])

      // A new document whose companion is in the way: nothing is written, and it is not 'exists'.
      // Firestore's batches are atomic; its npm emulator applies the writes before the one that
      // fails (seen here), so this part runs where the backend keeps the promise.
      if (setup.atomicBatches !== false) {
        await expect(store.create(submissions, 'p2', {nome: 'Bia'}, {together: [messages('')[0]!]})).rejects.toThrow()
        expect(await store.get(submissions, 'p2')).toBeNull()
      }
    })

    it('writes a claim with a new document: none of them when the claim is taken, nor when the document exists', async () => {
      const [submissions, slots] = [newCollection(), newCollection()]
      const slot = (id: string): NewDocument => ({collection: slots, id, data: {ficha: id}})
      const companion = (id: string): NewDocument => ({collection: submissions, id: `${id}-equipe`, data: {pedido: id}})
      expect(await store.create(submissions, 'p1', {nome: 'Ana'}, {claim: slot('s1'), together: [companion('p1')]})).toBe(
        'created',
      )
      expect(await store.get(slots, 's1')).toStrictEqual({ficha: 's1'})
      // The slot is taken: the second lead is not written, nor its companion.
      expect(await store.create(submissions, 'p2', {nome: 'Bia'}, {claim: slot('s1'), together: [companion('p2')]})).toBe(
        'claimed',
      )
      expect(await store.get(submissions, 'p2')).toBeNull()
      expect(await store.get(submissions, 'p2-equipe')).toBeNull()
      // A doubled one: 'exists', and the new slot is not taken.
      expect(await store.create(submissions, 'p1', {nome: 'Ana'}, {claim: slot('s2')})).toBe('exists')
      expect(await store.get(slots, 's2')).toBeNull()
    })

    it('erases what was deleted from its files when nothing reads', async () => {
      const collection = newCollection()
      await store.create(collection, 'apagar', {nome: 'Ana'})
      await store.delete(collection, 'apagar')
      expect(await store.eraseDeleted()).toBe('done')
    })

    it('finds every document with a field value, oldest first', async () => {
      const collection = newCollection()
      for (const [id, estado] of [
        ['m1', 'pendente'],
        ['m2', 'enviado'],
        ['m3', 'pendente'],
      ] as const) {
        await store.create(collection, id, {estado})
      }
      expect((await store.findAllByField(collection, 'estado', 'pendente')).map(({id}) => id)).toEqual(['m1', 'm3'])
      expect(await store.findAllByField(collection, 'estado', 'falhou')).toEqual([])
    })

    it('updates some fields of a document and leaves the rest, and says when there is none', async () => {
      const collection = newCollection()
      await store.create(collection, 'm1', {estado: 'pendente', tentativas: 0, destino: 'equipe'}, {serverTimestamp: 'criadoEm'})
      const sentAt = new Date('2026-11-25T12:00:00.000Z')
      expect(await store.update(collection, 'm1', {estado: 'enviado', tentativas: 1, enviadoEm: sentAt})).toBe('updated')
      const {criadoEm, ...fields} = (await store.get(collection, 'm1')) ?? {}
      expect(fields).toStrictEqual({estado: 'enviado', tentativas: 1, destino: 'equipe', enviadoEm: sentAt})
      expect(criadoEm).toBeInstanceOf(Date)
      expect(await store.update(collection, 'nao-existe', {estado: 'enviado'})).toBe('missing')
      expect(await store.get(collection, 'nao-existe')).toBeNull()
    })

    it('deletes a document, or only while a field still holds a value', async () => {
      const collection = newCollection()
      await store.create(collection, 'a', {dono: 'x'})
      expect(await store.delete(collection, 'a')).toBe('deleted')
      expect(await store.get(collection, 'a')).toBeNull()
      expect(await store.delete(collection, 'a')).toBe('missing')

      await store.create(collection, 'trava', {ficha: 'f1'})
      expect(await store.delete(collection, 'trava', {ifField: {field: 'ficha', value: 'outra'}})).toBe('changed')
      expect(await store.get(collection, 'trava')).toStrictEqual({ficha: 'f1'})
      expect(await store.delete(collection, 'trava', {ifField: {field: 'ficha', value: 'f1'}})).toBe('deleted')
      expect(await store.delete(collection, 'trava', {ifField: {field: 'ficha', value: 'f1'}})).toBe('missing')
      // Taken over in between (deleted and created anew): the old value no longer deletes it.
      await store.create(collection, 'trava', {ficha: 'f2'})
      expect(await store.delete(collection, 'trava', {ifField: {field: 'ficha', value: 'f1'}})).toBe('changed')
    })

    it('fails with StoreUnavailableError, in bounded time, when the backend cannot be reached', async () => {
      const {store: unreachable, timeoutMs} = await setup.openUnreachable()
      try {
        const started = Date.now()
        const outcomes = await Promise.allSettled([
          unreachable.create('agendamentos', 'x', {nome: 'Dado Sigiloso'}, {serverTimestamp: 'dataSolicitacao'}),
          unreachable.get('agendamentos', 'x'),
          unreachable.list('agendamentos'),
        ])
        // Bounded by the store's own timeout (with room for a busy machine), not left hanging.
        expect(Date.now() - started).toBeLessThan(timeoutMs * 3 + 5000)
        for (const outcome of outcomes) {
          expect(outcome.status).toBe('rejected')
          const {reason} = outcome as PromiseRejectedResult
          expect(reason).toBeInstanceOf(StoreUnavailableError)
          expect(reason.message).not.toContain('Sigiloso')
        }
      } finally {
        await unreachable.close()
      }
    })

    it('refuses calls once closed', async () => {
      const closing = await setup.open()
      await closing.close()
      await expect(closing.get(newCollection(), 'x')).rejects.toBeInstanceOf(StoreUnavailableError)
    })
  })
}

let tempDir: string
beforeAll(() => {
  tempDir = mkdtempSync(join(tmpdir(), 'eva-store-'))
})
afterAll(() => rmSync(tempDir, {recursive: true, force: true}))

describeStoreContract('sqlite', {
  open: async () => createSqliteStore(join(tempDir, `${randomUUID()}.sqlite`)),
  // The parent "folder" is a device file: nothing can be created under it.
  openUnreachable: async () => ({store: createSqliteStore('/dev/null/eva/eva.sqlite'), timeoutMs: 0}),
})

describe('sqlite store file', () => {
  // Concurrent list updates: real Firestore isolates transactions (it retries one whose read
  // changed); the npm emulator does not (TOOLCHAIN.md), so this runs on SQLite only.
  it('adds concurrent different values to a list without losing any, and the same value once', async () => {
    const store = createSqliteStore(join(tempDir, `${randomUUID()}.sqlite`))
    const collection = newCollection()
    await store.create(collection, 'amb', {membros: []})
    const values = ['a', 'b', 'c', 'd', 'e']
    await Promise.all(values.map((value) => store.addToList(collection, 'amb', 'membros', value)))
    const outcomes = await Promise.all([1, 2, 3].map(() => store.addToList(collection, 'amb', 'membros', 'z')))
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(1)
    const members = (await store.get(collection, 'amb'))?.membros as string[]
    expect([...members].sort()).toEqual([...values, 'z'])
    await store.close()
  })

  it('two stores on one file (two instances) add to the same list at once without losing a value', async () => {
    // Each store has its own connections: only BEGIN IMMEDIATE keeps a read-then-write whole.
    const file = join(tempDir, `${randomUUID()}.sqlite`)
    const [one, two] = [createSqliteStore(file), createSqliteStore(file)]
    try {
      const collection = newCollection()
      await one.create(collection, 'amb', {membros: []})
      const values = Array.from({length: 40}, (_, n) => `u${n}`)
      const outcomes = await Promise.all(
        values.map((value, n) => (n % 2 ? one : two).addToList(collection, 'amb', 'membros', value)),
      )
      expect(outcomes.every((outcome) => outcome === 'added')).toBe(true)
      expect([...((await two.get(collection, 'amb'))?.membros as string[])].sort()).toEqual([...values].sort())
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('a list update that fails half-way is rolled back, and the next write goes through', async () => {
    const file = join(tempDir, `${randomUUID()}.sqlite`)
    const store = createSqliteStore(file)
    try {
      const collection = newCollection()
      await store.create(collection, 'bom', {membros: []})
      // A row the update cannot read (written by hand): it fails inside its transaction.
      const database = new DatabaseSync(file)
      database
        .prepare(`INSERT INTO documents (collection, id, data, created_at) VALUES (?, 'estragado', '{', 'agora')`)
        .run(collection)
      database.close()
      await expect(store.addToList(collection, 'estragado', 'membros', 'x')).rejects.toThrow(StoreUnavailableError)
      // No transaction was left open on the writer: the next writes go through.
      expect(await store.addToList(collection, 'bom', 'membros', 'y')).toBe('added')
      expect(await store.create(collection, 'novo', {nome: 'Ana'})).toBe('created')
    } finally {
      await store.close()
    }
  })

  it('is created on first use, with its folder, in WAL mode', async () => {
    const folder = join(tempDir, 'novo', 'data')
    const file = join(folder, 'eva.sqlite')
    const store = createSqliteStore(file)
    try {
      expect(existsSync(folder)).toBe(false)
      await store.create('agendamentos', 'primeiro', {nome: 'Ana'})
      expect(existsSync(file)).toBe(true)
    } finally {
      await store.close()
    }
    const database = new DatabaseSync(file, {readOnly: true})
    try {
      expect(database.prepare('PRAGMA journal_mode').get()).toEqual({journal_mode: 'wal'})
    } finally {
      database.close()
    }
  })
  it('a new file opened by three instances at the same moment: every call of each succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const file = join(tempDir, `juntos-${round}`, 'eva.sqlite')
      const stores = [createSqliteStore(file), createSqliteStore(file), createSqliteStore(file)]
      try {
        // Each store's reader and writer threads open the file at once, six connections in all.
        await Promise.all(
          stores.flatMap((store, n) => [store.create('agendamentos', `p${n}`, {nome: 'Ana'}), store.list('agendamentos')]),
        )
        expect((await stores[0]!.list('agendamentos')).map(({id}) => id).sort()).toEqual(['p0', 'p1', 'p2'])
      } finally {
        await Promise.all(stores.map((store) => store.close()))
      }
    }
  })
})

const emulator = useFirestoreEmulator()

describeStoreContract('firestore (emulator, real firebase-admin client)', {
  open: async () => createFirestoreStore({projectId: 'demo-eva', emulatorHost: emulator.host}),
  atomicBatches: false,
  async openUnreachable() {
    const timeoutMs = 1500
    const closedPort = await findFreePort()
    return {store: createFirestoreStore({projectId: 'demo-eva', emulatorHost: `127.0.0.1:${closedPort}`, timeoutMs}), timeoutMs}
  },
})
