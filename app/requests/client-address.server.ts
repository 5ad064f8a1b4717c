import {timingSafeEqual} from 'node:crypto'
import {isIP} from 'node:net'
import type {NextFunction, Request, Response} from 'express'
import proxyaddr from 'proxy-addr'
import {EDGE_CLIENT_HEADER, EDGE_SECRET_HEADER} from '~/delivery/edge-headers'

// Who the client is, once per request, for every per-client limit and for the load context
// (docs/deploy.md#the-client-behind-proxies, docs/decisions/0076). A client may write any
// X-Forwarded-For it likes; only what a proxy the operator named added to it is believed, or
// what a CDN that proves itself with the edge secret says. Never a hop count: behind "2
// proxies", a client that reached the site past one of them chose its own address.

/** Words Express (proxy-addr) takes for ranges, besides addresses and CIDR ranges. */
const PRESETS = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY as a list, or the reason it cannot be one: each entry an address, a CIDR range or
 * one of Express's presets. A bare number is a hop count, refused (see above).
 */
export function parseTrustedProxies(value: string): {proxies: string[]} | {problem: string} {
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (proxies.some((entry) => /^\d+$/.test(entry) || entry === 'true')) {
    return {
      problem:
        `"${value}" counts hops, and a client that reaches the site past a proxy writes its own address: ` +
        'name the proxies in front by address or range instead (loopback for Varnish on this machine, ' +
        'its address, a range; docs/deploy.md#the-client-behind-proxies)',
    }
  }
  const unknown = proxies.find((entry) => !PRESETS.includes(entry) && !isAddressOrRange(entry))
  if (unknown) return {problem: `"${unknown}" is no address, CIDR range or ${PRESETS.join('/')}`}
  const wide = proxies.find((entry) => prefixOf(entry) < (isIP(entry.split('/')[0]!) === 4 ? 8 : 16))
  if (wide)
    return {problem: `"${wide}" names more of the internet than any proxy in front (a range of at least /8, or /16 in IPv6)`}
  try {
    // What Express will make of it: a range it cannot read stops the server with a stack trace.
    proxyaddr.compile(proxies)
  } catch (error) {
    return {problem: `"${value}" is not a list Express takes: ${(error as Error).message}`}
  }
  return {proxies}
}

function isAddressOrRange(entry: string) {
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  // A mask (255.255.255.0) as Express also takes it, or a prefix length.
  if (version === 4 && isIP(bits) === 4) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

/** An entry's prefix length (a mask's ones counted); a preset or a single address counts as whole. */
function prefixOf(entry: string) {
  const [address = '', bits] = entry.split('/')
  if (PRESETS.includes(entry) || bits === undefined) return 128
  if (isIP(bits) === 4)
    return bits.split('.').reduce((ones, octet) => ones + Number(octet).toString(2).replaceAll('0', '').length, 0)
  return isIP(address) ? Number(bits) : 128
}

/**
 * Sets `res.locals.client` (read by clientOf): the address the CDN named when the request
 * proves it came through it, else the first address in X-Forwarded-For, from the right, that no
 * named proxy added, else the connection's own.
 */
export function settleClient({trustedProxies, edgeSecret}: {trustedProxies: string[]; edgeSecret?: string}) {
  const trusted = proxyaddr.compile(trustedProxies)
  const secret = edgeSecret ? Buffer.from(edgeSecret) : undefined
  const proved = (req: Request) => {
    const given = req.headers[EDGE_SECRET_HEADER]
    if (!secret || typeof given !== 'string') return false
    const bytes = Buffer.from(given)
    return bytes.length === secret.length && timingSafeEqual(bytes, secret)
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const named = req.headers[EDGE_CLIENT_HEADER]
    res.locals.client = proved(req) && typeof named === 'string' && isIP(named.trim()) ? named.trim() : proxyaddr(req, trusted)
    // Nothing after this reads them: what a client wrote there is no one's business.
    delete req.headers[EDGE_SECRET_HEADER]
    delete req.headers[EDGE_CLIENT_HEADER]
    next()
  }
}

/** The request's client (settleClient ran first). */
export const clientOf = (res: Response): string => (res.locals.client as string | undefined) ?? 'unknown'
