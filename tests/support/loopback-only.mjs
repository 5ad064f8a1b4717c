// No connection and no name lookup off loopback, in a Node process the tests start (preloaded:
// ./loopback-only-preload.mjs) or in the tests' own (allowOnlyLoopback). Such an attempt fails
// as a network error would (the caller handles it as a service that is down), and is told: a
// line `{"event":"test.off_loopback","host":…}` on stderr, and `offLoopbackAttempts` in this
// process. The Studio's journeys fail on either (tests/studio/fixtures.ts).
import dns from 'node:dns'
import {syncBuiltinESMExports} from 'node:module'
import net from 'node:net'

/** A name or an address on this machine: localhost, *.localhost, 127.0.0.0/8, ::1. */
export const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[?::1\]?|::ffff:127(\.\d{1,3}){3})$/i

/** The hosts this process tried to reach off loopback, in order. */
export const offLoopbackAttempts = []

const refused = (host) => {
  offLoopbackAttempts.push(host)
  process.stderr.write(`${JSON.stringify({level: 'error', event: 'test.off_loopback', host})}\n`)
  return Object.assign(new Error(`The tests allow no connection off loopback (${host})`), {code: 'EOFFLOOPBACK'})
}

/** From now on, this process connects to and looks up nothing off loopback (once is enough). */
export function allowOnlyLoopback() {
  if (globalThis.evaLoopbackOnly) return
  globalThis.evaLoopbackOnly = true
  // Every TCP connection (http, https, tls, fetch, SMTP) goes through Socket#connect.
  const connect = net.Socket.prototype.connect
  net.Socket.prototype.connect = function (...args) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0]
    const options =
      typeof first === 'object' && first !== null ? first : {host: typeof args[1] === 'string' ? args[1] : undefined}
    const host = options.path ? undefined : options.host || 'localhost'
    if (host !== undefined && !LOOPBACK_HOST.test(host)) {
      const error = refused(host)
      process.nextTick(() => this.destroy(error))
      return this
    }
    return connect.apply(this, args)
  }
  const lookup = dns.lookup
  dns.lookup = function (hostname, ...rest) {
    if (LOOPBACK_HOST.test(String(hostname))) return lookup.call(this, hostname, ...rest)
    const callback = rest.at(-1)
    const error = refused(String(hostname))
    if (typeof callback === 'function') process.nextTick(() => callback(error))
  }
  const lookupPromise = dns.promises.lookup
  dns.promises.lookup = (hostname, ...rest) =>
    LOOPBACK_HOST.test(String(hostname)) ? lookupPromise(hostname, ...rest) : Promise.reject(refused(String(hostname)))
  // The resolver's queries (resolve4, resolveMx…) ask a DNS server, which is never on loopback.
  for (const name of Object.keys(dns).filter((key) => key.startsWith('resolve'))) {
    dns[name] = (hostname, ...rest) => {
      const error = refused(String(hostname))
      const callback = rest.at(-1)
      if (typeof callback === 'function') process.nextTick(() => callback(error))
    }
    dns.promises[name] = (hostname) => Promise.reject(refused(String(hostname)))
  }
  // `import {lookup} from 'node:dns'` reads the patched functions too.
  syncBuiltinESMExports()
}
