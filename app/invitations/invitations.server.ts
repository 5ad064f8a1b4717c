import {env} from '~/env.server'
import {StorePermissionError, type DocumentStore} from '~/store/store'
import {getStore} from '~/store/store.server'
import {errorFields, logEvent} from '~/utils/log.server'
import {DEMO_AMBIENTES, DEMO_USERS} from './demo-data'
import {DirectoryError, type UserDirectory} from './directory'
import {createFirebaseDirectory} from './firebase-directory.server'
import {createLocalDirectory, USERS_COLLECTION} from './local-directory.server'

/** `ambientes/{ambienteId}`: {nomeAmbiente, adminUid, membros: [uid, …]} (docs/invitations.md#data-model). */
export const AMBIENTES_COLLECTION = 'ambientes'

/** What getAmbienteAndUserData answers (docs/requirements.md#the-invitation). */
export type AmbienteInfo = {nome: string; nomeAmbiente: string; uid: string; ambienteId: string}

/** What addUserToAmbiente answers (docs/requirements.md#the-invitation). */
export type AddUserOutcome = 'success' | 'not_found' | 'no_permission' | 'unexpected'

export class AmbienteNotFoundError extends Error {
  constructor() {
    super('No such environment')
    this.name = 'AmbienteNotFoundError'
  }
}

/** The spec's mapping: not found → not_found, permission denied → no_permission, else unexpected. */
export function outcomeOf(error: unknown): AddUserOutcome {
  if (error instanceof AmbienteNotFoundError) return 'not_found'
  if (error instanceof DirectoryError) return error.code
  if (error instanceof StorePermissionError) return 'no_permission'
  return 'unexpected'
}

/**
 * The two invitation functions of the Minha EVA app, written once over the store (for
 * environments) and a user directory (for accounts).
 */
export function createInvitations({store, directory}: {store: DocumentStore; directory: UserDirectory}) {
  return {
    async getAmbienteAndUserData({ambienteId}: {ambienteId: string}): Promise<AmbienteInfo> {
      const ambiente = await store.get(AMBIENTES_COLLECTION, ambienteId)
      if (!ambiente) throw new AmbienteNotFoundError()
      const adminUid = String(ambiente.adminUid ?? '')
      const admin = adminUid ? await directory.findById(adminUid) : null
      return {nome: admin?.name ?? '', nomeAmbiente: String(ambiente.nomeAmbiente ?? ''), uid: adminUid, ambienteId}
    },

    async addUserToAmbiente({ambienteId, email}: {ambienteId: string; email: string}): Promise<AddUserOutcome> {
      try {
        const user = await directory.findByEmail(email.trim().toLowerCase())
        if (!user) return 'not_found'
        // Already a member: success, and nothing is written twice.
        const result = await store.addToList(AMBIENTES_COLLECTION, ambienteId, 'membros', user.uid)
        return result === 'missing' ? 'not_found' : 'success'
      } catch (error) {
        const outcome = outcomeOf(error)
        logEvent(outcome === 'unexpected' ? 'error' : 'warn', 'invitation.add_failed', {
          outcome,
          ...errorFields(error),
        })
        return outcome
      }
    },
  }
}

/** Puts the demo environments and accounts in a local store (once; existing data wins). */
export async function ensureDemoData(store: DocumentStore) {
  for (const {uid, nome, email} of DEMO_USERS) await store.create(USERS_COLLECTION, uid, {nome, email})
  for (const {id, nomeAmbiente, adminUid, membros} of DEMO_AMBIENTES) {
    await store.create(AMBIENTES_COLLECTION, id, {nomeAmbiente, adminUid, membros: [...membros]})
  }
}

let invitations: Promise<ReturnType<typeof createInvitations>> | undefined

/**
 * The functions as this server runs them: Firebase Auth + Firestore when the store is
 * Firestore, otherwise the local store with its demo data.
 */
export function getInvitations() {
  invitations ??= (async () => {
    const store = getStore()
    if (env.STORE === 'firestore') {
      return createInvitations({
        store,
        directory: await createFirebaseDirectory({
          projectId: env.FIREBASE_PROJECT_ID ?? 'demo-eva',
          emulated: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
        }),
      })
    }
    await ensureDemoData(store)
    return createInvitations({store, directory: createLocalDirectory(store)})
  })()
  // A failed start (store down) is retried on the next call.
  invitations.catch(() => (invitations = undefined))
  return invitations
}
