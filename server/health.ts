import type {AddressInfo} from 'node:net'
import type {Request, Response} from 'express'
import {NOT_FOUND_PATH, READINESS_STORE_PROBE_MS, RENDER_CHECK_TIMEOUT_MS} from '~/constants'
import {contentCache} from '~/content/content.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {getStore} from '~/store/store.server'
import {errorFields, logEvent} from '~/utils/log.server'
import {isStopping} from './shutdown'

// Health checks for the platform (docs/deploy.md#health-checks): answered before anything
// else runs, so never cached, rate-limited, logged at info or listed in the sitemap.

const NOT_KEPT = {'Cache-Control': CACHE_CONTROL.noStore}

/** Liveness: the process answers. No I/O, so a slow store never gets a live process killed. */
export function liveness(_req: Request, res: Response) {
  res.set(NOT_KEPT).json({status: 'ok'})
}

/** Whether this build renders pages: one is asked of it just after it listens (checkRendering). */
let rendering: 'unchecked' | 'ok' | 'failed' = 'unchecked'
let renderChecked: Promise<void> | undefined
let listening: AddressInfo | undefined

/**
 * Asks this server for its 404 page, a whole render through everything a visitor's request goes
 * through. A 500 there is a build that cannot render (a development build's React, a missing
 * module, a broken layout): /readyz then fails for good, so no deploy goes live with it. The
 * page's content being down is a 503, which still rendered. A check that gets no answer (a
 * start slower than RENDER_CHECK_TIMEOUT_MS) decides nothing: the next /readyz asks again.
 */
export function checkRendering(server: AddressInfo) {
  listening = server
  renderChecked = renderOnce(server)
  return renderChecked
}

async function renderOnce({address, port}: AddressInfo) {
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : address.includes(':') ? `[${address}]` : address
  try {
    const response = await fetch(`http://${host}:${port}${NOT_FOUND_PATH}`, {
      signal: AbortSignal.timeout(RENDER_CHECK_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    rendering = response.status === 500 ? 'failed' : 'ok'
    if (rendering === 'failed')
      logEvent('error', 'server.cannot_render', {hint: 'the build cannot render a page: rebuild it (npm run build)'})
  } catch (error) {
    rendering = 'unchecked'
    logEvent('warn', 'server.render_check_unanswered', errorFields(error))
  } finally {
    renderChecked = undefined
  }
}

/**
 * Readiness: the store answers and the content is loaded (from the source, or the last good
 * copy through an outage), the build renders pages, and the server is not draining after
 * SIGTERM. 503 otherwise, so a load balancer stops sending visitors before they would see a failure.
 */
export async function readiness(_req: Request, res: Response) {
  res.set(NOT_KEPT)
  if (isStopping()) return res.status(503).json({status: 'stopping'})
  // A probe waits for the render under way (one at a time), or asks again after one that got
  // no answer, so it never says ready too early.
  if (rendering === 'unchecked' && listening && !renderChecked) checkRendering(listening)
  await renderChecked
  if (isStopping()) return res.status(503).json({status: 'stopping'})
  const [store, content] = await Promise.all([
    storeProbe(),
    contentCache()
      .load(SETTINGS_QUERY)
      .then(({value}) => (value ? ('ok' as const) : ('missing' as const)))
      .catch(() => 'unavailable' as const),
  ])
  // A development server (npm run dev) is not checked: it renders on every request anyway.
  const renders = rendering === 'ok' || listening === undefined
  const ready = store === 'ok' && content === 'ok' && renders
  // Not every probe is logged (they come every few seconds), but one that fails is.
  if (!ready) logEvent('warn', 'server.not_ready', {store, content, rendering})
  res.status(ready ? 200 : 503).json({status: ready ? 'ok' : 'unavailable', store, content, rendering})
}

/** One store read per second at most, however many checkers ask (on Firestore, reads are billed). */
let lastProbe: {at: number; result: Promise<'ok' | 'unavailable'>} | undefined

function storeProbe() {
  if (lastProbe && Date.now() - lastProbe.at < READINESS_STORE_PROBE_MS) return lastProbe.result
  const result = getStore()
    .get('_health', 'probe')
    .then(() => 'ok' as const)
    .catch(() => 'unavailable' as const)
  lastProbe = {at: Date.now(), result}
  return result
}
