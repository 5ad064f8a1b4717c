import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '~/content/seed-dataset.server'

export type RecordedQuery = {method: string; path: string; query: string; params: Record<string, unknown>; authorization?: string}

/**
 * A local HTTP server that answers Sanity's query API (GET /vX/data/query/:dataset?query=…&$param=…
 * and POST with a JSON body) with groq-js over the given documents, and its listener
 * (/vX/data/listen/:dataset, server-sent events), so the real @sanity/client can be exercised
 * without the network. `publish` changes a document as an editor's publish would.
 */
export async function startSanityApiStandIn(dataset: SanityDocument[]) {
  const requests: RecordedQuery[] = []
  const listeners = new Set<ServerResponse>()
  // While set, every query fails as an outage would.
  let failing = false

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (/^\/v[\w-]+\/data\/listen\/[\w-]+$/.test(url.pathname)) {
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'})
      res.write(`event: welcome\ndata: ${JSON.stringify({listenerName: `stand-in-${listeners.size}`})}\n\n`)
      listeners.add(res)
      req.on('close', () => listeners.delete(res))
      return
    }
    if (failing) {
      res.writeHead(503, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Service unavailable'}))
      return
    }
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
  let revision = 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The documents it answers from; change them to simulate an edit (no event), or publish. */
    dataset,
    setFailing: (value: boolean) => (failing = value),
    /** How many listeners (server instances following changes) are connected. */
    listenerCount: () => listeners.size,
    /** Publishes changes to a document: the dataset changes, then every listener hears of it. */
    publish(id: string, changes: Record<string, unknown>) {
      const document = dataset.find((candidate) => candidate._id === id)
      if (!document) throw new Error(`No document ${id}`)
      const previous = structuredClone(document)
      Object.assign(document, changes)
      const event = {
        type: 'mutation',
        eventId: `stand-in-${++revision}`,
        documentId: id,
        identity: 'editor',
        mutations: [{patch: {id, set: changes}}],
        previousRev: `rev-${revision - 1}`,
        resultRev: `rev-${revision}`,
        result: document,
        previous,
        transition: 'update',
        visibility: 'query',
        timestamp: new Date().toISOString(),
      }
      for (const listener of listeners) listener.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const listener of listeners) listener.end()
        server.close(() => resolve())
      }),
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
