import {randomUUID} from 'node:crypto'
import {deleteApp, initializeApp} from 'firebase-admin/app'
import {getAuth} from 'firebase-admin/auth'
import {afterAll, beforeAll} from 'vitest'
import {DEMO_AMBIENTES, DEMO_USERS} from '~/invitations/demo-data'
import {createFirebaseDirectory} from '~/invitations/firebase-directory.server'
import {AMBIENTES_COLLECTION, createInvitations} from '~/invitations/invitations.server'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {startAuthEmulator, type AuthEmulator} from '../support/auth-emulator'
import {startFirestoreEmulator, type FirestoreEmulator} from '../support/firestore-emulator'
import {describeInvitations} from '../support/invitations'

// The invitation functions on Firebase. On SQLite, and with the database down:
// tests/in-process/invitations.test.ts.

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
    invitations: createInvitations({store, directory: await createFirebaseDirectory({projectId: 'demo-eva', emulated: true})}),
  }
})
