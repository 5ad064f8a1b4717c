/**
 * Backups of the SQLite store (docs/deploy.md#backups), taken while the site serves:
 *
 *   npm run backup                       # DATA_DIR/backups/eva-<UTC time>.sqlite
 *   npm run backup -- --out FILE
 *   npm run restore -- FILE              # with the site stopped
 *
 * A backup is `VACUUM INTO`: one read transaction, so it holds exactly what was committed
 * when it began, while posts go on being written (WAL). Restoring checks the copy, then puts
 * it in place of DATA_DIR/eva.sqlite in one rename. Compiled with the site into build/cli/.
 */
import {existsSync, mkdirSync, renameSync, rmSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {DatabaseSync} from 'node:sqlite'
import {parseArgs} from 'node:util'
import {fromProjectRoot} from '~/utils/paths.server'

const USAGE = 'usage: npm run backup -- [--out FILE]  |  npm run restore -- FILE'
const DATABASE = 'eva.sqlite'

async function main([command, ...args]: string[]): Promise<number> {
  const envFile = fromProjectRoot('.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  const {env} = await import('~/env.server')
  if (env.STORE !== 'sqlite') {
    fail('the store is Firestore: use its managed export (docs/deploy.md#backups)')
    return 1
  }
  const database = fromProjectRoot(env.DATA_DIR, DATABASE)
  const {values, positionals} = parseArgs({args, allowPositionals: true, options: {out: {type: 'string'}}})

  if (command === 'backup' && positionals.length === 0) {
    if (!existsSync(database)) return fail(`no database at ${database}`)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const out = resolve(values.out ?? join(dirname(database), 'backups', `eva-${stamp}.sqlite`))
    if (existsSync(out)) return fail(`${out} exists already`)
    mkdirSync(dirname(out), {recursive: true})
    const source = new DatabaseSync(database, {readOnly: true, timeout: 5000})
    try {
      source.prepare('VACUUM INTO ?').run(out)
    } finally {
      source.close()
    }
    console.log(`backup written to ${out}`)
    return 0
  }

  if (command === 'restore' && positionals.length === 1 && !values.out) {
    const from = resolve(positionals[0]!)
    if (!existsSync(from)) return fail(`no file at ${from}`)
    // Checked, then copied beside the database and renamed over it: the old file stays whole
    // until the new one is.
    mkdirSync(dirname(database), {recursive: true})
    const incoming = `${database}.restoring`
    rmSync(incoming, {force: true})
    const copy = new DatabaseSync(from, {readOnly: true})
    try {
      const {integrity_check: check} = copy.prepare('PRAGMA integrity_check').get() as {integrity_check: string}
      if (check !== 'ok') return fail(`${from} is damaged: ${check}`)
      copy.prepare('SELECT count(*) FROM documents').get()
      copy.prepare('VACUUM INTO ?').run(incoming)
    } catch (error) {
      return fail(`${from} is not a backup of the site (${(error as Error).message})`)
    } finally {
      copy.close()
    }
    for (const journal of ['-wal', '-shm']) rmSync(database + journal, {force: true})
    renameSync(incoming, database)
    console.log(`restored ${from} to ${database}`)
    return 0
  }

  return fail(USAGE)
}

function fail(message: string) {
  console.error(`backup: ${message}`)
  return 1
}

process.exitCode = await main(process.argv.slice(2))
