import * as Sentry from '@sentry/node'
import type {ErrorEvent} from '@sentry/node'
import {requestContext} from './log.server'

// Error reporting (Sentry), on when SENTRY_DSN is set (docs/deploy.md#error-reporting). It only
// reports: what the server does with an error that escapes stays as docs/decisions/0038 says,
// so none of Sentry's handlers for uncaught exceptions and rejections is installed (Sentry's
// own would exit on an uncaught exception), and nothing else of it runs (no tracing, no
// breadcrumbs).

let reporting = false

export function startErrorReporting(dsn: string | undefined) {
  if (!dsn) return
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    enableOpenTelemetrySetup: false,
    maxBreadcrumbs: 0,
    beforeSend: withoutPersonalData,
  })
  reporting = true
}

/** Reports an error with the request's id and path (a route's shape, as logged), when reporting is on. */
export function reportError(error: unknown) {
  if (!reporting) return
  Sentry.withScope((scope) => {
    const request = requestContext.getStore()
    if (request) scope.setTag('requestId', request.requestId)
    if (request) scope.setTag('path', mask(request.path))
    Sentry.captureException(error)
  })
}

/** Sends what is still queued (before the process exits). */
export const flushErrorReports = () => (reporting ? Sentry.flush(2000) : Promise.resolve(true))

/**
 * What reaches Sentry: the error's type, message and stack, the path and the request id. No
 * request (body, headers, cookies, query, address), no user; in the message, anything shaped
 * like an e-mail or a run of digits (CPF, phone, CEP) is masked.
 */
function withoutPersonalData(event: ErrorEvent) {
  delete event.request
  delete event.user
  delete event.breadcrumbs
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = mask(exception.value)
  }
  if (event.message) event.message = mask(event.message)
  return event
}

const mask = (text: string) => text.replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[e-mail]').replace(/\d[\d.\-/() ]{4,}\d/g, '[número]')
