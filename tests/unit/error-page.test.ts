import {once} from 'node:events'
import type {AddressInfo} from 'node:net'
import express from 'express'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {requestContext} from '~/utils/log.server'
import {errorPage} from '../../server/errors'

// What escapes a handler (server/errors.ts): the visitor gets the pt-BR error page, the log
// gets a line without a stack trace, and the server keeps answering.
describe('the error page', () => {
  let close = () => {}
  afterEach(() => close())

  it('answers 500 in pt-BR, logs the error’s name only, and the next request is served', async () => {
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0)
    const app = express()
    // What the request log (server/request-log.ts) gives every request: its id and logged path.
    app.use((_req, _res, next) => requestContext.run({requestId: 'pedido-1', path: '/falha'}, next))
    app.get('/falha', (_req, _res, next) => {
      Promise.reject(new TypeError('Invalid URL: segredo')).catch(next)
    })
    app.get('/', (_req, res) => res.send('ok'))
    app.use(errorPage)
    const server = app.listen(0, '127.0.0.1')
    close = () => server.close()
    await once(server, 'listening')
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const failed = await fetch(`${base}/falha`)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('cache-control')).toBe(CACHE_CONTROL.noStore)
    const html = await failed.text()
    expect(html).toContain('lang="pt-BR"')
    expect(html).toContain('Algo deu errado')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      event: 'request.failed',
      requestId: 'pedido-1',
      path: '/falha',
      error: 'TypeError',
    })
    expect(lines[0]).not.toContain('segredo')
    expect(await (await fetch(`${base}/`)).text()).toBe('ok')
  })
})
