import type {NextFunction, Request, Response} from 'express'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {messages} from '~/messages'
import {reportError} from '~/utils/error-reporting.server'
import {errorFields, logEvent, requestContext} from '~/utils/log.server'

// What escapes a middleware or a handler ends here: the visitor gets the site's pt-BR error
// page (a 500), the log gets the error's name and the path, never a stack trace or a body
// (docs/decisions/0038).

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)

const ERROR_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(messages.error.title)}</title></head>
<body><main><h1>${escape(messages.error.title)}</h1><p>${escape(messages.error.text)}</p>
<p><a href="/">${escape(messages.error.home)}</a></p></main></body></html>`

export function errorPage(error: unknown, req: Request, res: Response, next: NextFunction) {
  // The path as the request log wrote it (a route's shape), never as typed.
  logEvent('error', 'request.failed', {
    path: requestContext.getStore()?.path ?? '(unknown)',
    ...errorFields(error),
  })
  reportError(error)
  // The answer had started: all that can be done is to end it.
  if (res.headersSent) return next(error)
  res.set({'Cache-Control': CACHE_CONTROL.noStore, 'Content-Type': 'text/html; charset=utf-8'})
  res.status(500).send(ERROR_PAGE)
}

/** Unhandled rejections are logged and the server keeps serving (docs/decisions/0038). */
export function logUnhandledRejections() {
  process.on('unhandledRejection', (reason) => {
    logEvent('error', 'server.unhandled_rejection', {...errorFields(reason)})
    reportError(reason)
  })
}
