import {execFileSync} from 'node:child_process'
import {createServer} from 'node:net'

/**
 * A port nothing listens on right now: bound by the OS on loopback, then released.
 * @returns {Promise<number>}
 */
export async function findFreePort() {
  const probe = createServer()
  await new Promise((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => resolve(undefined))
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(() => resolve(undefined)))
  if (address === null || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

/**
 * `count` distinct free ports, found synchronously (for configuration files that cannot
 * await, such as Playwright's).
 * @param {number} count
 * @returns {number[]}
 */
export function findFreePortsSync(count) {
  const script = `
    const net = require('node:net')
    const servers = Array.from({length: ${Number(count)}}, () => net.createServer())
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))))
      .then((ports) => { console.log(ports.join(',')); servers.forEach((server) => server.close()) })`
  return execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}).trim().split(',').map(Number)
}
