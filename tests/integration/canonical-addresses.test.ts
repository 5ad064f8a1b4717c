import {request as httpRequest} from 'node:http'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {FORM_RATE_LIMIT} from '~/constants'
import {httpMessages} from '~/messages/http'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {letterName, validBooking} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// Every spelling of an address is one address, settled before anything reads the request
// (app/requests/canonical-address.server.ts); no request can stop the server (server/errors.ts); a post
// where nothing takes one is a plain 405 (app/requests/guards.server.ts).
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1', SITE_URL: 'https://eva.example'}})
let store: DocumentStore
beforeAll(() => {
  store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
})
afterAll(() => store?.close())

/** A request with the path exactly as written (fetch would resolve its dot segments). */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{status: number; location: string | undefined; text: string}>((resolve, reject) => {
    const request = httpRequest(stack.url, {method, path, headers}, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({status: response.statusCode!, location: response.headers.location, text}))
    })
    request.on('error', reject)
    request.end(body)
  })
const stillServing = async () => {
  expect(stack.server.child.exitCode, 'the process is still up').toBeNull()
  expect((await raw('GET', '/')).status).toBe(200)
}
const booked = async (nome: string) => (await store.list('agendamentos')).filter((document) => document.data.nome === nome).length
const postBooking = (path: string, nome: string, from: string) =>
  raw(
    'POST',
    path,
    {'content-type': 'application/x-www-form-urlencoded', origin: 'https://eva.example', 'x-forwarded-for': from},
    new URLSearchParams(validBooking(nome)).toString(),
  )

describe('one request could stop the server', () => {
  // fetch() keeps "//" as it is: new URL('//', base) would read it as a host.
  it.each([
    ['GET', '//'],
    ['HEAD', '//'],
    ['GET', '//?x'],
    ['GET', '//@'],
    ['GET', '//a:b'],
    ['GET', '//['],
    ['POST', '//'],
    ['GET', 'http://eva.example//'],
  ])('%s %s: answered, and the same process keeps serving', async (method, path) => {
    const answer = await raw(method, path)
    expect(answer.status).toBeLessThan(500)
    await stillServing()
  })
})

describe('another spelling of a page', () => {
  it.each([
    ['/Projetos', '/projetos'],
    ['/PROJETOS', '/projetos'],
    ['/projetos/', '/projetos'],
    ['/%70rojetos', '/projetos'],
    ['/pRoJeToS/', '/projetos'],
    ['//projetos', '/projetos'],
    ['/sobre-nos/../projetos', '/projetos'],
    ['/Projetos.data', '/projetos.data'],
    ['/Eva-Baby', '/eva-baby'],
    ['/MINHA_EVA/convite/ambiente-demo', '/minha_eva/convite/ambiente-demo'],
    ['/%6Dinha_eva/convite/ambiente-demo', '/minha_eva/convite/ambiente-demo'],
    ['/API/CEP/80010000', '/api/cep/80010000'],
    ['/%61pi/preview-mode/enable?x=1', '/api/preview-mode/enable?x=1'],
    ['/projetos/?utm_source=x', '/projetos?utm_source=x'],
    // A data address's `.data` after a slash or a dot segment (issue 33).
    ['/projetos/.data', '/projetos.data'],
    ['/Projetos/.data?x=1', '/projetos.data?x=1'],
    ['/projetos/..data', '/projetos.data'],
    ['/eva-baby/.data', '/eva-baby.data'],
    ['/MINHA_EVA/convite/ambiente-demo/.data', '/minha_eva/convite/ambiente-demo.data'],
    ['/API/CEP/80010000/.data', '/api/cep/80010000.data'],
    ['/api/preview-mode/enable/.data', '/api/preview-mode/enable.data'],
    ['/.data', '/_root.data'],
  ])('GET %s: 301 to %s', async (spelling, address) => {
    const answer = await raw('GET', spelling)
    expect(answer.status).toBe(301)
    expect(answer.location).toBe(address)
  })

  it('says where the page moved in Portuguese, to a browser and to anything else', async () => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*', 'text/plain']) {
      const answer = await raw('GET', '/Projetos', {accept})
      expect(answer.status).toBe(301)
      expect(answer.text, accept).toBe(`${httpMessages.movedTo}/projetos`)
      expect(answer.text).not.toMatch(/Moved|Redirecting/)
    }
    const head = await raw('HEAD', '/Projetos')
    expect([head.status, head.location, head.text]).toEqual([301, '/projetos', ''])
  })

  it('the environment id keeps its letter case', async () => {
    const answer = await raw('GET', '/Minha_Eva/Convite/Ambiente-Demo')
    expect(answer.location).toBe('/minha_eva/convite/Ambiente-Demo')
  })

  it('a post to another spelling gets the 404 page, and stores nothing', async () => {
    const spellings = ['/Projetos', '/projetos/', '/%70rojetos', '/Projetos.data', '/pRoJeToS/']
    // A data address's `.data` after a slash or a dot segment ran the action, uncounted (issue 33).
    spellings.push('/projetos/.data', '/Projetos/.data', '/projetos/..data', '/projetos//.data', '/projetos/.DATA')
    for (const [index, spelling] of spellings.entries()) {
      const nome = letterName('Grafia Diferente', index)
      const answer = await postBooking(spelling, nome, `10.60.0.${index}`)
      expect(answer.status, spelling).toBe(404)
      expect(answer.text, spelling).toContain('lang="pt-BR"')
      expect(await booked(nome), spelling).toBe(0)
    }
  })

  it('the form limit holds: past it, no spelling stores another booking', async () => {
    const from = '10.60.1.1'
    for (let index = 0; index < FORM_RATE_LIMIT.max; index++) {
      expect((await postBooking('/projetos', letterName('Limite Grafias', index), from)).status).toBe(200)
    }
    expect((await postBooking('/projetos', letterName('Limite Grafias', 99), from)).status).toBe(429)
    for (const [index, spelling] of [
      '/Projetos',
      '/PROJETOS',
      '/projetos/',
      '/%70rojetos',
      '/pRoJeToS/',
      '/projetos/.data',
    ].entries()) {
      const nome = letterName('Depois Do Limite', index)
      expect((await postBooking(spelling, nome, from)).status).not.toBe(200)
      expect(await booked(nome)).toBe(0)
    }
  })
})

describe('a post to an address without an action', () => {
  it.each([
    '/api/cep/80010000',
    '/api/preview-mode/enable',
    '/api/preview-mode/disable',
    '/sitemap.xml',
    '/robots.txt',
    '/content/share/eva-baby-1.jpg',
    '/sobre-nos',
    '/',
    // Pages of their own that a campaign page's address (`/:pagina`, which takes posts) also matches.
    '/contato',
    '/insumos',
    '/home',
    '/index',
    '/404',
  ])('POST %s: 405 with Allow, in pt-BR, and no stack trace logged', async (path) => {
    const before = stack.server.logs().length
    const answer = await raw('POST', path, {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://eva.example',
      'x-forwarded-for': '10.60.2.1',
    })
    expect(answer.status).toBe(405)
    expect(answer.text).toBe('Este endereço não aceita esse tipo de pedido.')
    const logged = stack.server.logs().slice(before)
    expect(logged).not.toMatch(/\n\s+at |Unexpected Server Error/)
  })

  it('the forms, consent and the invitation still take their posts', async () => {
    for (const path of [
      '/projetos',
      '/eva-baby',
      '/horta-em-casa?formulario=reserva',
      '/consentimento',
      '/minha_eva/convite/ambiente-demo',
    ]) {
      const answer = await raw('POST', path, {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://eva.example',
        'x-forwarded-for': '10.60.3.1',
      })
      expect(answer.status, path).not.toBe(405)
    }
  })
})
