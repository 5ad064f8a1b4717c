import '@remix-run/node'
import type {RequestContent} from '~/content/content.server'
import type {PreviewSession} from '~/preview/session.server'

declare module '@remix-run/node' {
  /** What server/index.ts hands every loader and action, built by server/load-context.ts. */
  interface AppLoadContext {
    /**
     * A form post: its loaders, which run after the action with a GET of their own, still know.
     * A campaign page that ended while its visitor typed answers the post (app/routes/$pagina.tsx).
     */
    posted: boolean
    /** Over a per-client limit (app/requests/rate-limits.server.ts): the route answers 429, with the page. */
    rateLimited: boolean
    /** The client's address (behind TRUST_PROXY proxies, the visitor's): what a route's own limits count by. */
    client: string
    /** When the request began (Date.now()): a page rendered from content purged since is not kept. */
    startedAt: number
    /** The content this request reads, and the tags of all of it (its surrogate keys). */
    content: RequestContent
    /** An editor's preview session (drafts, stega, no cache anywhere), or null for everyone else. */
    preview: PreviewSession | null
  }
}
