import type {DocumentStore} from '~/store/store'
import type {MinhaEvaUser, UserDirectory} from './directory'

/** The `usuarios` collection of the local store: {nome, email} per account id. */
export const USERS_COLLECTION = 'usuarios'

export function createLocalDirectory(store: DocumentStore): UserDirectory {
  const toUser = (uid: string, data: Record<string, unknown>): MinhaEvaUser => ({uid, name: String(data.nome ?? '')})
  return {
    async findByEmail(email) {
      const found = await store.findByField(USERS_COLLECTION, 'email', email)
      return found ? toUser(found.id, found.data) : null
    },
    async findById(uid) {
      const data = await store.get(USERS_COLLECTION, uid)
      return data ? toUser(uid, data) : null
    },
  }
}
