import {randomUUID} from 'node:crypto'
import {readFileSync} from 'node:fs'
import type * as FirebaseApp from 'firebase-admin/app'
import type {App, AppOptions} from 'firebase-admin/app'
import type * as FirebaseFirestore from 'firebase-admin/firestore'
import type {Firestore, QueryDocumentSnapshot} from 'firebase-admin/firestore'
import {FIRESTORE_TIMEOUT_MS} from '~/constants'
import {StorePermissionError, StoreUnavailableError, type DocumentData, type DocumentStore, type FieldValue} from './store'

/** gRPC status of a create() whose document is already there. */
const ALREADY_EXISTS = 6
/** gRPC status of an update of a document that is not there. */
const NOT_FOUND = 5
/** gRPC status of a write whose precondition (lastUpdateTime) no longer holds. */
const FAILED_PRECONDITION = 9
/** gRPC status of a call the credentials may not make. */
const PERMISSION_DENIED = 7

type FirebaseAdmin = {app: typeof FirebaseApp; firestore: typeof FirebaseFirestore}
let firebaseAdmin: FirebaseAdmin | undefined

/**
 * firebase-admin, loaded at a store's first call: it takes about half a second of CPU to load,
 * which a site on SQLite (and each start of the server) need not pay.
 */
async function loadFirebaseAdmin() {
  const [app, firestore] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore')])
  return (firebaseAdmin ??= {app, firestore})
}

export type FirestoreStoreOptions = {
  projectId: string
  /** host:port of an emulator; no credentials are used then. */
  emulatorHost?: string
  /** A service account key (or any Google credentials file); default: the environment's. */
  credentialsFile?: string
  /** Only for tests: a shorter limit than FIRESTORE_TIMEOUT_MS. */
  timeoutMs?: number
}

/**
 * Submissions in Cloud Firestore through firebase-admin. Uses only what the emulator used in
 * tests also gets right (create with one serverTimestamp, get, a whole-collection read), so
 * both behave the same. Each store has its own named app, deleted by close().
 */
export function createFirestoreStore(options: FirestoreStoreOptions): DocumentStore {
  const timeoutMs = options.timeoutMs ?? FIRESTORE_TIMEOUT_MS
  let app: App | undefined
  let database: Firestore | undefined
  let closed = false
  // Calls that may outlive their timeout: the client keeps retrying for about 45 s.
  const inFlight = new Set<Promise<unknown>>()

  async function connect() {
    const admin = firebaseAdmin ?? (await loadFirebaseAdmin())
    if (closed) throw new StoreUnavailableError('The submissions store is closed.')
    if (database) return database
    try {
      const {appOptions, settings} = clientOptions(options, admin)
      app ??= admin.app.initializeApp(appOptions, `eva-store-${randomUUID()}`)
      const client = admin.firestore.getFirestore(app)
      client.settings(settings)
      database = client
    } catch (error) {
      throw new StoreUnavailableError('The Firestore client could not be set up.', {cause: error})
    }
    return database
  }

  // Every call: bounded in time, and any failure becomes StoreUnavailableError (its message
  // never repeats the error's, which may quote document data).
  async function call<T>(run: (database: Firestore) => Promise<T>): Promise<T> {
    const running = (async () => run(await connect()))()
    inFlight.add(running)
    void running.catch(() => {}).finally(() => inFlight.delete(running))
    try {
      return await withTimeout(running, timeoutMs)
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error
      if ((error as {code?: unknown}).code === PERMISSION_DENIED) {
        throw new StorePermissionError('Firestore denied the request.', {cause: error})
      }
      throw new StoreUnavailableError('Firestore could not be reached or refused the request.', {cause: error})
    }
  }

  return {
    name: 'firestore',

    create: (collection, id, data, {serverTimestamp, together = [], claim} = {}) =>
      call(async (database) => {
        // One transform per write: the emulator silently drops a second one.
        const document = serverTimestamp
          ? {...data, [serverTimestamp]: firebaseAdmin!.firestore.FieldValue.serverTimestamp()}
          : data
        const reference = database.collection(collection).doc(id)
        try {
          if (together.length === 0 && !claim) {
            await reference.create(document)
            return 'created' as const
          }
          // A doubled write answers 'exists' without trying the batch (and its claim).
          if (claim && (await reference.get()).exists) return 'exists' as const
          // One batch: it fails whole (ALREADY_EXISTS) when any of its documents is there. The
          // claim goes first: the npm emulator applies a batch's writes up to the one that
          // fails, and a claim is the write that fails under contention.
          const batch = database.batch()
          if (claim) batch.create(database.collection(claim.collection).doc(claim.id), claim.data)
          batch.create(reference, document)
          for (const other of together) batch.create(database.collection(other.collection).doc(other.id), other.data)
          await batch.commit()
          return 'created' as const
        } catch (error) {
          if ((error as {code?: unknown}).code !== ALREADY_EXISTS) throw error
          // 'exists' only if the document itself is there, 'claimed' if the claim is; another
          // one in the way is a failure, as on SQLite: nothing was written.
          if (together.length === 0 && !claim) return 'exists' as const
          if ((await reference.get()).exists) return 'exists' as const
          if (claim && (await database.collection(claim.collection).doc(claim.id).get()).exists) return 'claimed' as const
          throw error
        }
      }),

    get: (collection, id) =>
      call(async (database) => {
        const snapshot = await database.collection(collection).doc(id).get()
        return snapshot.exists ? fromFirestore(snapshot.data() ?? {}) : null
      }),

    list: (collection) =>
      call(async (database) => {
        // Read the whole collection and sort here: orderBy on a field would leave out
        // documents without it, and Firestore already keeps each document's createTime.
        const {docs} = await database.collection(collection).get()
        return [...docs].sort(byCreateTime).map((snapshot) => ({id: snapshot.id, data: fromFirestore(snapshot.data())}))
      }),

    findByField: (collection, field, value) =>
      call(async (database) => {
        const {docs} = await database.collection(collection).where(field, '==', value).limit(1).get()
        const [first] = docs
        return first ? {id: first.id, data: fromFirestore(first.data())} : null
      }),

    findAllByField: (collection, field, value) =>
      call(async (database) => {
        const {docs} = await database.collection(collection).where(field, '==', value).get()
        return [...docs].sort(byCreateTime).map((snapshot) => ({id: snapshot.id, data: fromFirestore(snapshot.data())}))
      }),

    update: (collection, id, changes) =>
      call(async (database) => {
        try {
          await database.collection(collection).doc(id).update(changes)
          return 'updated' as const
        } catch (error) {
          if ((error as {code?: unknown}).code === NOT_FOUND) return 'missing' as const
          throw error
        }
      }),

    delete: (collection, id, {ifField} = {}) =>
      call(async (database) => {
        const reference = database.collection(collection).doc(id)
        const snapshot = await reference.get()
        if (!snapshot.exists) return 'missing' as const
        if (!ifField) {
          await reference.delete()
          return 'deleted' as const
        }
        if (snapshot.get(ifField.field) !== ifField.value) return 'changed' as const
        // Deleted only if nobody wrote it since it was read: the check and the delete are one step.
        try {
          await reference.delete({lastUpdateTime: snapshot.updateTime!})
          return 'deleted' as const
        } catch (error) {
          const code = (error as {code?: unknown}).code
          if (code === FAILED_PRECONDITION || code === NOT_FOUND) return 'changed' as const
          throw error
        }
      }),

    addToList: (collection, id, field, value) =>
      call((database) =>
        // Read the list and write it back whole: the same on Firestore and on its emulator
        // (which mishandles arrayUnion on a missing field).
        database.runTransaction(async (transaction) => {
          const reference = database.collection(collection).doc(id)
          const snapshot = await transaction.get(reference)
          if (!snapshot.exists) return 'missing' as const
          const current: unknown = snapshot.get(field)
          const list = Array.isArray(current) ? current : []
          if (list.includes(value)) return 'present' as const
          transaction.update(reference, {[field]: [...list, value]})
          return 'added' as const
        }),
      ),

    // Firestore deletes a document from the live database at once; point-in-time recovery and
    // backups are the operator's to set (docs/security.md#deleting-a-lead).
    eraseDeleted: async () => 'done' as const,

    async close() {
      closed = true
      const [openApp, openDatabase] = [app, database]
      app = database = undefined
      // deleteApp() leaves the client's gRPC channels open, terminate() closes them. Not while
      // a timed-out call still retries: terminate() would wait for it, and its next retry
      // would fail with an error nobody handles. Those channels close when the retries end.
      if (openDatabase && inFlight.size === 0) await openDatabase.terminate()
      if (openApp) await firebaseAdmin!.app.deleteApp(openApp)
    },
  }
}

function clientOptions({projectId, emulatorHost, credentialsFile}: FirestoreStoreOptions, {app: admin}: FirebaseAdmin) {
  // Drop fields set to undefined, as JSON (and so the SQLite store) does, instead of throwing.
  const settings: Record<string, unknown> = {ignoreUndefinedProperties: true}
  if (emulatorHost) return {appOptions: {projectId}, settings: {...settings, host: emulatorHost, ssl: false}}

  const appOptions: AppOptions = {projectId, credential: admin.applicationDefault()}
  if (credentialsFile) {
    const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8')) as {type?: string}
    // firebase-admin hands Firestore only service-account keys; other kinds (gcloud user,
    // workload identity) go to the Google auth library as a key file.
    if (credentials.type === 'service_account') appOptions.credential = admin.cert(credentialsFile)
    else settings.keyFilename = credentialsFile
  }
  return {appOptions, settings}
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError('Firestore did not answer in time.')), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

// Stable sort: ties keep the backend's order (the emulator's clock has millisecond steps).
function byCreateTime(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) {
  return a.createTime.seconds - b.createTime.seconds || a.createTime.nanoseconds - b.createTime.nanoseconds
}

function fromFirestore(data: Record<string, unknown>): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toFieldValue(value)]))
}

function toFieldValue(value: unknown): FieldValue {
  if (value instanceof firebaseAdmin!.firestore.Timestamp) return value.toDate()
  if (Array.isArray(value)) return value.map(toFieldValue)
  if (value !== null && typeof value === 'object') return fromFirestore(value as Record<string, unknown>)
  return value as FieldValue
}
