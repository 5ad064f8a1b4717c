import type {Server} from 'node:http'
import closeWithGrace from 'close-with-grace'
import type {NextFunction, Request, Response} from 'express'
import {SHUTDOWN_GRACE_MS} from '~/constants'
import {flushErrorReports, reportError} from '~/utils/error-reporting.server'
import {logEvent} from '~/utils/log.server'

/**
 * Stops the server gracefully on SIGTERM or SIGINT (and on an uncaught exception, after which
 * the process cannot be trusted; an unhandled rejection is only logged, server/errors.ts): it stops accepting
 * connections, closes the idle ones, lets every request under way finish (its response goes
 * out whole, with `Connection: close`) while `stopWork` stops the background work (the mail
 * outbox), then runs `cleanUp` (close the stores). After
 * SHUTDOWN_GRACE_MS the process exits whatever is left.
 */
let stopping = false

/** Whether the server is draining after a signal (readiness then answers 503). */
export const isStopping = () => stopping

export function stopGracefully(
  server: Server,
  {
    stopWork,
    cleanUp,
  }: {
    /** Background work to stop at once, alongside the drain (it must start nothing new). */
    stopWork: () => Promise<void>
    /** After the drain and the background work: close the stores. */
    cleanUp: () => Promise<void>
  },
) {
  closeWithGrace({delay: SHUTDOWN_GRACE_MS, logger: false, skip: ['unhandledRejection']}, async ({signal, err}) => {
    stopping = true
    if (err) {
      logEvent('error', 'server.crashed', {error: err.name})
      reportError(err)
    }
    logEvent('info', 'server.stopping', {signal: signal ?? 'error'})
    const workStopped = stopWork()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await workStopped
    await cleanUp()
    await flushErrorReports()
    logEvent('info', 'server.stopped', {})
  })

  /** Middleware: while stopping, every answer tells the client not to reuse the connection. */
  return (_req: Request, res: Response, next: NextFunction) => {
    if (stopping) res.setHeader('Connection', 'close')
    next()
  }
}
