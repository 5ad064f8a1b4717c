// What the edge and the site tell each other besides HTTP's own headers (docs/decisions/0076).

/** The header the shared secret (EDGE_SECRET) travels in: the CDN's proof to the site, the site's purge to Varnish. */
export const EDGE_SECRET_HEADER = 'x-eva-edge'
/** Where a CDN that proves itself names the client's address. */
export const EDGE_CLIENT_HEADER = 'x-eva-client'
