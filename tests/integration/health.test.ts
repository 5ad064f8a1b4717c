import {once} from 'node:events'
import {createServer} from 'node:http'
import {connect, type AddressInfo} from 'node:net'
import {describe, expect, it, onTestFinished} from 'vitest'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {stackForThisTest, useStack} from '../support/use-stack'
import {VIACEP_FIXTURES} from '../support/viacep-stand-in.mjs'

// The platform's health checks (server/health.ts): /healthz says the process answers, /readyz
// that it can serve (store and content) and is not draining.
const stack = useStack({})

describe('/healthz and /readyz', () => {
  it('answer 200 as JSON, kept by no cache, for GET and HEAD', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(stack.url + path)
      expect(response.status, path).toBe(200)
      expect(await response.json(), path).toMatchObject({status: 'ok'})
      expect(response.headers.get('cache-control'), path).toBe(CACHE_CONTROL.noStore)
      expect(response.headers.get('x-page-cache'), path).toBeNull()
      expect((await fetch(stack.url + path, {method: 'HEAD'})).status, path).toBe(200)
    }
    expect(await (await fetch(`${stack.url}/readyz`)).json()).toEqual({status: 'ok', store: 'ok', content: 'ok', rendering: 'ok'})
  })

  it('are never rate-limited, logged or listed in the sitemap', async () => {
    const before = stack.server.logs().length
    for (let probe = 0; probe < 200; probe++) {
      expect((await fetch(`${stack.url}/${probe % 2 ? 'healthz' : 'readyz'}`)).status).toBe(200)
    }
    expect(stack.server.logs().slice(before)).not.toMatch(/healthz|readyz/)
    expect(await (await fetch(`${stack.url}/sitemap.xml`)).text()).not.toMatch(/healthz|readyz/)
  })

  it('with the store down, the process is alive and not ready', async () => {
    const broken = await stackForThisTest({dataDir: '/dev/null/eva'})
    expect((await fetch(`${broken.url}/healthz`)).status).toBe(200)
    const ready = await fetch(`${broken.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({status: 'unavailable', store: 'unavailable', content: 'ok', rendering: 'ok'})
  })

  it('while the server drains after SIGTERM, /readyz answers 503', async () => {
    // A CEP service that answers when the test says: a lookup under way keeps the server draining.
    let release = () => {}
    let asked = false
    const cepService = createServer((_request, response) => {
      asked = true
      release = () => response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(VIACEP_FIXTURES[80010000]))
    }).listen(0, '127.0.0.1')
    await once(cepService, 'listening')
    onTestFinished(() => new Promise<void>((resolve) => cepService.close(() => resolve())))
    const {port} = cepService.address() as AddressInfo
    const draining = await stackForThisTest({env: {VIACEP_URL: `http://127.0.0.1:${port}/ws`}})

    // One connection: the lookup, then the readiness check behind it, answered after it.
    const socket = connect(draining.server.port, '127.0.0.1')
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    const closed = once(socket, 'close')
    socket.write('GET /api/cep/80010000 HTTP/1.1\r\nHost: eva.example\r\n\r\n')
    await expect.poll(() => asked, {timeout: 10_000}).toBe(true)
    draining.server.child.kill('SIGTERM')
    await expect.poll(() => draining.server.logs(), {timeout: 10_000}).toContain('server.stopping')
    // Sent, not ended: a client that half-closes a connection has it closed when the server drains.
    socket.write('GET /readyz HTTP/1.1\r\nHost: eva.example\r\n\r\n')
    release()
    await closed

    const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]))
    expect(statuses).toEqual([200, 503])
    expect(text).toContain('"found":true')
    expect(text).toContain('{"status":"stopping"}')
  })
})
