import {EDGE_PURGE_TIMEOUT_MS} from '~/constants'
import {contentCache, followContentChanges} from '~/content/content.server'
import {errorName, logEvent} from '~/utils/log.server'
import {configuredEdge, purgeRequest} from './edge-purge.server'
import {pageCache} from './page-cache.server'

// What a publish makes stale, by tag (app/content/tags.ts): the content cache and the page
// cache of this process, and the CDN in front of every instance.

/** This process: the content and the pages built from documents with these tags. */
export function purgeHere(tags: string[]) {
  contentCache().purge(tags)
  return pageCache.purge(tags)
}

/** This process, everything (the change feed had a gap: anything may have changed). */
export function purgeEverythingHere() {
  contentCache().purgeAll()
  pageCache.clear()
}

/**
 * A publish reported by the signed webhook: this process and the edge. `edge` is null with
 * no CDN configured, false when the CDN refused or did not answer (the webhook then fails,
 * so that Sanity sends it again).
 */
export async function purgePublished(tags: string[]): Promise<{pages: number; edge: boolean | null}> {
  const pages = purgeHere(tags)
  const edge = configuredEdge()
  if (!edge || tags.length === 0) return {pages, edge: null}
  try {
    const response = await fetch(purgeRequest(edge, tags), {signal: AbortSignal.timeout(EDGE_PURGE_TIMEOUT_MS)})
    await response.body?.cancel()
    if (!response.ok) logEvent('error', 'edge.purge_failed', {edge: edge.kind, status: response.status})
    return {pages, edge: response.ok}
  } catch (error) {
    logEvent('error', 'edge.purge_failed', {edge: edge.kind, error: errorName(error)})
    return {pages, edge: false}
  }
}

/**
 * Every instance follows Sanity's change feed and purges itself: a publish shows on all of
 * them within a second, whichever one the webhook reached. (The webhook purges the edge.)
 */
export function followPublishes() {
  return followContentChanges((change) => {
    if (change === 'everything') {
      purgeEverythingHere()
      logEvent('info', 'content.purged_all', {reason: 'change feed reconnected'})
    } else {
      const pages = purgeHere(change.tags)
      logEvent('info', 'content.purged', {tags: change.tags.join(' '), pages, from: 'change feed'})
    }
  })
}
