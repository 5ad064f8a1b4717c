import type {IncomingMessage, Server, ServerResponse} from 'node:http'
import {Server as NetServer, type Socket} from 'node:net'
import closeWithGrace from 'close-with-grace'
import type {NextFunction, Request, Response} from 'express'
import {SHUTDOWN_GRACE_MS, SHUTDOWN_IDLE_CHECK_MS} from '~/constants'
import {flushErrorReports, reportError} from '~/utils/error-reporting.server'
import {errorFields, logEvent} from '~/utils/log.server'

/**
 * Stops the server gracefully on SIGTERM or SIGINT (and on an uncaught exception, after which
 * the process cannot be trusted; an unhandled rejection is only logged, server/errors.ts): it stops accepting
 * connections, lets every request under way or arriving on an open connection finish (its
 * response goes out whole, with `Connection: close`), closes a connection once idle for the
 * server's keep-alive timeout, while `stopWork` stops the background work (the mail
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
  // Each connection, and whether it is between requests (idle since when).
  const connections = new Map<Socket, {answering: number; idleSince: number}>()
  server.on('connection', (socket: Socket) => {
    connections.set(socket, {answering: 0, idleSince: Date.now()})
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket)
    if (!connection) return
    connection.answering++
    res.once('close', () => {
      connection.answering--
      connection.idleSince = Date.now()
    })
  })

  closeWithGrace({delay: SHUTDOWN_GRACE_MS, logger: false, skip: ['unhandledRejection']}, async ({signal, err}) => {
    stopping = true
    if (err) {
      logEvent('error', 'server.crashed', errorFields(err))
      reportError(err)
    }
    logEvent('info', 'server.stopping', {signal: signal ?? 'error'})
    const workStopped = stopWork()
    await new Promise<void>((resolve) => {
      // Listening stops; http's own close() would also shut every connection idle this instant,
      // where a client may be sending its next request this instant (it would meet a reset).
      // Instead each answer from now on closes its connection, and a connection is closed when
      // it would be on any day: idle for the server's keep-alive timeout, which each answer
      // announces (Keep-Alive: timeout=5), so a client knows not to reuse it later than that.
      NetServer.prototype.close.call(server, () => {
        clearInterval(idleCheck)
        resolve()
      })
      const idleCheck = setInterval(() => {
        const now = Date.now()
        for (const [socket, connection] of connections) {
          if (connection.answering === 0 && now - connection.idleSince >= server.keepAliveTimeout) socket.end()
        }
      }, SHUTDOWN_IDLE_CHECK_MS)
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
