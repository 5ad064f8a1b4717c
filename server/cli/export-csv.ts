/**
 * Staff export: every document of one submissions collection as a CSV for Excel.
 *
 *   npm run export -- agendamentos [--out agendamentos.csv]
 *
 * Compiled with the site (npm run build) into build/cli/export-csv.js. Reads .env like the
 * server, so it exports from the same store (SQLite in DATA_DIR, or Firestore). Without
 * --out the CSV goes to stdout.
 */
import {randomUUID} from 'node:crypto'
import {existsSync, renameSync, writeFileSync} from 'node:fs'
import {parseArgs} from 'node:util'
import {documentsToCsv} from '~/leads/csv'
import {LEAD_COLLECTION_NAMES} from '~/leads/kinds'
import type {DocumentStore} from '~/store/store'
import {fromProjectRoot} from '~/utils/paths.server'

// The collections the site's forms write to (app/leads/kinds.ts).
const COLLECTIONS: readonly string[] = LEAD_COLLECTION_NAMES
const USAGE = `usage: npm run export -- <${COLLECTIONS.join('|')}> [--out FILE]`
const EXIT_FAILED = 1
const EXIT_USAGE = 2

type Command = {help: true} | {help?: false; collection: string; out?: string}

function parseArguments(args: string[]): Command | {problem: string} {
  let parsed
  try {
    parsed = parseArgs({args, allowPositionals: true, options: {out: {type: 'string'}, help: {type: 'boolean', short: 'h'}}})
  } catch (error) {
    const code = (error as {code?: string}).code
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return {problem: '--out needs a file name'}
    return {problem: `unknown option ${args.find((arg) => arg.startsWith('-') && !/^--?(out|help|h)(=|$)/.test(arg))}`}
  }
  const {values, positionals} = parsed
  if (values.help) return {help: true}
  const [collection, ...extra] = positionals
  if (values.out === '') return {problem: '--out needs a file name'}
  if (!collection) return {problem: 'missing collection'}
  if (extra.length > 0) return {problem: `unexpected argument ${extra[0]}`}
  if (!COLLECTIONS.includes(collection)) return {problem: `unknown collection "${collection}"`}
  return {collection, out: values.out}
}

async function main(args: string[]): Promise<number> {
  const command = parseArguments(args)
  if ('problem' in command) {
    await writeStderr(`export-csv: ${command.problem}. ${USAGE}`)
    return EXIT_USAGE
  }
  if (command.help) {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }

  // Before the store module loads: it reads the environment once, at import.
  const envFile = fromProjectRoot('.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
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
      // Names, CPFs, phones: readable by whoever ran it only, like everything in DATA_DIR, from the
      // first byte, even where a file was (a new file, 0600, then renamed over it).
      const temporary = `${command.out}.${randomUUID()}.tmp`
      writeFileSync(temporary, csv, {mode: 0o600, flag: 'wx'})
      renameSync(temporary, command.out)
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
