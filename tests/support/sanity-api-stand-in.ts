import {randomBytes} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '~/seed/dataset.server'

export type RecordedQuery = {
  method: string
  path: string
  query: string
  params: Record<string, unknown>
  perspective: string
  authorization?: string
}

/**
 * A local HTTP server that answers Sanity's query API (GET /vX/data/query/:dataset?query=…&$param=…
 * and POST with a JSON body) with groq-js over the given documents, and its listener
 * (/vX/data/listen/:dataset, server-sent events), so the real @sanity/client can be exercised
 * without the network. `publish` changes a document as an editor's publish would; `saveDraft`
 * as an editor's typing would (a `drafts.` document, seen only by an authenticated `drafts`
 * perspective). Like the API, it answers `resultSourceMap` (what stega encodes from).
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
      const authorization = req.headers.authorization
      // The API's default since 2025-02-19; drafts are for authenticated clients only.
      const perspective = url.searchParams.get('perspective') ?? 'published'
      requests.push({method: req.method ?? 'GET', path: url.pathname, query, params, perspective, authorization})
      const documents = inPerspective(dataset, authorization ? perspective : 'published')
      const started = Date.now()
      const result = await (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
      const sourceMap = url.searchParams.has('resultSourceMap') ? contentSourceMap(result, documents, query) : undefined
      res.writeHead(200, {'content-type': 'application/json'})
      res.end(JSON.stringify({query, result, ms: Date.now() - started, ...(sourceMap ? {resultSourceMap: sourceMap} : {})}))
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
    /**
     * Publishes changes to a document: the dataset changes, then every listener hears of it.
     * With `{announce: false}` none hears yet: the `announce` it returns tells them all, or only
     * the one at `only` (in the order they connected), as the change feed may reach two
     * instances at different moments.
     */
    publish(id: string, changes: Record<string, unknown>, {announce = true}: {announce?: boolean} = {}) {
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
      const message = `event: mutation\ndata: ${JSON.stringify(event)}\n\n`
      const tell = (only?: number) => {
        for (const [index, listener] of [...listeners].entries())
          if (only === undefined || only === index) listener.write(message)
      }
      if (announce) tell()
      return {announce: tell}
    },
    /** Ends every listener's connection, as a network blip would: each reconnects, and may have missed a publish. */
    dropListeners() {
      for (const listener of listeners) listener.end()
    },
    /** Saves an unpublished change, as the Studio does while an editor types: a `drafts.` copy. */
    saveDraft(id: string, changes: Record<string, unknown>) {
      const published = dataset.find((candidate) => candidate._id === id)
      const draftId = `drafts.${id}`
      const existing = dataset.find((candidate) => candidate._id === draftId)
      if (existing) Object.assign(existing, changes)
      else dataset.push({...structuredClone(published ?? {_type: 'unknown'}), ...changes, _id: draftId})
    },
    /** Throws the draft away (the Studio's "discard changes"). */
    discardDraft(id: string) {
      const index = dataset.findIndex((candidate) => candidate._id === `drafts.${id}`)
      if (index >= 0) dataset.splice(index, 1)
    },
    /**
     * The secret the Presentation tool writes before it opens the site (@sanity/preview-url-secret),
     * `ageS` seconds old; it is valid for an hour.
     */
    createPreviewSecret({ageS = 0, studioUrl = 'http://studio.localhost:3333'}: {ageS?: number; studioUrl?: string} = {}) {
      const secret = randomBytes(16).toString('hex')
      dataset.push({
        _id: `sanity-preview-url-secret.${randomBytes(8).toString('hex')}`,
        _type: 'sanity.previewUrlSecret',
        _updatedAt: new Date(Date.now() - ageS * 1000).toISOString(),
        secret,
        studioUrl,
      })
      return secret
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const listener of listeners) listener.end()
        server.close(() => resolve())
      }),
  }
}

/**
 * The documents a query sees: `published` hides drafts; `raw` sees everything; `drafts` (or a
 * release stack) sees each draft in place of its published document, under the published id.
 */
function inPerspective(dataset: SanityDocument[], perspective: string): SanityDocument[] {
  if (perspective === 'raw') return dataset
  const published = dataset.filter((document) => !document._id.startsWith('drafts.'))
  if (perspective === 'published') return published
  const drafts = new Map(
    dataset
      .filter((document) => document._id.startsWith('drafts.'))
      .map((draft) => [
        draft._id.slice('drafts.'.length),
        {...draft, _id: draft._id.slice('drafts.'.length), _originalId: draft._id},
      ]),
  )
  const overlaid = published.map((document) => drafts.get(document._id) ?? document)
  const draftOnly = [...drafts.values()].filter((draft) => !published.some((document) => document._id === draft._id))
  return [...overlaid, ...draftOnly]
}

type PathSegment = string | number | {_key: string}

/**
 * A Content Source Map, as the API answers with `resultSourceMap`: for each string in the
 * result, the document and the path it came from. Only exact copies are mapped: the string
 * must stand at the same path in the nearest document of the result (an object with `_id`),
 * or in the document the query selects by `_id == "…"` (the page singletons).
 */
function contentSourceMap(result: unknown, documents: SanityDocument[], query: string) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const rootId = query.match(/_id\s*==\s*"([^"]+)"/)?.[1]
  const map = {documents: [] as {_id: string; _type: string}[], paths: [] as string[], mappings: {} as Record<string, unknown>}
  const indexOf = <T>(list: T[], item: T) => (list.includes(item) ? list.indexOf(item) : list.push(item) - 1)
  const docs: SanityDocument[] = []

  const walk = (value: unknown, resultPath: (string | number)[], document: SanityDocument | undefined, path: PathSegment[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? {_key: item._key} : index
        walk(item, [...resultPath, index], document, [...path, key])
      })
    } else if (isRecord(value)) {
      const own = typeof value._id === 'string' ? byId.get(value._id) : undefined
      for (const [name, inner] of Object.entries(value)) {
        walk(inner, [...resultPath, name], own ?? document, [...(own ? [] : path), name])
      }
    } else if (typeof value === 'string' && document && valueAt(document, path) === value) {
      const documentIndex = indexOf(docs, document)
      map.documents[documentIndex] = {_id: String(document._originalId ?? document._id), _type: document._type}
      map.mappings[jsonPath(resultPath)] = {
        type: 'value',
        source: {type: 'documentValue', document: documentIndex, path: indexOf(map.paths, jsonPath(path))},
      }
    }
  }
  walk(result, [], rootId ? byId.get(rootId) : undefined, [])
  return map
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function valueAt(document: unknown, path: PathSegment[]): unknown {
  let value = document
  for (const segment of path) {
    if (typeof segment === 'object') {
      value = Array.isArray(value) ? value.find((item) => isRecord(item) && item._key === segment._key) : undefined
    } else {
      value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined
    }
  }
  return value
}

const jsonPath = (path: PathSegment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${segment}']`
          : `[?(@._key=='${segment._key}')]`,
    )
    .join('')}`

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
