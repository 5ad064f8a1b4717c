import {CONTENT_BYPASS_CDN_MS, CONTENT_FRESH_MS, CONTENT_STALE_MS} from '~/constants'
import {logEvent} from '~/utils/log.server'
import type {ContentSource, FetchOptions, QueryParams} from './source'

type Entry = {value: unknown; fetchedAt: number; refreshing?: Promise<unknown>}

type Options = {freshMs?: number; staleMs?: number; bypassCdnMs?: number; now?: () => number}

/**
 * A content source that remembers results per query and parameters: fresh for a minute,
 * then served while a background refresh runs (stale-while-revalidate). `invalidate()`
 * (the publish webhook) makes everything refetch at once, straight from the API. When
 * the source fails, the last good result is served, however old: a content outage must
 * not take the site down.
 */
export function createCachedSource(source: ContentSource, options: Options = {}) {
  const {freshMs = CONTENT_FRESH_MS, staleMs = CONTENT_STALE_MS, bypassCdnMs = CONTENT_BYPASS_CDN_MS, now = Date.now} = options
  const entries = new Map<string, Entry>()
  let invalidatedAt = -Infinity

  const load = (query: string, params: QueryParams, key: string) => {
    const fresh = now() - invalidatedAt < bypassCdnMs
    const started = now()
    return source.fetch(query, params, {fresh} satisfies FetchOptions).then((value) => {
      // A result that started before an invalidation is already outdated: don't keep it.
      if (started >= invalidatedAt) entries.set(key, {value, fetchedAt: now()})
      return value
    })
  }

  const cached: ContentSource = {
    name: source.name,
    async fetch(query: string, params: QueryParams = {}) {
      const key = `${query}\u0000${JSON.stringify(params)}`
      const entry = entries.get(key)
      const age = entry ? now() - entry.fetchedAt : Infinity
      // Anything fetched before the last publish must be fetched again.
      const valid = entry !== undefined && entry.fetchedAt > invalidatedAt

      if (entry && valid && age < freshMs) return entry.value as never
      if (entry && valid && age < freshMs + staleMs) {
        entry.refreshing ??= load(query, params, key)
          .catch((error) => logEvent('warn', 'content.refresh_failed', {source: source.name, error: errorName(error)}))
          .finally(() => (entry.refreshing = undefined))
        return entry.value as never
      }
      try {
        return (await load(query, params, key)) as never
      } catch (error) {
        if (!entry) throw error
        logEvent('warn', 'content.serving_last_good', {source: source.name, error: errorName(error)})
        return entry.value as never
      }
    },
  } as ContentSource

  return {
    source: cached,
    /** Everything refetches on its next use (the last results stay as an outage fallback). */
    invalidate() {
      invalidatedAt = now()
    },
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown')
