import {spawnSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {eventLines} from '../support/log-lines'

// The guard the Studio's journeys run the site under (tests/support/loopback-only.mjs): in a
// process of its own, as a site instance gets it.
const PRELOAD = fileURLToPath(new URL('../support/loopback-only-preload.mjs', import.meta.url))
const SCRIPT = `
import {createServer} from 'node:http'
import {lookup} from 'node:dns/promises'
import {resolveMx} from 'node:dns/promises'
import {connect} from 'node:tls'
const server = createServer((_req, res) => res.end('aqui')).listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const outcome = async (attempt) => attempt.then(() => 'ok', (error) => error.cause?.code ?? error.code)
console.log(JSON.stringify({
  loopback: await outcome(fetch('http://localhost:' + server.address().port + '/').then((r) => r.text())),
  name: await outcome(fetch('https://api.sanity.io/v1/ping')),
  address: await outcome(fetch('http://203.0.113.7/')),
  lookup: await outcome(lookup('smtp.exemplo.com.br')),
  resolve: await outcome(resolveMx('exemplo.com.br')),
  tls: await outcome(new Promise((resolve, reject) => connect(465, 'smtp.gmail.com').once('secureConnect', resolve).once('error', reject))),
}))
server.close()
`

describe('nothing off loopback', () => {
  it('refuses every connection and lookup off loopback, and says so on stderr', () => {
    const result = spawnSync(process.execPath, ['--import', PRELOAD, '--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(result.status, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      loopback: 'ok',
      name: 'EOFFLOOPBACK',
      address: 'EOFFLOOPBACK',
      lookup: 'EOFFLOOPBACK',
      resolve: 'EOFFLOOPBACK',
      tls: 'EOFFLOOPBACK',
    })
    expect(eventLines(result.stderr, 'test.off_loopback').map(({host}) => host)).toEqual([
      'api.sanity.io',
      '203.0.113.7',
      'smtp.exemplo.com.br',
      'exemplo.com.br',
      'smtp.gmail.com',
    ])
  })
})
