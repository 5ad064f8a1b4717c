import {createHash, randomUUID} from 'node:crypto'
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it, onTestFinished} from 'vitest'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {
  addNote,
  createLead,
  deleteOnRequest,
  eventsOf,
  getLead,
  LEAD_DELETIONS,
  LEAD_EVENTS,
  listLeads,
  mailsOf,
  setStatus,
  statusChangesByLead,
} from '~/leads/lead-records.server'
import {originOf, storedOrigin} from '~/leads/origin'
import {OUTBOX} from '~/leads/outbox.server'
import {CAPS, takeSlot} from '~/store/caps.server'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {useFirestoreEmulator} from '../support/firestore-emulator'

// What the team does to a lead (app/leads/lead-records.server.ts), the same on both stores:
// statuses with their history, notes, the state of its mails, and deletion on request.
const folder = mkdtempSync(join(tmpdir(), 'eva-records-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

async function booking(store: DocumentStore, id: string, nome: string, receivedAt: Date) {
  await createLead(store, {
    collection: 'agendamentos',
    id,
    data: {nome, email: `${id}@exemplo.com`, cidade: 'curitiba', dataSolicitacao: receivedAt},
  })
}

function describeRecords(name: string, open: () => Promise<DocumentStore>) {
  describe(`lead records on ${name}`, () => {
    it('lists every lead of both kinds, newest first, new until a status is set', async () => {
      const store = await open()
      await booking(store, 'antes', 'Primeira', new Date('2026-11-01T12:00:00Z'))
      await store.create('reservas_evababy', 'depois', {
        nome: 'Segunda',
        color: 'branca',
        dataSolicitacao: new Date('2026-11-20T12:00:00Z'),
      })
      const leads = await listLeads(store)
      expect(leads.map(({id, kind, status}) => [id, kind, status])).toEqual([
        ['depois', 'reserva', 'novo'],
        ['antes', 'agendamento', 'novo'],
      ])
    })

    it('keeps a lead’s origin as the form stored it, and its status changes in order for the report', async () => {
      const store = await open()
      const origem = originOf(
        {address: '/eva-baby?utm_source=instagram&utm_campaign=X&gclid=abc', referrer: 'https://l.instagram.com/'},
        ['eva.example'],
        PUBLIC_PAGES,
      )
      await createLead(store, {collection: 'agendamentos', id: 'origem', data: {nome: 'Ana', email: 'a@exemplo.com', origem}})
      const lead = (await getLead(store, 'agendamentos', 'origem'))!
      expect(storedOrigin(lead.data.origem)).toEqual({
        fonte: 'instagram',
        meio: 'social',
        campanha: 'X',
        gclid: true,
        site: 'l.instagram.com',
        pagina: '/eva-baby',
      })
      await setStatus(store, lead, 'visita_agendada', 'ana@eva.example', new Date('2026-11-25T13:00:00Z'))
      const moved = (await getLead(store, 'agendamentos', 'origem'))!
      await setStatus(store, moved, 'concluido', 'ana@eva.example', new Date('2026-11-26T13:00:00Z'))
      expect((await statusChangesByLead(store)).get('origem')?.map(({to}) => to)).toEqual(['visita_agendada', 'concluido'])
    })

    it('keeps each status change with who made it and when, and notes as written', async () => {
      const store = await open()
      await booking(store, 'p1', 'Ana', new Date())
      const lead = (await getLead(store, 'agendamentos', 'p1'))!
      const at = new Date('2026-11-25T13:00:00.000Z')
      expect(await setStatus(store, lead, 'em_contato', 'ana@eva.example', at)).toBe('changed')
      const inContact = (await getLead(store, 'agendamentos', 'p1'))!
      expect(await setStatus(store, inContact, 'em_contato', 'ana@eva.example')).toBe('unchanged')
      expect(await setStatus(store, inContact, 'concluido', 'bruno@eva.example', new Date(at.getTime() + 60_000))).toBe('changed')
      expect(
        await addNote(store, inContact, 'Ligar à tarde.\n<b>não</b> é HTML', 'ana@eva.example', new Date(at.getTime() + 30_000)),
      ).toBe('added')

      expect((await getLead(store, 'agendamentos', 'p1'))!.status).toBe('concluido')
      // The last change was the note, written last.
      expect((await getLead(store, 'agendamentos', 'p1'))!.data.atualizadoEm).toEqual(new Date(at.getTime() + 30_000))
      expect(await eventsOf(store, 'p1')).toEqual([
        {type: 'situacao', from: 'novo', to: 'em_contato', by: 'ana@eva.example', at},
        {type: 'nota', text: 'Ligar à tarde.\n<b>não</b> é HTML', by: 'ana@eva.example', at: new Date(at.getTime() + 30_000)},
        {type: 'situacao', from: 'em_contato', to: 'concluido', by: 'bruno@eva.example', at: new Date(at.getTime() + 60_000)},
      ])
      expect((await mailsOf(store, 'p1')).equipe).toMatchObject({estado: 'pendente', finalidade: 'equipe'})
    })

    it('deletes a lead on request with its notes, history, mails and their copies; what stays says only that it happened', async () => {
      const store = await open()
      const mailFolder = mkdtempSync(join(folder, 'mail-'))
      await booking(store, 'p2', 'Pede Exclusao', new Date())
      await booking(store, 'p3', 'Fica', new Date())
      const lead = (await getLead(store, 'agendamentos', 'p2'))!
      await setStatus(store, lead, 'em_contato', 'ana@eva.example')
      await addNote(store, lead, 'Pediu para apagar.', 'ana@eva.example')
      mkdirSync(mailFolder, {recursive: true})
      for (const file of ['p2-equipe.eml', 'p2-confirmacao.eml', 'p3-equipe.eml']) writeFileSync(join(mailFolder, file), 'x')

      expect((await store.list(CAPS)).filter(({data}) => data.dono === 'p2')).toHaveLength(1)
      await deleteOnRequest(store, lead, 'ana@eva.example', mailFolder, new Date('2026-11-25T14:00:00Z'))
      expect(await getLead(store, 'agendamentos', 'p2')).toBeNull()
      expect(await store.findAllByField(LEAD_EVENTS, 'pedido', 'p2')).toEqual([])
      expect(await store.get(OUTBOX, 'p2-equipe')).toBeNull()
      expect(await store.get(OUTBOX, 'p2-confirmacao')).toBeNull()
      expect(existsSync(join(mailFolder, 'p2-equipe.eml'))).toBe(false)
      expect(existsSync(join(mailFolder, 'p2-confirmacao.eml'))).toBe(false)
      // The other lead, untouched.
      expect(await getLead(store, 'agendamentos', 'p3')).not.toBeNull()
      expect(existsSync(join(mailFolder, 'p3-equipe.eml'))).toBe(true)
      expect((await store.list(LEAD_DELETIONS)).map(({data}) => data)).toEqual([
        {
          tipo: 'agendamento',
          autor: 'ana@eva.example',
          em: new Date('2026-11-25T14:00:00Z'),
          colecao: 'agendamentos',
          pedido: 'p2',
        },
      ])
      // Its confirmation's slot of the mailbox's cap is free again: nothing of it is left.
      expect((await store.list(CAPS)).filter(({data}) => data.dono === 'p2')).toEqual([])
    })

    it('a deletion that fails midway has left its record first: a restore deletes the lead again', async () => {
      const store = await open()
      await booking(store, 'p9', 'Falha Ao Apagar', new Date())
      const lead = (await getLead(store, 'agendamentos', 'p9'))!
      // The store fails on the first delete, as a full disk or a lost connection would.
      const failing: DocumentStore = {
        ...store,
        delete: () => Promise.reject(new Error('o disco encheu')),
      }
      await expect(deleteOnRequest(failing, lead, 'ana@eva.example', folder)).rejects.toThrow('o disco encheu')
      expect((await store.list(LEAD_DELETIONS)).filter(({data}) => data.pedido === 'p9')).toHaveLength(1)
      // Tried again, it deletes the lead, and the record stays one.
      await deleteOnRequest(store, lead, 'ana@eva.example', folder)
      expect(await getLead(store, 'agendamentos', 'p9')).toBeNull()
      expect((await store.list(LEAD_DELETIONS)).filter(({data}) => data.pedido === 'p9')).toHaveLength(1)
    })

    it('a cap reads only its own slots, by id: no scan of the others, and no plain hash of the key', async () => {
      const store = await open()
      const calls: string[] = []
      const watched: DocumentStore = {
        ...store,
        get: (collection, id) => (calls.push(`get ${collection}`), store.get(collection, id)),
        findAllByField: (collection, field, value) => (
          calls.push(`scan ${collection}`),
          store.findAllByField(collection, field, value)
        ),
        list: (collection) => (calls.push(`scan ${collection}`), store.list(collection)),
      }
      const cap = {name: 'teste', max: 3, windowMs: 60_000}
      for (let use = 0; use < 4; use++) await takeSlot(watched, cap, 'ana@exemplo.com')
      expect(calls.filter((call) => call.startsWith('scan'))).toEqual([])
      expect(calls).toEqual(Array<string>(12).fill(`get ${CAPS}`))
      const plain = createHash('sha256').update('teste\nana@exemplo.com').digest('hex').slice(0, 40)
      const ids = (await store.list(CAPS)).map(({id}) => id).filter((id) => id.startsWith('teste-'))
      expect(ids).toHaveLength(3)
      for (const id of ids) expect(id).not.toContain(plain)
    })

    it('a status or a note on a lead deleted meanwhile changes nothing', async () => {
      const store = await open()
      await booking(store, 'p4', 'Some', new Date())
      const lead = (await getLead(store, 'agendamentos', 'p4'))!
      await store.delete('agendamentos', 'p4')
      expect(await setStatus(store, lead, 'concluido', 'ana@eva.example')).toBe('missing')
      expect(await addNote(store, lead, 'tarde demais', 'ana@eva.example')).toBe('missing')
      expect(await store.findAllByField(LEAD_EVENTS, 'pedido', 'p4')).toEqual([])
    })
  })
}

describeRecords('SQLite', async () => {
  const store = createSqliteStore(join(folder, `${randomUUID()}.sqlite`))
  onTestFinished(() => store.close())
  return store
})

const emulator = useFirestoreEmulator()

describeRecords('Firestore (emulator)', async () => {
  const store = createFirestoreStore({projectId: `demo-records-${randomUUID().slice(0, 8)}`, emulatorHost: emulator.host})
  onTestFinished(() => store.close())
  return store
})
