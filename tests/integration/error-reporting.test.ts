import {once} from 'node:events'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import {gunzipSync} from 'node:zlib'
import {describe, expect, it, onTestFinished} from 'vitest'
import {expectSaysWithoutPersonalData} from '../support/personal-data'
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

const FAULT_ESCAPE = join(PROJECT_ROOT, 'tests/support/fault-escape.mjs')

describe('error reporting', () => {
  it('a loader that throws reaches Sentry, with the request id and without personal data; the server goes on', async () => {
    const sentry = await sentryStandIn()
    const stack = await stackForThisTest({
      env: {
        SENTRY_DSN: sentry.dsn,
        TRUST_PROXY: '127.0.0.1',
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
    expectSaysWithoutPersonalData(sent, {
      says: ['relógio quebrado', 'erro-relatado-1', '/index'],
      personal: ['ana.souza@exemplo.com.br', '529.982.247-25', 'visitante@exemplo.com', 'segredo-do-visitante', '203.0.113.9'],
    })
    // Reporting changed nothing else: the process answers.
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200)
    expect(stack.server.child.exitCode).toBeNull()
  })

  it('an unhandled rejection is reported, and the server goes on serving', async () => {
    const sentry = await sentryStandIn()
    const stack = await stackForThisTest({
      env: {SENTRY_DSN: sentry.dsn, EVA_FAULT: 'rejection', NODE_OPTIONS: `--import=${FAULT_ESCAPE}`},
    })
    stack.server.child.kill('SIGWINCH')
    await expect.poll(() => sentry.envelopes.join('\n'), {timeout: 15_000}).toContain('"type":"RangeError"')
    expect(stack.server.logs()).toContain('server.unhandled_rejection')
    expect(sentry.envelopes.join('\n')).not.toContain('ana.souza@exemplo.com.br')
    expect((await fetch(`${stack.url}/sobre-nos`)).status).toBe(200)
    expect(stack.server.child.exitCode).toBeNull()
  })

  it('an uncaught exception is reported before the server drains and exits (docs/decisions/0038)', async () => {
    const sentry = await sentryStandIn()
    const stack = await stackForThisTest({
      env: {SENTRY_DSN: sentry.dsn, EVA_FAULT: 'exception', NODE_OPTIONS: `--import=${FAULT_ESCAPE}`},
    })
    const exited = once(stack.server.child, 'exit')
    stack.server.child.kill('SIGWINCH')
    const [code] = await exited
    expect(code).not.toBe(0)
    // Sent before the exit, not after: the stand-in has it by the time the process is gone.
    expect(sentry.envelopes.join('\n')).toContain('"type":"RangeError"')
    expect(sentry.envelopes.join('\n')).not.toContain('529.982.247-25')
    const log = stack.server.logs()
    expect(log).toContain('server.crashed')
    expect(log).toContain('server.stopped')
  })

  it('an empty SENTRY_DSN (as a copied .env.example leaves it) is reporting off: errors are logged, the server goes on', async () => {
    const stack = await stackForThisTest({
      env: {SENTRY_DSN: '', NODE_OPTIONS: `--import=${join(PROJECT_ROOT, 'tests/support/fault-loader-error.mjs')}`},
    })
    expect((await fetch(`${stack.url}/index`)).status).toBe(500)
    expect(stack.server.logs()).toContain('request.failed')
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200)
  })
})
