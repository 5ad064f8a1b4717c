import {env} from '~/env.server'
import {EDGE_SECRET_HEADER} from './edge-headers'

// The CDN in front of the site, told which surrogate keys a publish made stale. One HTTP
// call each: Varnish's xkey, Fastly's surrogate-key purge, Cloudflare's purge by Cache-Tag.

export type EdgeConfig = {
  kind: 'varnish' | 'fastly' | 'cloudflare'
  /** Varnish's address, or the API's base (Fastly and Cloudflare have defaults). */
  url?: string
  /** Fastly's service id or Cloudflare's zone id. */
  service?: string
  token?: string
  /** Varnish: the secret it takes a purge with (EDGE_SECRET), in X-Eva-Edge. */
  secret?: string
}

const API = {fastly: 'https://api.fastly.com', cloudflare: 'https://api.cloudflare.com/client/v4'}

/** The request that purges `tags` at this edge. */
export function purgeRequest({kind, url, service, token, secret}: EdgeConfig, tags: string[]): Request {
  switch (kind) {
    case 'varnish':
      // server/varnish/default.vcl: PURGE with the keys in `xkey`, proved by the shared secret.
      return new Request(url!, {method: 'PURGE', headers: {xkey: tags.join(' '), [EDGE_SECRET_HEADER]: secret!}})
    case 'fastly':
      return new Request(`${url ?? API.fastly}/service/${service}/purge`, {
        method: 'POST',
        headers: {'Fastly-Key': token!, 'Surrogate-Key': tags.join(' '), Accept: 'application/json'},
      })
    case 'cloudflare':
      return new Request(`${url ?? API.cloudflare}/zones/${service}/purge_cache`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
        body: JSON.stringify({tags}),
      })
  }
}

/** The edge the environment configures (EDGE_PURGE…), or none. */
export const configuredEdge = (): EdgeConfig | null =>
  env.EDGE_PURGE
    ? {
        kind: env.EDGE_PURGE,
        url: env.EDGE_PURGE_URL,
        service: env.EDGE_PURGE_SERVICE,
        token: env.EDGE_PURGE_TOKEN,
        secret: env.EDGE_SECRET,
      }
    : null
