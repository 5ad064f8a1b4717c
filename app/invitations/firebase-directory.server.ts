import {randomUUID} from 'node:crypto'
import {DirectoryError, type MinhaEvaUser, type UserDirectory} from './directory'

type AuthError = {code?: string}

/**
 * Minha EVA accounts are Firebase Auth users. `emulated`: FIREBASE_AUTH_EMULATOR_HOST is set,
 * and firebase-admin talks to the Auth emulator instead (no credentials needed).
 */
export async function createFirebaseDirectory({
  projectId,
  emulated,
}: {
  projectId: string
  emulated: boolean
}): Promise<UserDirectory> {
  // Loaded here, not with the server: firebase-admin takes about half a second of CPU to load.
  const [{applicationDefault, initializeApp}, {getAuth}] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ])
  const app = initializeApp(
    emulated ? {projectId} : {projectId, credential: applicationDefault()},
    `eva-directory-${randomUUID()}`,
  )
  const auth = getAuth(app)

  const lookUp = async (find: () => Promise<{uid: string; displayName?: string}>): Promise<MinhaEvaUser | null> => {
    try {
      const user = await find()
      return {uid: user.uid, name: user.displayName ?? ''}
    } catch (error) {
      const code = (error as AuthError).code
      if (code === 'auth/user-not-found') return null
      if (code === 'auth/insufficient-permission') throw new DirectoryError('no_permission', {cause: error})
      throw new DirectoryError('unexpected', {cause: error})
    }
  }

  return {
    findByEmail: (email) => lookUp(() => auth.getUserByEmail(email)),
    findById: (uid) => lookUp(() => auth.getUser(uid)),
  }
}
