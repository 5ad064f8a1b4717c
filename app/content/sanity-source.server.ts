import {createClient} from '@sanity/client'
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
    ...(config.apiHost ? {apiHost: config.apiHost, useProjectHostname: false} : {}),
  })
  return {
    name: 'sanity',
    fetch: (query, params = {}) => client.fetch(query, params),
  } as ContentSource
}
