import type {ClientReturn} from '@sanity/client'
import {env} from '~/env.server'
import {messages} from '~/messages'
import {errorFields, logEvent} from '~/utils/log.server'
import {createContentCache} from './cache.server'
import {createLocalSource} from './local-source.server'
import {createSanitySource, type SanitySourceConfig} from './sanity-source.server'
import type {ContentChange, ContentSource, QueryParams} from './source'

type ContentCache = ReturnType<typeof createContentCache>

/** The hosted dataset the environment names, if any (docs/content.md#content-sources). */
export function hostedDataset(token = env.SANITY_API_READ_TOKEN): SanitySourceConfig | undefined {
  return env.SANITY_PROJECT_ID && env.SANITY_DATASET
    ? {
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token,
        apiHost: env.SANITY_API_HOST,
      }
    : undefined
}

/** The content source the environment selects. */
function createSource(): ContentSource {
  const hosted = hostedDataset()
  return hosted ? createSanitySource(hosted) : createLocalSource()
}

let processSource: ContentSource | undefined
let processCache: ContentCache | undefined

const source = () => (processSource ??= createSource())

/** The process's one content cache, over the selected source. */
export function contentCache(): ContentCache {
  processCache ??= createContentCache(source())
  return processCache
}

/** Calls `onChange` for each publish the content source reports (hosted content; the seed never changes). */
export function followContentChanges(onChange: (change: ContentChange) => void) {
  return source().follow?.(onChange)
}

/**
 * The content one request reads (`context.content` in loaders), and the tags of all of it:
 * the page's surrogate keys. The cache serves the last good content through an outage; only
 * with nothing to serve (a cold start during an outage, or a page never published) does the
 * visitor get a plain 503, never a 500.
 */
export function createRequestContent(cache: ContentCache = contentCache()) {
  return requestContent((query, params) => cache.load(query, params))
}

/**
 * Content read by `read` (a cache, or the preview's drafts), with the tags of all of it; a
 * failure or a missing document is a 503 with the site's pt-BR message (messages.error).
 */
export function requestContent(read: (query: string, params?: QueryParams) => Promise<{value: unknown; tags: string[]}>) {
  const tags = new Set<string>()
  return {
    tags,
    async load<const Query extends string>(query: Query, params?: QueryParams) {
      let loaded
      try {
        loaded = await read(query, params)
      } catch (error) {
        logEvent('error', 'content.unavailable', {...errorFields(error)})
        throw new Response(messages.error.contentUnavailable, {status: 503})
      }
      for (const tag of loaded.tags) tags.add(tag)
      if (loaded.value == null) throw new Response(messages.error.contentUnavailable, {status: 503})
      return loaded.value as NonNullable<ClientReturn<Query, unknown>>
    },
  }
}

export type RequestContent = ReturnType<typeof createRequestContent>
