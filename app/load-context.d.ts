import '@remix-run/node'
import type {RequestContent} from '~/content/content.server'

declare module '@remix-run/node' {
  /** What server/index.ts hands every loader and action. */
  interface AppLoadContext {
    clientIp: string
    /** This response's Content-Security-Policy nonce (server/security.ts). */
    cspNonce: string
    /** The content this request reads, and the tags of all of it (its surrogate keys). */
    content: RequestContent
  }
}
