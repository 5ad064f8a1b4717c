import {connect, createServer, isIPv6} from 'node:net'

/**
 * A stand-in for the TLS terminator in front of Varnish (hitch, HAProxy, Caddy): on a free
 * loopback port, it passes each connection on to Varnish's `tls` listener, first telling the
 * client's address and port in the PROXY protocol (version 1, the text one, which Varnish takes
 * like version 2). It speaks no TLS: what a test asks of it is the address, and the listener.
 * @param {number} varnishTlsPort
 * @returns {Promise<{url: string, stop: () => Promise<void>}>}
 */
export async function startTerminatorStandIn(varnishTlsPort) {
  const sockets = new Set()
  const server = createServer((client) => {
    const upstream = connect(varnishTlsPort, '127.0.0.1', () => {
      const family = isIPv6(client.remoteAddress ?? '') ? 'TCP6' : 'TCP4'
      upstream.write(
        `PROXY ${family} ${client.remoteAddress} ${client.localAddress} ${client.remotePort} ${client.localPort}\r\n`,
      )
      client.pipe(upstream).pipe(client)
    })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      // One side gone: the other goes too, as a terminator's would.
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve(undefined))
      }),
  }
}
