import {createServer, type IncomingMessage, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '~/content/seed-dataset.server'

export type RecordedQuery = {method: string; path: string; query: string; params: Record<string, unknown>; authorization?: string}

/**
 * A local HTTP server that answers Sanity's query API (GET /vX/data/query/:dataset?query=…&$param=…
 * and POST with a JSON body) with groq-js over the given documents, so the real
 * @sanity/client can be exercised without the network.
 */
export async function startSanityApiStandIn(dataset: SanityDocument[]) {
  const requests: RecordedQuery[] = []
  // While set, every query fails as an outage would.
  let failing = false

  const server: Server = createServer(async (req, res) => {
    if (failing) {
      res.writeHead(503, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Service unavailable'}))
      return
    }
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const match = url.pathname.match(/^\/v[\w-]+\/data\/query\/([\w-]+)$/)
    if (!match) {
      res.writeHead(404, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Not found'}))
      return
    }
    try {
      const {query, params} = req.method === 'POST' ? await readBody(req) : readSearchParams(url.searchParams)
      requests.push({method: req.method ?? 'GET', path: url.pathname, query, params, authorization: req.headers.authorization})
      const started = Date.now()
      const result = await (await evaluate(parse(query, {params}), {dataset, params})).get()
      res.writeHead(200, {'content-type': 'application/json'})
      res.end(JSON.stringify({query, result, ms: Date.now() - started}))
    } catch (error) {
      res.writeHead(400, {'content-type': 'application/json'})
      res.end(JSON.stringify({error: {description: (error as Error).message, type: 'queryParseError'}}))
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The documents it answers from; change them to simulate an edit. */
    dataset,
    setFailing: (value: boolean) => (failing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function readSearchParams(search: URLSearchParams) {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return {query: search.get('query') ?? '', params}
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {query: string; params?: Record<string, unknown>}
  return {query: body.query, params: body.params ?? {}}
}
