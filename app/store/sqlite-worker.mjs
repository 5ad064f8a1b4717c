// A thread of the SQLite store (app/store/sqlite-store.server.ts): one reads, one writes.
// Node's own SQLite (node:sqlite, nothing to compile) is synchronous: waiting here for a lock that another process holds (a
// backup, the export, a second instance) delays only the calls queued behind it on this
// thread, never the site's pages; and in WAL mode reads do not wait for writers at all.
// Each call carries its caller's deadline: one the caller has given up on is not run, and
// none waits for a lock past it, so nothing is written after the visitor heard "failed".
// Plain JavaScript: the same file runs under the tests, the server and the staff commands.
import {chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {parentPort, workerData} from 'node:worker_threads'

// One row per document. `created_at` is the database clock at insert time; it becomes the
// `timestamp_field` of the document when the caller asked for a server timestamp.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL,
    timestamp_field TEXT,
    PRIMARY KEY (collection, id)
  )
`
const COLUMNS = 'id, data, created_at, timestamp_field'

/** @type {{filePath: string, busyTimeoutMs: number, checkpointWaitMs: number, role: 'reader' | 'writer'}} */
const {filePath, busyTimeoutMs, checkpointWaitMs, role} = workerData
/** @type {ReturnType<typeof open> | undefined} */
let db

function open() {
  keepPrivate(filePath)
  const database = new DatabaseSync(filePath, {timeout: busyTimeoutMs})
  try {
    database.exec('PRAGMA journal_mode = WAL')
    // A deletion overwrites what it deletes with zeros, in the pages it frees too; sorts and
    // statement journals stay in memory, so no temporary file ever holds a row
    // (docs/decisions/0049-deletion-that-forgets.md).
    database.exec('PRAGMA secure_delete = ON')
    database.exec('PRAGMA temp_store = MEMORY')
    createOrWipe(database)
    const statements = {
      database,
      insert: database.prepare(
        `INSERT INTO documents (collection, id, data, created_at, timestamp_field)
         VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)
         ON CONFLICT (collection, id) DO NOTHING`,
      ),
      selectOne: database.prepare(`SELECT ${COLUMNS} FROM documents WHERE collection = ? AND id = ?`),
      // rowid grows with every insert, so it is creation order even if the clock steps back.
      selectAll: database.prepare(`SELECT ${COLUMNS} FROM documents WHERE collection = ? ORDER BY rowid`),
      selectByField: database.prepare(
        `SELECT ${COLUMNS} FROM documents WHERE collection = ? AND json_extract(data, ?) = ? ORDER BY rowid LIMIT 1`,
      ),
      selectAllByField: database.prepare(
        `SELECT ${COLUMNS} FROM documents WHERE collection = ? AND json_extract(data, ?) = ? ORDER BY rowid`,
      ),
      updateData: database.prepare('UPDATE documents SET data = ? WHERE collection = ? AND id = ?'),
      delete: database.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      deleteIfField: database.prepare('DELETE FROM documents WHERE collection = ? AND id = ? AND json_extract(data, ?) = ?'),
    }
    return statements
  } catch (error) {
    database.close()
    throw error
  }
}

/** SQLite's answers that mean another connection holds the file for now. */
const BUSY = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED'])
const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Opens the database, trying again until `deadline` while another connection holds it. Making
 * a new file WAL needs it alone: when several connections open a new file at once (two
 * threads, or instances starting together), SQLite may answer one of them SQLITE_BUSY at once,
 * without waiting out busy_timeout (both held a read lock and wanted to write: a deadlock).
 */
function openBy(deadline) {
  for (let attempt = 1; ; attempt++) {
    try {
      return open()
    } catch (error) {
      const wait = Math.min(5 * attempt, 50)
      if (!BUSY.has(sqliteCode(error)) || Date.now() + wait >= deadline) throw error
      // This thread has nothing else to do meanwhile: it sleeps, not spins.
      Atomics.wait(pause, 0, 0, wait)
    }
  }
}

/**
 * Creates the table in a new database, marked as never holding what secure_delete did not
 * overwrite (user_version 1); both threads may open a new file at once, and the transaction
 * lets one create it. An older version's database (user_version 0) may still hold deleted rows
 * in its free pages: the writer rewrites the file without them with one VACUUM, once. If
 * another process holds the file then, it does not wait: the next start tries again.
 */
function createOrWipe(database) {
  const exists = () => database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'documents'").get()
  // A database that has its table needs no write here (it may be read-only).
  if (!exists()) {
    database.exec('BEGIN IMMEDIATE')
    try {
      if (!exists()) {
        database.exec(SCHEMA)
        database.exec('PRAGMA user_version = 1')
      }
      database.exec('COMMIT')
    } catch (error) {
      if (database.isTransaction) database.exec('ROLLBACK')
      throw error
    }
  }
  if (role !== 'writer' || database.prepare('PRAGMA user_version').get().user_version >= 1) return
  try {
    database.exec('PRAGMA busy_timeout = 0')
    database.exec('VACUUM')
    database.exec('PRAGMA user_version = 1')
    database.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  } catch {
    // Busy: tried again at the next start.
  }
}

/**
 * The database and its folder belong to the site's user alone: created so (SQLite gives the WAL
 * and the shared-memory file the database file's mode), and tightened where an older version
 * left them (or the mail and backup folders beside them) readable by others. A file this user
 * may not change (read-only) is left as it is.
 */
function keepPrivate(file) {
  const folder = dirname(file)
  mkdirSync(folder, {recursive: true, mode: 0o700})
  try {
    closeSync(openSync(file, 'wx', 0o600))
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error
  }
  for (const [path, mode] of [
    [folder, 0o700],
    [join(folder, 'mail'), 0o700],
    [join(folder, 'backups'), 0o700],
    [file, 0o600],
    [`${file}-wal`, 0o600],
    [`${file}-shm`, 0o600],
  ]) {
    try {
      if (existsSync(path) && (statSync(path).mode & 0o777) !== mode) chmodSync(path, mode)
    } catch {
      // Not ours to change (a folder mounted by root): the files inside still are.
    }
  }
}

/** The operations the store asks for; each answers plain values (rows as stored). */
const operations = {
  insert: (collection, id, json, timestampField) => db.insert.run(collection, id, json, timestampField).changes,
  selectOne: (collection, id) => db.selectOne.get(collection, id) ?? null,
  selectAll: (collection) => db.selectAll.all(collection),
  selectByField: (collection, path, value) => db.selectByField.get(collection, path, value) ?? null,
  selectAllByField: (collection, path, value) => db.selectAllByField.all(collection, path, value),
  /**
   * Several documents in one transaction: all of them, or none: 'exists' when the first one is
   * there, 'claimed' when the `claim` is (a cap's slot); any other in the way is a failure.
   */
  insertTogether: (documents, claim) =>
    inTransaction(({rollback}) => {
      for (const [index, {collection, id, json, timestampField}] of documents.entries()) {
        const changes = db.insert.run(collection, id, json, timestampField).changes
        if (changes === 0 && index === 0) return rollback('exists')
        if (changes === 0) throw Object.assign(new Error('conflict'), {code: 'SQLITE_CONSTRAINT'})
      }
      if (claim && db.insert.run(claim.collection, claim.id, claim.json, null).changes === 0) return rollback('claimed')
      return 'created'
    }),
  /**
   * Every committed page into the database file, and the WAL truncated to nothing: 'held' when
   * a reader's snapshot (an export, a backup) still needs the WAL.
   */
  checkpoint: () => {
    db.database.exec(`PRAGMA busy_timeout = ${checkpointWaitMs}`)
    const {busy} = db.database.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get()
    return busy === 0 ? 'done' : 'held'
  },
  /** Sets top-level fields of a document (given as JSON), in one transaction. */
  update: (collection, id, changesJson) =>
    inTransaction(() => {
      const row = db.selectOne.get(collection, id)
      if (!row) return 'missing'
      db.updateData.run(JSON.stringify({...JSON.parse(row.data), ...JSON.parse(changesJson)}), collection, id)
      return 'updated'
    }),
  /** Deletes a document; with `path`, only while the field there still holds `value`. */
  delete: (collection, id, path, value) => {
    const changes = path ? db.deleteIfField.run(collection, id, path, value).changes : db.delete.run(collection, id).changes
    if (changes === 1) return 'deleted'
    return db.selectOne.get(collection, id) ? 'changed' : 'missing'
  },
  /** Adds a string to a top-level list of a document, in one transaction. */
  addToList: (collection, id, field, value) =>
    inTransaction(() => {
      const row = db.selectOne.get(collection, id)
      if (!row) return 'missing'
      const data = JSON.parse(row.data)
      const list = Array.isArray(data[field]) ? data[field] : []
      if (list.includes(value)) return 'present'
      db.updateData.run(JSON.stringify({...data, [field]: [...list, value]}), collection, id)
      return 'added'
    }),
}

/**
 * Runs `work` in a write transaction (taken at once, so the read inside sees what it updates);
 * `work` may end it with `rollback(answer)`, which writes nothing.
 */
function inTransaction(work) {
  db.database.exec('BEGIN IMMEDIATE')
  let rolledBack = false
  const rollback = (answer) => {
    db.database.exec('ROLLBACK')
    rolledBack = true
    return answer
  }
  try {
    const result = work({rollback})
    if (!rolledBack) db.database.exec('COMMIT')
    return result
  } catch (error) {
    if (db.database.isTransaction) db.database.exec('ROLLBACK')
    throw error
  }
}

parentPort.on('message', ({id, operation, args, deadline}) => {
  try {
    if (operation === 'close') {
      db?.database.close()
      db = undefined
      parentPort.postMessage({id, result: null})
      return
    }
    const left = deadline - Date.now()
    if (left <= 0) {
      parentPort.postMessage({id, error: {name: 'Error', code: 'EXPIRED'}})
      return
    }
    db ??= openBy(deadline)
    db.database.exec(`PRAGMA busy_timeout = ${Math.min(busyTimeoutMs, left)}`)
    parentPort.postMessage({id, result: operations[operation](...args)})
  } catch (error) {
    // Only what is safe to show: a stable code (SQLITE_BUSY…), never SQLite's message, which
    // may quote a value; the file system's message (a path, ENOTDIR) when it refused.
    const system = typeof error?.code === 'string' && error.code.startsWith('E') && typeof error.syscall === 'string'
    parentPort.postMessage({
      id,
      error: {name: error?.name ?? 'Error', code: sqliteCode(error), ...(system ? {system: String(error.message)} : {})},
    })
  }
})

/** SQLite's primary result codes (sqlite.org/rescode.html) that a caller may meet, by name. */
const RESULT_CODES = {
  1: 'SQLITE_ERROR',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  26: 'SQLITE_NOTADB',
}

function sqliteCode(error) {
  if (typeof error?.errcode === 'number') return RESULT_CODES[error.errcode & 0xff] ?? `SQLITE_${error.errcode & 0xff}`
  return typeof error?.code === 'string' ? error.code : 'unknown'
}
