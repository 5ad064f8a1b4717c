import {env} from '~/env.server'
import {fromProjectRoot} from '~/utils/paths.server'
import {createFirestoreStore} from './firestore-store.server'
import {createSqliteStore} from './sqlite-store.server'
import type {DocumentStore} from './store'

let store: DocumentStore | undefined

/** The process's one submissions store: Firestore when a project or emulator is set, else SQLite. */
export function getStore(): DocumentStore {
  store ??=
    env.STORE === 'firestore'
      ? createFirestoreStore({
          // An emulator alone needs some project id; a `demo-` one never reaches Google.
          projectId: env.FIREBASE_PROJECT_ID ?? 'demo-eva',
          emulatorHost: env.FIRESTORE_EMULATOR_HOST,
          credentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS,
        })
      : createSqliteStore(fromProjectRoot(env.DATA_DIR, 'eva.sqlite'))
  return store
}
