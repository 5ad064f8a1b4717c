/**
 * Backups of the SQLite store (docs/deploy.md#backups), both taken while the site serves:
 *
 *   npm run backup                       # DATA_DIR/backups/eva-<UTC time>.sqlite; older than 30 days go
 *   npm run backup -- --out FILE [--keep-days N]
 *   npm run restore -- FILE              # the live database becomes FILE's content
 *
 * A backup is `VACUUM INTO`: one read transaction, so it holds exactly what was committed
 * when it began, while posts go on being written (WAL).
 *
 * A restore checks the copy, saves the database as it is (so the restore can be undone), then
 * writes the copy into the live database through SQLite's backup API, in one write
 * transaction: the server's open connections read the restored content from their next query,
 * and what they write after it lands in it. (Renaming a file over the database would leave the
 * running server writing to the old one, unseen and then lost.) Compiled into build/cli/.
 */
import {chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync} from 'node:fs'
import {dirname, join, resolve, sep} from 'node:path'
import {backup, DatabaseSync} from 'node:sqlite'
import {setTimeout as sleep} from 'node:timers/promises'
import {parseArgs} from 'node:util'
import {BACKUPS_KEPT_DAYS, RESTORE_WAIT_MS} from '~/constants'
import type {StoredDocument} from '~/store/store'
import {fromProjectRoot} from '~/utils/paths.server'

const USAGE = 'usage: npm run backup -- [--out FILE] [--keep-days N]  |  npm run restore -- FILE'
const DATABASE = 'eva.sqlite'

async function main([command, ...args]: string[]): Promise<number> {
  const envFile = fromProjectRoot('.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  const {env} = await import('~/env.server')
  if (env.STORE !== 'sqlite') return fail('the store is Firestore: use its managed export (docs/deploy.md#backups)')
  const database = fromProjectRoot(env.DATA_DIR, DATABASE)
  const backups = join(dirname(database), 'backups')
  const {values, positionals} = parseArgs({
    args,
    allowPositionals: true,
    options: {out: {type: 'string'}, 'keep-days': {type: 'string'}},
  })
  // `npm run` works in the project's root: a relative path is the caller's.
  const here = process.env.INIT_CWD ?? process.cwd()

  if (command === 'backup' && positionals.length === 0) {
    const keepDays = Number(values['keep-days'] ?? BACKUPS_KEPT_DAYS)
    if (!Number.isInteger(keepDays) || keepDays < 1) return fail('--keep-days takes a whole number of days, 1 or more')
    if (!existsSync(database)) return fail(`no database at ${database}`)
    const out = values.out ? resolve(here, values.out) : join(backups, `eva-${stamp()}.sqlite`)
    if (existsSync(out)) return fail(`${out} exists already`)
    copyOf(database, out)
    handOver(dirname(database), out)
    console.log(`backup written to ${out}`)
    for (const old of expired(backups, keepDays)) {
      rmSync(old)
      console.log(`removed ${old} (older than ${keepDays} days)`)
    }
    return 0
  }

  if (command === 'restore' && positionals.length === 1 && !values.out && !values['keep-days']) {
    const from = resolve(here, positionals[0]!)
    if (!existsSync(from)) return fail(`no file at ${from}`)
    const copy = new DatabaseSync(from, {readOnly: true})
    try {
      let documents: number
      try {
        const {integrity_check: check} = copy.prepare('PRAGMA integrity_check').get() as {integrity_check: string}
        if (check !== 'ok') return fail(`${from} is damaged: ${check}`)
        documents = Number((copy.prepare('SELECT count(*) AS n FROM documents').get() as {n: number}).n)
      } catch (error) {
        return fail(`${from} is not a backup of the site (${(error as Error).message})`)
      }
      // The leads deleted on request are deleted again after the restore: the copy may hold them.
      const deletions = existsSync(database) ? await deletionsIn(database) : []
      if (existsSync(database)) {
        const saved = join(backups, `eva-before-restore-${stamp()}.sqlite`)
        copyOf(database, saved)
        handOver(dirname(database), saved)
        console.log(`the database as it was is saved in ${saved}`)
      } else {
        // A new database, private like the one the site creates.
        mkdirSync(dirname(database), {recursive: true, mode: 0o700})
        closeSync(openSync(database, 'wx', 0o600))
      }
      await writeInto(copy, database)
      handOver(dirname(database), database)
      console.log(`restored ${from} to ${database} (${documents} documents)`)
      const again = await deleteAgain(database, deletions, join(dirname(database), 'mail'))
      if (again > 0) console.log(`deleted again ${again} lead(s) deleted on request that the copy held`)
      return 0
    } finally {
      copy.close()
    }
  }

  return fail(USAGE)
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/**
 * A consistent copy of `database` (one read transaction), written to `out`, readable by this
 * user only, like the database (VACUUM INTO fills the empty file made for it).
 */
function copyOf(database: string, out: string) {
  mkdirSync(dirname(out), {recursive: true, mode: 0o700})
  closeSync(openSync(out, 'wx', 0o600))
  const source = new DatabaseSync(database, {readOnly: true, timeout: 5000})
  try {
    source.prepare('VACUUM INTO ?').run(out)
  } catch (error) {
    rmSync(out, {force: true})
    throw error
  } finally {
    source.close()
  }
}

/**
 * Run as root (`fly ssh console`, `docker exec`), what this command made in the data folder is
 * given to the folder's owner, the server's user, which must go on writing the database and
 * may prune the copies. (SQLite does the same for the journals it makes as root.)
 */
function handOver(dataDir: string, file: string) {
  if (process.getuid?.() !== 0 || !file.startsWith(dataDir + sep)) return
  const {uid, gid} = statSync(dataDir)
  for (let path = file; path !== dataDir; path = dirname(path)) chownSync(path, uid, gid)
}

/** The records of deletions on request in `database` (each names the lead it deleted). */
async function deletionsIn(database: string) {
  const [{createSqliteStore}, {LEAD_DELETIONS}] = await Promise.all([
    import('~/store/sqlite-store.server'),
    import('~/leads/lead-records.server'),
  ])
  const store = createSqliteStore(database)
  try {
    return await store.list(LEAD_DELETIONS)
  } finally {
    await store.close()
  }
}

/**
 * After a restore: every deletion on request recorded before it is recorded again, and its lead
 * (with its notes, mails and slots) deleted again and erased from the files. Answers how many
 * leads the copy held that had been deleted.
 */
async function deleteAgain(database: string, deletions: StoredDocument[], mailFolder: string) {
  const [{createSqliteStore}, {deleteLead, eraseDeleted, LEAD_DELETIONS}, {isLeadCollection}] = await Promise.all([
    import('~/store/sqlite-store.server'),
    import('~/leads/lead-records.server'),
    import('~/leads/kinds'),
  ])
  const store = createSqliteStore(database)
  try {
    let again = 0
    for (const {id, data} of deletions) {
      await store.create(LEAD_DELETIONS, id, data)
      const {colecao, pedido} = data
      if (typeof colecao !== 'string' || typeof pedido !== 'string' || !isLeadCollection(colecao)) continue
      if (await store.get(colecao, pedido)) again++
      await deleteLead(store, colecao, pedido, mailFolder)
    }
    if (again > 0 && (await eraseDeleted(store, {retryForMs: 0})) === 'held') {
      console.error('backup: a reader holds the database: its WAL is erased when the site next deletes a lead or stops')
    }
    return again
  } finally {
    await store.close()
  }
}

/** The site's own backups (eva-*.sqlite in DATA_DIR/backups) older than `days`. */
function expired(folder: string, days: number) {
  if (!existsSync(folder)) return []
  const before = Date.now() - days * 86_400_000
  return readdirSync(folder)
    .filter((name) => /^eva-.*\.sqlite$/.test(name))
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).mtimeMs < before)
}

/**
 * Copies every page of `source` into the database at `target` in one write transaction. A
 * write under way in the server makes SQLite answer "busy" at once (Node gives the backup no
 * busy timeout): wait and try again.
 */
async function writeInto(source: DatabaseSync, target: string) {
  const until = Date.now() + RESTORE_WAIT_MS
  for (;;) {
    try {
      await backup(source, target, {rate: 1_000_000})
      return
    } catch (error) {
      const busy = [0, 5, 6].includes((error as {errcode?: number}).errcode ?? -1)
      if (!busy || Date.now() > until) throw error
      await sleep(20)
    }
  }
}

function fail(message: string) {
  console.error(`backup: ${message}`)
  return 1
}

process.exitCode = await main(process.argv.slice(2))
