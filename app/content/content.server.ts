import {env} from '~/env.server'
import {createLocalSource} from './local-source.server'
import {createSanitySource} from './sanity-source.server'
import type {ContentSource} from './source'

let source: ContentSource | undefined

/** The content source the environment selects (see README: "Content"). */
export function getContentSource(): ContentSource {
  source ??=
    env.SANITY_PROJECT_ID && env.SANITY_DATASET
      ? createSanitySource({
          projectId: env.SANITY_PROJECT_ID,
          dataset: env.SANITY_DATASET,
          apiVersion: env.SANITY_API_VERSION,
          token: env.SANITY_API_READ_TOKEN,
          apiHost: env.SANITY_API_HOST,
        })
      : createLocalSource()
  return source
}

/**
 * Loads one page's content. A singleton that was never published is an editor's
 * omission, not a visitor's mistake: answer 503 with a plain message.
 */
export async function loadPageContent<const Query extends string>(query: Query, params?: Record<string, string>) {
  const result = await getContentSource().fetch(query, params)
  if (result == null) {
    throw new Response('Conteúdo indisponível no momento. Tente novamente em instantes.', {status: 503})
  }
  return result as NonNullable<typeof result>
}
