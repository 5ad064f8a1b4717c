import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {documentTags} from '~/content/tags'
import {useStack} from '../support/use-stack'

// A publish purges the CDN through its API (app/delivery/edge-purge.server.ts). Fastly and Cloudflare
// are not reachable here: each runs against a stand-in of its purge API that records what it
// was sent, and answers as the real one does, or refuses.

const SECRET = 'segredo-do-webhook-da-cdn'
const PRODUCT = {_id: 'product-eva-baby', _type: 'product'}

type Received = {method: string; path: string; headers: IncomingMessage['headers']; body: string}

/** The CDN's API: records each call; answers `status` (the real API's success body on 200). */
function startPurgeApi(success: object) {
  const received: Received[] = []
  const api = {received, status: 200, url: ''}
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      received.push({method: request.method!, path: request.url!, headers: request.headers, body})
      response.writeHead(api.status, {'content-type': 'application/json'})
      response.end(JSON.stringify(api.status === 200 ? success : {errors: [{message: 'refused'}]}))
    })
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return api
}

async function publish(siteUrl: string, at = Date.now()) {
  const body = JSON.stringify(PRODUCT)
  return fetch(`${siteUrl}/api/sanity-webhook`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, at, SECRET)},
    body,
  })
}

const EDGES = [
  {
    kind: 'fastly',
    success: {status: 'ok'},
    check(call: Received) {
      expect(call).toMatchObject({method: 'POST', path: '/service/servico-eva/purge'})
      expect(call.headers['fastly-key']).toBe('chave-da-api')
      expect(String(call.headers['surrogate-key']).split(' ').sort()).toEqual(documentTags(PRODUCT).sort())
    },
  },
  {
    kind: 'cloudflare',
    success: {success: true, errors: [], messages: [], result: {id: 'purge'}},
    check(call: Received) {
      expect(call).toMatchObject({method: 'POST', path: '/zones/servico-eva/purge_cache'})
      expect(call.headers.authorization).toBe('Bearer chave-da-api')
      expect(call.headers['content-type']).toBe('application/json')
      expect((JSON.parse(call.body) as {tags: string[]}).tags.sort()).toEqual(documentTags(PRODUCT).sort())
    },
  },
] as const

for (const edge of EDGES) {
  describe(`a publish purges ${edge.kind}`, () => {
    const api = startPurgeApi(edge.success)
    const stack = useStack({
      env: {
        SANITY_WEBHOOK_SECRET: SECRET,
        EDGE_PURGE: edge.kind,
        // Read when the stack starts, after the stand-in listens.
        get EDGE_PURGE_URL() {
          return api.url
        },
        EDGE_PURGE_SERVICE: 'servico-eva',
        EDGE_PURGE_TOKEN: 'chave-da-api',
      },
    })

    it('with one call to its API: the document’s keys, the service and the token', async () => {
      const response = await publish(stack.url)
      expect(response.status).toBe(200)
      expect(api.received).toHaveLength(1)
      edge.check(api.received[0]!)
    })

    it('when the API refuses, the webhook fails so that Sanity sends it again, and the retry goes through', async () => {
      api.received.length = 0
      api.status = 403
      const at = Date.now()
      expect((await publish(stack.url, at)).status).toBe(502)
      api.status = 200
      // The same signed call, as Sanity retries it.
      expect((await publish(stack.url, at)).status).toBe(200)
      expect(api.received).toHaveLength(2)
      for (const call of api.received) edge.check(call)
    })
  })
}
