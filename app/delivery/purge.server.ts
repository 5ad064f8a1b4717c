import {EDGE_PURGE_TIMEOUT_MS} from '~/constants'
import {contentCache, followContentChanges} from '~/content/content.server'
import {errorFields, logEvent} from '~/utils/log.server'
import {EVERY_PAGE_KEY} from './cache-control'
import {configuredEdge, purgeRequest} from './edge-purge.server'
import {pageCache} from './page-cache.server'

// What a publish makes stale, by tag (app/content/tags.ts): the content cache and the page
// cache of this process, and the CDN in front of every instance (docs/decisions/0059).

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
 * The edge: the pages with any of these surrogate keys. Null with no CDN configured, false
 * when the CDN refused or did not answer (logged).
 */
async function purgeEdge(keys: string[]): Promise<boolean | null> {
  const edge = configuredEdge()
  if (!edge || keys.length === 0) return null
  try {
    const response = await fetch(purgeRequest(edge, keys), {signal: AbortSignal.timeout(EDGE_PURGE_TIMEOUT_MS)})
    await response.body?.cancel()
    if (!response.ok) logEvent('error', 'edge.purge_failed', {edge: edge.kind, status: response.status})
    return response.ok
  } catch (error) {
    logEvent('error', 'edge.purge_failed', {edge: edge.kind, ...errorFields(error)})
    return false
  }
}

/**
 * A publish reported by the signed webhook: this process and the edge. `edge` is null with
 * no CDN configured, false when the CDN refused or did not answer (the webhook then fails,
 * so that Sanity sends it again).
 */
export async function purgePublished(tags: string[]): Promise<{pages: number; edge: boolean | null}> {
  const pages = purgeHere(tags)
  return {pages, edge: await purgeEdge(tags)}
}

/**
 * Every instance follows Sanity's change feed and purges itself, then the edge: the edge may
 * have refilled a page from this instance after the webhook (or another instance) purged it,
 * before this instance heard of the publish. Each purging the edge after itself makes the last
 * one to hear the last to purge, whatever reached which instance first (docs/decisions/0059).
 */
export function followPublishes() {
  return followContentChanges((change) => {
    void (change === 'everything' ? purgeAfterGap() : purgeFromFeed(change.tags))
  })
}

async function purgeFromFeed(tags: string[]) {
  const pages = purgeHere(tags)
  const edge = await purgeEdge(tags)
  logEvent('info', 'content.purged', {tags: tags.join(' '), pages, edge: String(edge), from: 'change feed'})
}

/** The feed reconnected: a publish may have been missed, here and by what the edge took from here. */
async function purgeAfterGap() {
  purgeEverythingHere()
  const edge = await purgeEdge([EVERY_PAGE_KEY])
  logEvent('info', 'content.purged_all', {reason: 'change feed reconnected', edge: String(edge)})
}
