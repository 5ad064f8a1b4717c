import {randomUUID} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {deleteApp, initializeApp} from 'firebase-admin/app'
import {getAuth} from 'firebase-admin/auth'
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest'
import {DEMO_AMBIENTE_ID, DEMO_AMBIENTES, DEMO_USERS} from '~/invitations/demo-data'
import {createFirebaseDirectory} from '~/invitations/firebase-directory.server'
import {AMBIENTES_COLLECTION, AmbienteNotFoundError, createInvitations, ensureDemoData} from '~/invitations/invitations.server'
import {createLocalDirectory} from '~/invitations/local-directory.server'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {startAuthEmulator, type AuthEmulator} from '../support/auth-emulator'
import {startFirestoreEmulator, type FirestoreEmulator} from '../support/firestore-emulator'

type Backend = {store: DocumentStore; invitations: ReturnType<typeof createInvitations>}

/** The invitation functions against one backend holding the demo environments and accounts. */
function describeInvitations(name: string, open: () => Promise<Backend>) {
  describe(`invitation functions on ${name}`, () => {
    let backend: Backend
    beforeAll(async () => {
      backend = await open()
    }, 90_000)
    afterAll(() => backend?.store.close())

    const members = async (ambienteId: string) => (await backend.store.get(AMBIENTES_COLLECTION, ambienteId))?.membros

    it('getAmbienteAndUserData gives the admin\u2019s name, the environment name, the admin uid and the id', async () => {
      expect(await backend.invitations.getAmbienteAndUserData({ambienteId: DEMO_AMBIENTE_ID})).toEqual({
        nome: 'Ana Lima',
        nomeAmbiente: 'Horta da Varanda',
        uid: 'usuario-ana',
        ambienteId: DEMO_AMBIENTE_ID,
      })
    })

    it('an unknown environment cannot be loaded', async () => {
      await expect(backend.invitations.getAmbienteAndUserData({ambienteId: 'nao-existe'})).rejects.toBeInstanceOf(
        AmbienteNotFoundError,
      )
    })

    it('adds a user found by e-mail (trimmed, any case) once; adding again is a success that stores nothing twice', async () => {
      expect(
        await backend.invitations.addUserToAmbiente({ambienteId: DEMO_AMBIENTE_ID, email: '  Bruno@MinhaEVA.example '}),
      ).toBe('success')
      expect(await members(DEMO_AMBIENTE_ID)).toEqual(['usuario-ana', 'usuario-bruno'])
      expect(await backend.invitations.addUserToAmbiente({ambienteId: DEMO_AMBIENTE_ID, email: 'bruno@minhaeva.example'})).toBe(
        'success',
      )
      expect(await members(DEMO_AMBIENTE_ID)).toEqual(['usuario-ana', 'usuario-bruno'])
    })

    it('an e-mail without an account is not_found and changes nothing', async () => {
      expect(await backend.invitations.addUserToAmbiente({ambienteId: DEMO_AMBIENTE_ID, email: 'ninguem@exemplo.com'})).toBe(
        'not_found',
      )
      expect(await members(DEMO_AMBIENTE_ID)).toEqual(['usuario-ana', 'usuario-bruno'])
    })

    it('an unknown environment is not_found, even for a known user', async () => {
      expect(await backend.invitations.addUserToAmbiente({ambienteId: 'nao-existe', email: 'carla@minhaeva.example'})).toBe(
        'not_found',
      )
      expect(await backend.store.get(AMBIENTES_COLLECTION, 'nao-existe')).toBeNull()
    })
  })
}

const scratch = mkdtempSync(join(tmpdir(), 'eva-invitations-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

describeInvitations('the local store (SQLite, with the demo data)', async () => {
  const store = createSqliteStore(join(scratch, `${randomUUID()}.sqlite`))
  await ensureDemoData(store)
  await ensureDemoData(store) // twice: the demo data is created once and then left alone
  return {store, invitations: createInvitations({store, directory: createLocalDirectory(store)})}
})

describe('the local store when the database is down', () => {
  it('answers unexpected, never throws', async () => {
    const store = createSqliteStore('/dev/null/eva/eva.sqlite')
    const invitations = createInvitations({store, directory: createLocalDirectory(store)})
    // The failure is logged as an error (expected here), without the e-mail.
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect(await invitations.addUserToAmbiente({ambienteId: DEMO_AMBIENTE_ID, email: 'ana@minhaeva.example'})).toBe('unexpected')
    const errors = logged.mock.calls.map((call) => String(call[0]))
    expect(errors.join('\n')).toContain('invitation.add_failed')
    expect(errors.join('\n')).not.toContain('ana@minhaeva.example')
  })
})

// Firebase: accounts in the Auth emulator (firebase-tools), environments in the Firestore
// emulator; the real firebase-admin clients talk to both.
let authEmulator: AuthEmulator
let firestoreEmulator: FirestoreEmulator
const firestoreHostBefore = process.env.FIRESTORE_EMULATOR_HOST
beforeAll(async () => {
  delete process.env.FIRESTORE_EMULATOR_HOST
  ;[authEmulator, firestoreEmulator] = await Promise.all([startAuthEmulator('demo-eva'), startFirestoreEmulator()])
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host
}, 90_000)
afterAll(async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (firestoreHostBefore !== undefined) process.env.FIRESTORE_EMULATOR_HOST = firestoreHostBefore
  await Promise.all([authEmulator?.stop(), firestoreEmulator?.stop()])
}, 30_000)

describeInvitations('Firebase (Auth and Firestore emulators)', async () => {
  const admin = initializeApp({projectId: 'demo-eva'}, `seed-${randomUUID()}`)
  for (const {uid, nome, email} of DEMO_USERS) await getAuth(admin).createUser({uid, email, displayName: nome})
  await deleteApp(admin)
  const store = createFirestoreStore({projectId: 'demo-eva', emulatorHost: firestoreEmulator.host})
  for (const {id, nomeAmbiente, adminUid, membros} of DEMO_AMBIENTES) {
    await store.create(AMBIENTES_COLLECTION, id, {nomeAmbiente, adminUid, membros: [...membros]})
  }
  return {
    store,
    invitations: createInvitations({store, directory: createFirebaseDirectory({projectId: 'demo-eva', emulated: true})}),
  }
})
