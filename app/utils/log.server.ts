import {AsyncLocalStorage} from 'node:async_hooks'
import pino from 'pino'

/**
 * The server's log: one JSON line per request (server/request-log.ts) and per event, on
 * stderr, each with the request's id when it happens during one. Callers pass only what is
 * safe to keep: event names, collections, error names; never a name, CPF, e-mail, phone or
 * address (tests/integration/logs.test.ts searches the log for each).
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
