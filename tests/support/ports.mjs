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
