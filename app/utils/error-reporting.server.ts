import type * as SentrySdk from '@sentry/node'
import type {ErrorEvent} from '@sentry/node'
import {requestContext} from './log.server'

// Error reporting (Sentry), on when SENTRY_DSN is set (docs/deploy.md#error-reporting). It only
// reports: what the server does with an error that escapes stays as docs/decisions/0038 says,
// so none of Sentry's handlers for uncaught exceptions and rejections is installed (Sentry's
// own would exit on an uncaught exception), and nothing else of it runs (no tracing, no
// breadcrumbs).

/** Sentry's SDK, once reporting is on. */
let Sentry: typeof SentrySdk | undefined

/**
 * Loads Sentry only when there is somewhere to report to: its SDK takes most of a second of
 * CPU to load, which every start of the server (a deploy, a test) would otherwise pay.
 */
export async function startErrorReporting(dsn: string | undefined) {
  if (!dsn) return
  const sdk = await import('@sentry/node')
  sdk.initWithoutDefaultIntegrations({
    dsn,
    enableOpenTelemetrySetup: false,
    maxBreadcrumbs: 0,
    beforeSend: withoutPersonalData,
  })
  Sentry = sdk
}

/** Reports an error with the request's id and path (a route's shape, as logged), when reporting is on. */
export function reportError(error: unknown) {
  const sentry = Sentry
  if (!sentry) return
  sentry.withScope((scope) => {
    const request = requestContext.getStore()
    if (request) scope.setTag('requestId', request.requestId)
    if (request) scope.setTag('path', mask(request.path))
    sentry.captureException(error)
  })
}

/** Sends what is still queued (before the process exits). */
export const flushErrorReports = () => (Sentry ? Sentry.flush(2000) : Promise.resolve(true))

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
