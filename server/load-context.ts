import type {AppLoadContext} from '@remix-run/node'
import {createRequestContent} from '~/content/content.server'
import {previewContent} from '~/preview/drafts.server'
import {previewSessionOf} from '~/preview/session.server'

/** What the server knows of a request before Remix takes it: read from Express (server/index.ts) or given by a test. */
export type RequestFacts = {
  /** The Cookie header, as the client sent it. */
  cookie: string | undefined
  /** The request's method, as the client sent it. */
  method: string
  /** The request's address (its path and query are what count). */
  url: URL
  /** The client's address, as app/requests/client-address.server.ts settled it. */
  client: string
  /** Over a per-client limit (app/requests/rate-limits.server.ts, isRateLimited). */
  rateLimited: boolean
}

/**
 * The load context every loader and action gets (app/load-context.d.ts): the one place it is
 * built, for the server and for the tests that call routes in-process (docs/testing.md#tiers).
 * An editor's preview session, when the cookie holds one, reads drafts; everyone else reads
 * the content cache.
 */
export async function createLoadContext({cookie, method, url, client, rateLimited}: RequestFacts): Promise<AppLoadContext> {
  const preview = await previewSessionOf(cookie, url)
  return {
    posted: method === 'POST',
    rateLimited,
    client,
    startedAt: Date.now(),
    preview,
    content: preview ? previewContent(preview) : createRequestContent(),
  }
}
