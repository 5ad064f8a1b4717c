import {once} from 'node:events'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {gunzipSync} from 'node:zlib'
import {describe, expect, it, onTestFinished} from 'vitest'
import {PROJECT_ROOT} from '../support/server.mjs'
import {stackForThisTest} from '../support/use-stack'

// Error reporting (app/utils/error-reporting.server.ts) with SENTRY_DSN pointed at a local
// HTTP endpoint that takes Sentry's envelopes, and a loader made to throw.
async function sentryStandIn() {
  const envelopes: string[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'))
      response.writeHead(200, {'content-type': 'application/json'}).end('{}')
    })
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {dsn: `http://chavepublica@127.0.0.1:${(server.address() as AddressInfo).port}/42`, envelopes}
}

describe('error reporting', () => {
  it('a loader that throws reaches Sentry, with the request id and without personal data; the server goes on', async () => {
    const sentry = await sentryStandIn()
    const stack = await stackForThisTest({
      env: {
        SENTRY_DSN: sentry.dsn,
        NODE_OPTIONS: `--import=${join(PROJECT_ROOT, 'tests/support/fault-loader-error.mjs')}`,
      },
    })
    const response = await fetch(`${stack.url}/index?email=visitante@exemplo.com`, {
      headers: {
        cookie: 'user-consent=all; sessao=segredo-do-visitante',
        'x-request-id': 'erro-relatado-1',
        'x-forwarded-for': '203.0.113.9',
      },
    })
    expect(response.status).toBe(500)
    await expect.poll(() => sentry.envelopes.join('\n'), {timeout: 15_000}).toContain('"type":"TypeError"')

    const sent = sentry.envelopes.join('\n')
    expect(sent).toContain('relógio quebrado')
    expect(sent).toContain('erro-relatado-1')
    expect(sent).toContain('/index')
    for (const personal of [
      'ana.souza@exemplo.com.br',
      '529.982.247-25',
      'visitante@exemplo.com',
      'segredo-do-visitante',
      '203.0.113.9',
    ]) {
      expect(sent, personal).not.toContain(personal)
    }
    // Reporting changed nothing else: the process answers.
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200)
    expect(stack.server.child.exitCode).toBeNull()
  })

  it('without a DSN nothing is sent anywhere', async () => {
    const sentry = await sentryStandIn()
    const stack = await stackForThisTest({
      env: {NODE_OPTIONS: `--import=${join(PROJECT_ROOT, 'tests/support/fault-loader-error.mjs')}`},
    })
    expect((await fetch(`${stack.url}/index`)).status).toBe(500)
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200)
    expect(sentry.envelopes).toEqual([])
  })
})
