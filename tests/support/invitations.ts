// The invitation functions against one backend holding the demo environments and accounts,
// the same tests on each (tests/in-process/invitations.test.ts: SQLite;
// tests/integration/invitations.test.ts: the Auth and Firestore emulators).
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {DEMO_AMBIENTE_ID} from '~/invitations/demo-data'
import {AMBIENTES_COLLECTION, AmbienteNotFoundError, type createInvitations} from '~/invitations/invitations.server'
import type {DocumentStore} from '~/store/store'

export type Backend = {store: DocumentStore; invitations: ReturnType<typeof createInvitations>}

/** Describes the invitation functions on `name`, the backend `open` gives (opened once, closed after). */
export function describeInvitations(name: string, open: () => Promise<Backend>) {
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
