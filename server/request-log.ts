import {randomUUID} from 'node:crypto'
import type {ServerBuild} from '@remix-run/node'
import type {NextFunction, Request, Response} from 'express'
import {pinoHttp} from 'pino-http'
import {canonicalPath, pathForLogs, routePatterns} from '~/requests/canonical-address.server'
import {logger, requestContext} from '~/utils/log.server'

/**
 * An id a proxy or the platform gave the request, if it is a plain one: letters, digits and
 * `._:-` (no `@`, so no e-mail address rides in on it).
 */
const GIVEN_ID = /^[\w.:-]{1,128}$/

/** The addresses of files served as they are: folders (`/build`), and single files (`/favicon.svg`). */
export type FileRoutes = {folders: string[]; files: string[]}

/**
 * One line per request when its answer is done: method, path (its one spelling, with a
 * route's parameters as the route names them, so a CEP never reaches the log; a file by its
 * folder, `/build/*`), status and time, with the request's id:
 * the `X-Request-Id` a trusted proxy gave it (one TRUST_PROXY names), or a new one, sent back in the answer. Everything logged
 * while the request is answered carries the same id (requestContext).
 */
export function requestLog(
  routes: ServerBuild['routes'],
  {trustGivenId, files}: {trustGivenId: (req: Request) => boolean; files: FileRoutes},
) {
  const patterns = routePatterns(routes)
  const log = pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers['x-request-id']
      const id = trustGivenId(req as Request) && typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    customAttributeKeys: {responseTime: 'ms'},
    customProps: (req) => ({requestId: req.id}),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({method: req.method, path: loggedPath(req)}),
      res: (res: Response) => ({status: res.statusCode}),
      err: (error: Error) => ({name: error.name}),
    },
  })
  const loggedPath = (req: Request) => {
    const path = canonicalPath(req.originalUrl.split('?')[0]!, patterns)
    if (path === undefined) return '(unreadable)'
    // A file's name is the build's or the content's, never a visitor's: still, only its folder.
    const folder = files.folders.find((prefix) => path.startsWith(`${prefix}/`))
    if (folder) return `${folder}/*`
    return files.files.includes(path) ? path : pathForLogs(path, patterns)
  }
  return (req: Request, res: Response, next: NextFunction) => {
    log(req, res)
    requestContext.run({requestId: String(req.id), path: loggedPath(req)}, next)
  }
}
