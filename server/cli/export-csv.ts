/**
 * Staff export: every document of one submissions collection as a CSV for Excel.
 *
 *   npx tsx server/cli/export-csv.ts agendamentos [--out agendamentos.csv]
 *
 * Run from the project root. Reads .env like the server, so it exports from the same store
 * (SQLite in DATA_DIR, or Firestore). Without --out the CSV goes to stdout.
 */
import {existsSync, writeFileSync} from 'node:fs'
import type {DocumentStore} from '~/store/store'
import {documentsToCsv} from './csv'

// The collections the site's forms write to (app/forms/actions.server.ts).
const COLLECTIONS = ['agendamentos', 'reservas_evababy']
const USAGE = `usage: npx tsx server/cli/export-csv.ts <${COLLECTIONS.join('|')}> [--out FILE]`
const EXIT_FAILED = 1
const EXIT_USAGE = 2

type Command = {collection: string; out?: string}

function parseArguments(args: readonly string[]): Command | {problem: string} {
  const positional: string[] = []
  let out: string | undefined
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--out') {
      out = args[++index]
      if (!out) return {problem: '--out needs a file name'}
    } else if (arg.startsWith('--out=')) {
      out = arg.slice('--out='.length)
      if (!out) return {problem: '--out needs a file name'}
    } else if (arg.startsWith('-')) {
      return {problem: `unknown option ${arg}`}
    } else {
      positional.push(arg)
    }
  }
  const [collection, ...extra] = positional
  if (!collection) return {problem: 'missing collection'}
  if (extra.length > 0) return {problem: `unexpected argument ${extra[0]}`}
  if (!COLLECTIONS.includes(collection)) return {problem: `unknown collection "${collection}"`}
  return {collection, out}
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  const command = parseArguments(args)
  if ('problem' in command) {
    await writeStderr(`export-csv: ${command.problem}. ${USAGE}`)
    return EXIT_USAGE
  }

  // Before the store module loads: it reads the environment once, at import.
  if (existsSync('.env')) process.loadEnvFile('.env')
  let store: DocumentStore
  try {
    store = (await import('~/store/store.server')).getStore()
  } catch (error) {
    await writeStderr(`export-csv: ${describe(error)}`)
    return EXIT_FAILED
  }

  try {
    const documents = await store.list(command.collection)
    const csv = documentsToCsv(documents)
    if (command.out) {
      writeFileSync(command.out, csv)
      await writeStderr(`${documents.length} document(s) from ${command.collection} written to ${command.out}`)
    } else {
      process.stdout.write(csv)
    }
    return 0
  } catch (error) {
    await writeStderr(`export-csv: ${describe(error)}`)
    return EXIT_FAILED
  } finally {
    await store.close()
  }
}

// Staff run this on their own machine: the underlying cause (a path, a gRPC code) helps them.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}

/** A line on stderr, once it is written (so exit() cannot cut it off). */
function writeStderr(line: string) {
  return new Promise<void>((resolve) => process.stderr.write(`${line}\n`, () => resolve()))
}

const code = await main(process.argv.slice(2))
// After a failure, a timed-out Firestore call may keep retrying (and the process alive) for
// about 45 s: leave now. After success, only set the code: stdout may still be flushing.
if (code === 0) process.exitCode = code
else process.exit(code)
