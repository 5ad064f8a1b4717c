import {AsyncLocalStorage} from 'node:async_hooks'
import pino from 'pino'

/**
 * The server's log: one JSON line per request (server/request-log.ts) and per event, on
 * stderr, each with the request's id when it happens during one. Callers pass only what is
 * safe to keep: event names, collections, an error's fields (errorFields); never a name, CPF,
 * e-mail, phone or address (tests/integration/logs.test.ts searches the log for each).
 */
export const logger = pino(
  {
    base: null,
    messageKey: 'event',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {level: (label) => ({level: label})},
  },
  // process.stderr writes at once to a file or a pipe (Linux): a line logged just before an
  // exit is not lost.
  process.stderr,
)

/**
 * The request under way, for the lines logged while it is answered: its id and its path as
 * the request log writes it (a route's shape, never what was typed: server/request-log.ts).
 */
export const requestContext = new AsyncLocalStorage<{requestId: string; path: string}>()

export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  details: Record<string, string | number | boolean> = {},
) {
  const requestId = requestContext.getStore()?.requestId
  logger[level](requestId ? {requestId, ...details} : details, event)
}

/** What the log keeps of an error: its name (never its message, which may quote a value). */
export const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error)

/**
 * What to do about the system's and the configuration's errors, by code. Their messages name a
 * port, a path, a host or a setting, never what a visitor typed, so they are logged whole.
 */
const HINTS: ReadonlyMap<string, (error: {port?: unknown}) => string> = new Map([
  ['EADDRINUSE', (error) => `another process listens on port ${String(error.port ?? '')}: stop it, or set PORT`],
  ['EACCES', () => "the server's user may not open this: check the owner and mode of DATA_DIR, or the port"],
  ['EPERM', () => "the server's user may not do this: check the owner and mode of DATA_DIR"],
  ['ENOENT', () => 'a file or folder is missing: is the build there (npm run build), is DATA_DIR right?'],
  ['ENOTDIR', () => 'a path that should be a folder is a file: check DATA_DIR'],
  ['ENOSPC', () => "the disk is full: free room on the data folder's disk"],
  ['SQLITE_FULL', () => "the disk is full: free room on the data folder's disk"],
  ['EROFS', () => 'the data folder is read-only: mount it writable'],
  [
    'SQLITE_READONLY',
    () => 'the database cannot be written: check the owner and mode of DATA_DIR, and that its disk is writable',
  ],
  ['SQLITE_CANTOPEN', () => 'the SQLite file cannot be opened: check DATA_DIR, its owner and mode'],
  ['SQLITE_BUSY', () => 'another process holds the database (a backup, a second server) longer than a write waits'],
  ['EMFILE', () => "too many open files: raise the process's limit (ulimit -n)"],
  ['ECONNREFUSED', () => 'nothing answers at that address: check its URL in the environment and that the service is up'],
  ['ENOTFOUND', () => 'that host name is unknown: check its URL in the environment'],
  ['EAI_AGAIN', () => 'the host name could not be looked up now: check DNS, and the URL in the environment'],
  ['ETIMEDOUT', () => 'the service did not answer in time: check its URL and that it is up'],
  ['EHOSTUNREACH', () => 'no route to that host: check its URL and the network'],
  ['ECONNRESET', () => 'the service closed the connection: check that it is up and speaks what its URL says'],
  ['EAUTH', () => 'the mail server refused the user or password in SMTP_URL'],
  ['ECONNECTION', () => 'the mail server could not be reached: check the host and port in SMTP_URL'],
  ['ESOCKET', () => 'the mail server connection failed: check SMTP_URL (smtps:// for port 465, smtp:// for 587)'],
  ['ETLS', () => 'TLS with the mail server failed: check smtps:// or smtp:// in SMTP_URL'],
])

/** Errors about the server's own settings: their messages name variables, never a visitor's data. */
const CONFIGURATION_ERRORS = new Set(['InvalidEnvironmentError'])

/**
 * What the log keeps of an error: its class and its code; for the system's and the
 * configuration's errors (a port taken, a file missing, a service down, a bad setting) also its
 * message and what to do, since those hold no visitor data. Any other message stays out: it may
 * quote what a visitor typed. An error's cause counts too (a store that could not be reached).
 */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {error: typeof error}
  const fields: Record<string, string> = {error: error.name}
  for (let found: unknown = error, depth = 0; found instanceof Error && depth < 4; found = found.cause, depth++) {
    const code = (found as {code?: unknown}).code
    if (typeof code !== 'string' && typeof code !== 'number') continue
    fields.code ??= String(code)
    const hint = HINTS.get(String(code))
    if (hint) {
      Object.assign(fields, {code: String(code), message: found.message.slice(0, 300), hint: hint(found as {port?: unknown})})
      break
    }
  }
  if (CONFIGURATION_ERRORS.has(error.name)) fields.message = error.message.slice(0, 1000)
  return fields
}
