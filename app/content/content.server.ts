import {env} from '~/env.server'
import {logEvent} from '~/utils/log.server'
import {createCachedSource} from './cache.server'
import {createLocalSource} from './local-source.server'
import {createSanitySource} from './sanity-source.server'
import type {ContentSource} from './source'

let cache: ReturnType<typeof createCachedSource> | undefined

function contentCache() {
  cache ??= createCachedSource(
    env.SANITY_PROJECT_ID && env.SANITY_DATASET
      ? createSanitySource({
          projectId: env.SANITY_PROJECT_ID,
          dataset: env.SANITY_DATASET,
          apiVersion: env.SANITY_API_VERSION,
          token: env.SANITY_API_READ_TOKEN,
          apiHost: env.SANITY_API_HOST,
        })
      : createLocalSource(),
  )
  return cache
}

/** The content source the environment selects (README: "Content"), behind the content cache. */
export function getContentSource(): ContentSource {
  return contentCache().source
}

/** A publish happened (the Sanity webhook): every page reads the new content on its next request. */
export function invalidateContent() {
  contentCache().invalidate()
}

const UNAVAILABLE = 'Conteúdo indisponível no momento. Tente novamente em instantes.'

/**
 * Loads one page's content. The cache serves the last good content through an outage;
 * only with nothing to serve (a cold start during an outage, or a page never published)
 * does the visitor get a plain 503, never a 500.
 */
export async function loadPageContent<const Query extends string>(query: Query, params?: Record<string, string>) {
  let result
  try {
    result = await getContentSource().fetch(query, params)
  } catch (error) {
    logEvent('error', 'content.unavailable', {error: error instanceof Error ? error.name : 'unknown'})
    throw new Response(UNAVAILABLE, {status: 503})
  }
  if (result == null) throw new Response(UNAVAILABLE, {status: 503})
  return result as NonNullable<typeof result>
}
