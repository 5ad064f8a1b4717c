import {mkdirSync} from 'node:fs'
import {dirname} from 'node:path'
import Database from 'better-sqlite3'
import {isSafeName, StoreUnavailableError, type DocumentData, type DocumentStore, type FieldValue} from './store'

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

type Row = {id: string; data: string; created_at: string; timestamp_field: string | null}

/**
 * The default store: one SQLite file, created with its folder on first use. WAL lets the
 * site and a staff export read and write the same file at once.
 */
export function createSqliteStore(filePath: string): DocumentStore {
  let statements: ReturnType<typeof open> | undefined
  let closed = false

  function connect() {
    if (closed) throw new StoreUnavailableError('The submissions store is closed.')
    if (statements) return statements
    try {
      statements = open(filePath)
    } catch (error) {
      throw new StoreUnavailableError('The submissions database could not be opened.', {cause: error})
    }
    return statements
  }

  return {
    name: 'sqlite',

    async create(collection, id, data, options = {}) {
      const {insert} = connect()
      try {
        // A primary-key conflict inserts nothing: a doubled submission stores one row.
        const {changes} = insert.run(collection, id, JSON.stringify(encode(data)), options.serverTimestamp ?? null)
        return changes === 1 ? 'created' : 'exists'
      } catch (error) {
        throw new StoreUnavailableError('The submissions database refused the write.', {cause: error})
      }
    },

    async get(collection, id) {
      const {selectOne} = connect()
      const row = read(() => selectOne.get(collection, id) as Row | undefined)
      return row ? toData(row) : null
    },

    async list(collection) {
      const {selectAll} = connect()
      return read(() => selectAll.all(collection) as Row[]).map((row) => ({id: row.id, data: toData(row)}))
    },

    async findByField(collection, field, value) {
      if (!isSafeName(field)) throw new StoreUnavailableError('Unsupported field name.')
      const {selectByField} = connect()
      const row = read(() => selectByField.get(collection, `$.${field}`, value) as Row | undefined)
      return row ? {id: row.id, data: toData(row)} : null
    },

    async addToList(collection, id, field, value) {
      const {database, selectOne, updateData} = connect()
      // better-sqlite3 transactions are synchronous: nothing else writes in between.
      const add = database.transaction((): 'added' | 'present' | 'missing' => {
        const row = selectOne.get(collection, id) as Row | undefined
        if (!row) return 'missing'
        const data = decode(JSON.parse(row.data)) as DocumentData
        const list = Array.isArray(data[field]) ? (data[field] as FieldValue[]) : []
        if (list.includes(value)) return 'present'
        updateData.run(JSON.stringify(encode({...data, [field]: [...list, value]})), collection, id)
        return 'added'
      })
      try {
        return add()
      } catch (error) {
        throw new StoreUnavailableError('The submissions database refused the update.', {cause: error})
      }
    },

    async close() {
      closed = true
      statements?.database.close()
      statements = undefined
    },
  }
}

function open(filePath: string) {
  mkdirSync(dirname(filePath), {recursive: true})
  const database = new Database(filePath)
  try {
    database.pragma('journal_mode = WAL')
    database.exec(SCHEMA)
    return {
      database,
      insert: database.prepare(
        `INSERT INTO documents (collection, id, data, created_at, timestamp_field)
         VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)
         ON CONFLICT (collection, id) DO NOTHING`,
      ),
      selectOne: database.prepare('SELECT id, data, created_at, timestamp_field FROM documents WHERE collection = ? AND id = ?'),
      // rowid grows with every insert, so it is creation order even if the clock steps back.
      selectAll: database.prepare(
        'SELECT id, data, created_at, timestamp_field FROM documents WHERE collection = ? ORDER BY rowid',
      ),
      selectByField: database.prepare(
        'SELECT id, data, created_at, timestamp_field FROM documents WHERE collection = ? AND json_extract(data, ?) = ? ORDER BY rowid LIMIT 1',
      ),
      updateData: database.prepare('UPDATE documents SET data = ? WHERE collection = ? AND id = ?'),
    }
  } catch (error) {
    database.close()
    throw error
  }
}

function read<T>(query: () => T): T {
  try {
    return query()
  } catch (error) {
    throw new StoreUnavailableError('The submissions database could not be read.', {cause: error})
  }
}

function toData(row: Row): DocumentData {
  const data = decode(JSON.parse(row.data)) as DocumentData
  if (row.timestamp_field !== null) data[row.timestamp_field] = new Date(row.created_at)
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
