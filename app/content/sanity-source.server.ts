import {createClient} from '@sanity/client'
import {CONTENT_FETCH_TIMEOUT_MS} from '~/constants'
import type {ContentSource} from './source'

export type SanitySourceConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** Only for tests and proxies: another host that answers Sanity's query API. */
  apiHost?: string
}

/** The hosted dataset, read through Sanity's CDN (published documents only). */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: true,
    perspective: 'published',
    // An outage should cost a visitor a moment, not the client's default retries with
    // backoff: the content cache answers with the last good content instead.
    timeout: CONTENT_FETCH_TIMEOUT_MS,
    maxRetries: 1,
    ...(config.apiHost ? {apiHost: config.apiHost, useProjectHostname: false} : {}),
  })
  return {
    name: 'sanity',
    // Right after a publish, read the API itself: the CDN may still hold the old version.
    fetch: (query, params = {}, {fresh = false} = {}) => client.fetch(query, params, {useCdn: !fresh}),
  } as ContentSource
}
