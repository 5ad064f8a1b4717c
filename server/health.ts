import type {Request, Response} from 'express'
import {READINESS_STORE_PROBE_MS} from '~/constants'
import {contentCache} from '~/content/content.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {getStore} from '~/store/store.server'
import {logEvent} from '~/utils/log.server'
import {isStopping} from './shutdown'

// Health checks for the platform (docs/deploy.md#health-checks): answered before anything
// else runs, so never cached, rate-limited, logged at info or listed in the sitemap.

const NOT_KEPT = {'Cache-Control': CACHE_CONTROL.noStore}

/** Liveness: the process answers. No I/O, so a slow store never gets a live process killed. */
export function liveness(_req: Request, res: Response) {
  res.set(NOT_KEPT).json({status: 'ok'})
}

/**
 * Readiness: the store answers and the content is loaded (from the source, or the last good
 * copy through an outage), and the server is not draining after SIGTERM. 503 otherwise, so a
 * load balancer stops sending visitors before they would see a failure.
 */
export async function readiness(_req: Request, res: Response) {
  res.set(NOT_KEPT)
  if (isStopping()) return res.status(503).json({status: 'stopping'})
  const [store, content] = await Promise.all([
    storeProbe(),
    contentCache()
      .load(SETTINGS_QUERY)
      .then(({value}) => (value ? ('ok' as const) : ('missing' as const)))
      .catch(() => 'unavailable' as const),
  ])
  const ready = store === 'ok' && content === 'ok'
  // Not every probe is logged (they come every few seconds), but one that fails is.
  if (!ready) logEvent('warn', 'server.not_ready', {store, content})
  res.status(ready ? 200 : 503).json({status: ready ? 'ok' : 'unavailable', store, content})
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
