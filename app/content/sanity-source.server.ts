import {createClient, type ClientConfig, type MutationEvent} from '@sanity/client'
import {CHANGE_FEED_RETRY_MS, CONTENT_FETCH_TIMEOUT_MS} from '~/constants'
import {errorFields, logEvent} from '~/utils/log.server'
import type {ContentSource} from './source'
import {documentTags} from './tags'

export type SanitySourceConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** Only for tests and proxies: another host that answers Sanity's query API. */
  apiHost?: string
}

/** Published documents only: a draft being typed never purges a page. */
const PUBLISHED = '*[!(_id in path("drafts.**"))]'

/** What every client of the hosted dataset shares (the published pages' and the preview's). */
export function sanityClientConfig(config: SanitySourceConfig): ClientConfig {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // An outage should cost a visitor a moment, not the client's default retries with
    // backoff: the content cache answers with the last good content instead.
    timeout: CONTENT_FETCH_TIMEOUT_MS,
    maxRetries: 1,
    ...(config.apiHost ? {apiHost: config.apiHost, useProjectHostname: false} : {}),
  }
}

/** The hosted dataset, read through Sanity's CDN (published documents only). */
export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({...sanityClientConfig(config), useCdn: true, perspective: 'published'})

  return {
    name: 'sanity',
    // Right after a publish, read the API itself: the CDN may still hold the old version.
    fetch: (query, params = {}, {fresh = false} = {}) => client.fetch(query, params, {useCdn: !fresh}),

    /**
     * Sanity's listener: each instance hears every publish itself, within a second, whichever
     * instance the webhook reached. After a reconnect anything may have been missed.
     */
    follow(onChange) {
      let stopped = false
      let retry: NodeJS.Timeout | undefined
      let subscription: {unsubscribe(): void} | undefined
      let connected = false

      const listen = () => {
        subscription = client
          .listen(
            PUBLISHED,
            {},
            {
              events: ['welcome', 'mutation', 'reconnect'],
              includeResult: true,
              includePreviousRevision: true,
              visibility: 'query',
              tag: 'eva.site.follow',
            },
          )
          .subscribe({
            next(event) {
              if (event.type === 'mutation') {
                const {result, previous, documentId} = event as MutationEvent
                onChange({tags: documentTags(result ?? previous ?? {_id: documentId})})
              } else if (event.type === 'welcome') {
                if (connected) onChange('everything')
                connected = true
              }
            },
            error(error: unknown) {
              logEvent('warn', 'content.follow_failed', {...errorFields(error)})
              if (!stopped) retry = setTimeout(listen, CHANGE_FEED_RETRY_MS)
            },
          })
      }
      listen()
      return () => {
        stopped = true
        clearTimeout(retry)
        subscription?.unsubscribe()
      }
    },
  } as ContentSource
}
