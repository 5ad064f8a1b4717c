import {cachified, type CacheEntry, type CreateReporter} from '@epic-web/cachified'
import {CONTENT_BYPASS_CDN_MS, CONTENT_FRESH_MS} from '~/constants'
import {errorFields, logEvent} from '~/utils/log.server'
import type {ContentSource, QueryParams} from './source'
import {contentTags} from './tags'

/**
 * Query results kept in memory (cachified), per query and parameters: fresh for a minute,
 * then served at once while a background refresh runs. `purge(tags)` makes the results
 * built from those documents refetch on their next use, straight from the API for a while
 * (Sanity's CDN may still hold the old version). When the source fails, the last good
 * result is served, however old: a content outage must not take the site down.
 */
export function createContentCache(
  source: ContentSource,
  {freshMs = CONTENT_FRESH_MS, bypassCdnMs = CONTENT_BYPASS_CDN_MS}: {freshMs?: number; bypassCdnMs?: number} = {},
) {
  const cache = new Map<string, CacheEntry>()
  const tagsByKey = new Map<string, string[]>()
  const purgedAt = new Map<string, number>()
  let lastPurge = -Infinity

  async function load(query: string, params: QueryParams = {}) {
    const key = `${query}\u0000${JSON.stringify(params)}`
    let value: unknown
    try {
      value = await cachified(
        {
          key,
          cache,
          ttl: freshMs,
          // Stale results are served while a refresh runs; only a purge waits for the source.
          staleWhileRevalidate: Infinity,
          forceFresh: purgedAt.has(key),
          // The fallback below covers every failure, a purge's and a pending refresh's alike.
          fallbackToCache: false,
          async getFreshValue() {
            const started = Date.now()
            const fresh = await source.fetch(query, params, {fresh: started - lastPurge < bypassCdnMs})
            // A purge that came in while this ran may not be in `fresh`: the key stays purged.
            if ((purgedAt.get(key) ?? -Infinity) < started) purgedAt.delete(key)
            tagsByKey.set(key, contentTags(query, fresh))
            return fresh
          },
        },
        reportRefreshFailures(source.name),
      )
    } catch (error) {
      const last = cache.get(key)
      if (!last) throw error
      logEvent('warn', 'content.serving_last_good', {source: source.name, ...errorFields(error)})
      value = last.value
    }
    return {value, tags: tagsByKey.get(key) ?? contentTags(query, value)}
  }

  /** Results built from documents with any of these tags refetch on their next use. */
  function purge(tags: Iterable<string>) {
    const purging = new Set(tags)
    lastPurge = Date.now()
    for (const [key, keyTags] of tagsByKey) {
      if (keyTags.some((tag) => purging.has(tag))) purgedAt.set(key, lastPurge)
    }
  }

  /** Every result refetches on its next use (a gap in the change feed: anything may have changed). */
  function purgeAll() {
    lastPurge = Date.now()
    for (const key of tagsByKey.keys()) purgedAt.set(key, lastPurge)
  }

  return {load, purge, purgeAll}
}

/** A background refresh fails out of the visitor's sight: the log says so. */
const reportRefreshFailures =
  (source: string): CreateReporter<unknown> =>
  () =>
  (event) => {
    if (event.name === 'refreshValueError') logEvent('warn', 'content.refresh_failed', {source, ...errorFields(event.error)})
  }
