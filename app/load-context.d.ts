import '@remix-run/node'

declare module '@remix-run/node' {
  /** What server/index.ts hands every loader and action. */
  interface AppLoadContext {
    clientIp: string
    /** This response's Content-Security-Policy nonce (server/security.ts). */
    cspNonce: string
  }
}
