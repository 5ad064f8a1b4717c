import {Worker} from 'node:worker_threads'
import {SQLITE_BUSY_TIMEOUT_MS, SQLITE_CALL_TIMEOUT_MS, SQLITE_CHECKPOINT_WAIT_MS} from '~/constants'
import {fromProjectRoot} from '~/utils/paths.server'
import {
  isSafeName,
  StoreUnavailableError,
  type DocumentData,
  type DocumentStore,
  type FieldValue,
  type NewDocument,
} from './store'

type Row = {id: string; data: string; created_at: string; timestamp_field: string | null}
type Pending = {resolve(value: unknown): void; reject(error: unknown): void; timer: NodeJS.Timeout}

/** The worker that runs the SQL (plain JavaScript, so tests, server and commands share it). */
const WORKER_FILE = fromProjectRoot('app/store/sqlite-worker.mjs')

/** Which thread runs what: reads never queue behind a write that waits for a lock. */
const READS = new Set(['selectOne', 'selectAll', 'selectByField', 'selectAllByField'])

/**
 * The default store: one SQLite file, created with its folder on first use, both readable by
 * the site's user only; what is deleted is overwritten (secure_delete). WAL lets the
 * site and a staff export read and write the same file at once. The SQL runs in two worker
 * threads, one for reads and one for writes: while another process holds the file's lock, a
 * write waits there (up to SQLITE_BUSY_TIMEOUT_MS, then the visitor gets the failure message)
 * and every page, reads included, goes on.
 */
export function createSqliteStore(
  filePath: string,
  {busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS, callTimeoutMs = SQLITE_CALL_TIMEOUT_MS} = {},
): DocumentStore {
  let closed = false
  const reader = createThread(filePath, 'reader', busyTimeoutMs, callTimeoutMs)
  const writer = createThread(filePath, 'writer', busyTimeoutMs, callTimeoutMs)

  function call<T>(operation: string, ...args: unknown[]): Promise<T> {
    if (closed) return Promise.reject(new StoreUnavailableError('The submissions store is closed.'))
    return (READS.has(operation) ? reader : writer).call<T>(operation, args)
  }

  return {
    name: 'sqlite',

    async create(collection, id, data, {serverTimestamp, together = [], claim} = {}) {
      // A primary-key conflict inserts nothing: a doubled submission stores one row.
      const first = {collection, id, json: JSON.stringify(encode(data)), timestampField: serverTimestamp ?? null}
      const row = (other: NewDocument) => ({...other, json: JSON.stringify(encode(other.data)), timestampField: null})
      if (together.length === 0 && !claim) {
        const changes = await call<number>('insert', first.collection, first.id, first.json, first.timestampField)
        return changes === 1 ? 'created' : 'exists'
      }
      return await call<'created' | 'exists' | 'claimed'>(
        'insertTogether',
        [first, ...together.map(row)],
        claim ? row(claim) : null,
      )
    },

    async get(collection, id) {
      const row = await call<Row | null>('selectOne', collection, id)
      return row ? toData(row) : null
    },

    async list(collection) {
      return (await call<Row[]>('selectAll', collection)).map((row) => ({id: row.id, data: toData(row)}))
    },

    async findByField(collection, field, value) {
      if (!isSafeName(field)) throw new StoreUnavailableError('Unsupported field name.')
      const row = await call<Row | null>('selectByField', collection, `$.${field}`, value)
      return row ? {id: row.id, data: toData(row)} : null
    },

    async findAllByField(collection, field, value) {
      if (!isSafeName(field)) throw new StoreUnavailableError('Unsupported field name.')
      const rows = await call<Row[]>('selectAllByField', collection, `$.${field}`, value)
      return rows.map((row) => ({id: row.id, data: toData(row)}))
    },

    async update(collection, id, changes) {
      if (!Object.keys(changes).every(isSafeName)) throw new StoreUnavailableError('Unsupported field name.')
      return await call<'updated' | 'missing'>('update', collection, id, JSON.stringify(encode(changes)))
    },

    async delete(collection, id, {ifField} = {}) {
      if (ifField && !isSafeName(ifField.field)) throw new StoreUnavailableError('Unsupported field name.')
      return await call<'deleted' | 'missing' | 'changed'>(
        'delete',
        collection,
        id,
        ifField ? `$.${ifField.field}` : null,
        ifField?.value ?? null,
      )
    },

    addToList: (collection, id, field, value) => call<'added' | 'present' | 'missing'>('addToList', collection, id, field, value),

    eraseDeleted: () => call<'done' | 'held'>('checkpoint'),

    /** Lets the calls under way finish (each is bounded in time), then closes the database. */
    async close() {
      if (closed) return
      closed = true
      await Promise.all([reader.close(), writer.close()])
    },
  }
}

/** One worker thread, started on first use; each call carries the deadline its caller waits until. */
function createThread(filePath: string, role: 'reader' | 'writer', busyTimeoutMs: number, callTimeoutMs: number) {
  let worker: Worker | undefined
  let nextId = 0
  const pending = new Map<number, Pending>()

  const failAll = (reason: string) => {
    for (const [id, call] of pending) {
      pending.delete(id)
      clearTimeout(call.timer)
      call.reject(new StoreUnavailableError(reason))
    }
  }

  function start() {
    const started = new Worker(WORKER_FILE, {
      workerData: {filePath, busyTimeoutMs, checkpointWaitMs: SQLITE_CHECKPOINT_WAIT_MS, role},
    })
    started.on('message', ({id, result, error}: {id: number; result?: unknown; error?: {code: string; system?: string}}) => {
      const call = pending.get(id)
      if (!call) return
      pending.delete(id)
      clearTimeout(call.timer)
      if (error) {
        // The system's own words (a path, a mode) when the file system refused; SQLite's never.
        const why = error.system ? `: ${error.system}` : ` (${error.code})`
        call.reject(
          Object.assign(new StoreUnavailableError(`The submissions database refused the request${why}`), {code: error.code}),
        )
      } else call.resolve(result)
    })
    started.on('error', () => failAll('The submissions database stopped.'))
    started.on('exit', () => {
      if (worker === started) worker = undefined
      failAll('The submissions database stopped.')
    })
    // A store nobody closes must not keep a process (a test, a command) alive.
    started.unref()
    return started
  }

  function call<T>(operation: string, args: unknown[]): Promise<T> {
    const running = (worker ??= start())
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new StoreUnavailableError('The submissions database did not answer in time.'))
      }, callTimeoutMs)
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject, timer})
      // The worker skips a call whose caller is about to give up (the margin covers the way
      // back), so nothing is written after the visitor was told it failed. A call waits for a
      // lock at most busyTimeoutMs from when it was asked, time in the queue included: the
      // visitor hears within that, however many posts were waiting before theirs.
      const callerGivesUp = Date.now() + callTimeoutMs - Math.min(1000, callTimeoutMs / 4)
      running.postMessage({id, operation, args, deadline: Math.min(Date.now() + busyTimeoutMs, callerGivesUp)})
    })
  }

  return {
    call,
    async close() {
      const running = worker
      if (!running) return
      // The worker answers in order: 'close' comes back once the calls before it are done.
      await call('close', []).catch(() => undefined)
      await running.terminate()
      worker = undefined
    },
  }
}

function toData(row: Row): DocumentData {
  const data = decode(JSON.parse(row.data)) as DocumentData
  // Defined, not assigned, as any key a stored row names (docs/conventions.md#values-from-outside).
  if (row.timestamp_field !== null)
    Object.defineProperty(data, row.timestamp_field, {
      value: new Date(row.created_at),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return data
}

// JSON has no dates: a Date is kept as {"$date": iso}. An object of the caller's that has a
// key starting with "$" is wrapped as {"$object": …} so it can never be read back as a date.
function encode(value: FieldValue): unknown {
  if (value instanceof Date) return {$date: value.toISOString()}
  if (Array.isArray(value)) return value.map(encode)
  if (value !== null && typeof value === 'object') {
    const object = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encode(field)]))
    return Object.keys(object).some((key) => key.startsWith('$')) ? {$object: object} : object
  }
  return value
}

function decode(value: unknown): FieldValue {
  if (Array.isArray(value)) return value.map(decode)
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>
    const keys = Object.keys(object)
    const only = keys.length === 1 ? keys[0] : undefined
    if (only === '$date' && typeof object.$date === 'string') return new Date(object.$date)
    const fields = only === '$object' ? (object.$object as Record<string, unknown>) : object
    return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, decode(field)]))
  }
  return value as FieldValue
}
