import {createHash, randomBytes} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createSecureServer} from 'node:http2'
import type {AddressInfo, Socket} from 'node:net'
import {join} from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import sharp from 'sharp'
import type {SanityDocument} from '~/seed/dataset.server'
import {runActions, type DocumentAction} from './actions'
import {contentSourceMap, defaultPerspective, inPerspective, listenerWants, readJson, readSearchParams, runQuery} from './query'
import {ContentLakeError, createStore, type ChangeEvent, type RawMutation} from './store'
import {EDITOR, studioStubs, type StubbedCall} from './studio-stubs'

export type RecordedQuery = {
  method: string
  path: string
  query: string
  params: Record<string, unknown>
  perspective: string
  authorization?: string
}

/** An answer of 400 or more: the call ("POST /v2025-02-19/data/actions/production"), its status, the start of its body. */
export type FailedAnswer = {call: string; status: number; said: string}

export type ContentLakeOptions = {
  /** Origins allowed to call it from a browser (the Studio's), answered as Sanity's CORS settings do. */
  corsOrigins?: string[]
  /** Where the dataset's seed images are (their `originalFilename`), to serve them as the image CDN does. */
  imagesDir?: string
}

// A certificate for loopback only (localhost, *.localhost, 127.0.0.1), made for these tests.
const TLS_KEY = readFileSync(new URL('loopback-tls-key.pem', import.meta.url))
const TLS_CERT = readFileSync(new URL('loopback-tls-cert.pem', import.meta.url))

/** The project the tests' site and Studio name (tests/support/stack.ts), in uploaded images' addresses. */
const PROJECT_ID = 'evaseed0'
/** The types an upload may be, as sharp names them, and as the asset document records them. */
const IMAGE_TYPES: Record<string, {mimeType: string; extension: string}> = {
  jpeg: {mimeType: 'image/jpeg', extension: 'jpg'},
  png: {mimeType: 'image/png', extension: 'png'},
  webp: {mimeType: 'image/webp', extension: 'webp'},
  gif: {mimeType: 'image/gif', extension: 'gif'},
  svg: {mimeType: 'image/svg+xml', extension: 'svg'},
}

/** How often an idle listener hears a comment, so that the Studio's client keeps it (it gives up after 45 s). */
const HEARTBEAT_MS = 10_000

/**
 * A local Content Lake: one dataset that the site (through the real @sanity/client) and the real
 * Studio (a production `sanity build`) both read and write, over loopback. It answers GROQ
 * queries (groq-js), the listener (server-sent events, in the format the Studio checks
 * revisions with), documents by id, the Actions and Mutations APIs (@sanity/mutator), and the
 * small calls the Studio makes as it boots (./studio-stubs.ts). Any other path answers 404 and
 * is kept in `unknownRequests`, which the Studio's tests assert is empty: a Studio upgrade that
 * calls something new shows there. docs/testing.md#the-content-lake-stand-in.
 */
export async function startContentLake(dataset: SanityDocument[], options: ContentLakeOptions = {}) {
  const store = createStore(dataset)
  /** Uploaded images' bytes, by asset id. */
  const uploads = new Map<string, Buffer>()
  const requests: RecordedQuery[] = []
  const unknownRequests: string[] = []
  /** Every call, in order ("GET /v2025-02-19/data/doc/…"): what a failing test shows. */
  const calls: string[] = []
  const listeners = new Set<ServerResponse>()
  /** Each webhook call made, with the site's answer (0 when it did not answer) and when it came (Date.now()). */
  const webhookDeliveries: Array<{documentId: string; status: number; at: number}> = []
  let stopWebhooks = () => {}
  /**
   * The notice of the next publish that waits (`holdNextPublish`), and, by transaction, what each
   * notice of a held publish waits for: the webhook, or the change feed to the site's instances.
   */
  let nextHold: {notice: PublishNotice; until: Promise<void>} | undefined
  const holds = new Map<string, {notice: PublishNotice; until: Promise<void>}>()
  const releases = new Set<() => void>()
  /**
   * What this notice of this change waits for, if anything: the first notice of the next
   * publish of a published document to be looked at claims the hold for its transaction.
   * (Not a store subscriber of its own: `announce(only)` counts the subscribers.)
   */
  const heldUntil = (event: ChangeEvent, notice: PublishNotice) => {
    if (/^(drafts|versions)\./.test(event.documentId)) return undefined
    if (nextHold && !holds.has(event.transactionId)) {
      holds.set(event.transactionId, nextHold)
      nextHold = undefined
    }
    const hold = holds.get(event.transactionId)
    return hold?.notice === notice ? hold.until : undefined
  }
  // While set, every query fails as an outage would.
  let failing = false

  /**
   * Every answer of 400 or more, with the call and what it said: a Studio journey fails on any
   * it did not expect (tests/studio/fixtures.ts), so a Studio that asks something new, or in a
   * new way, names the call instead of timing out on a locator.
   */
  const failedAnswers: FailedAnswer[] = []
  /** The calls a broad stub answered (./studio-stubs.ts), with their bodies. */
  const stubbedCalls: StubbedCall[] = []

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body)
    if (status >= 400)
      failedAnswers.push({call: `${res.req.method} ${res.req.url?.slice(0, 300)}`, status, said: text.slice(0, 500)})
    res.writeHead(status, {'content-type': 'application/json; charset=utf-8'}).end(text)
  }

  /** Sanity's listener: a welcome, then one `mutation` event per document a transaction touched. */
  function listen(req: IncomingMessage, res: ServerResponse, url: URL) {
    const {query, params} = readSearchParams(url.searchParams)
    const flag = (name: string, fallback: boolean) =>
      url.searchParams.has(name) ? url.searchParams.get(name) === 'true' : fallback
    const includeResult = flag('includeResult', true)
    const includePrevious = flag('includePreviousRevision', false)
    const includeMutations = flag('includeMutations', true)
    const mendoza = url.searchParams.get('effectFormat') === 'mendoza'
    const allVersions = flag('includeAllVersions', false)
    // The site's instances follow the change feed under this tag (app/content/sanity-source.server.ts).
    const site = url.searchParams.get('tag')?.endsWith('eva.site.follow') ?? false

    res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'})
    res.write(`event: welcome\ndata: ${JSON.stringify({listenerName: `stand-in-${randomBytes(4).toString('hex')}`})}\n\n`)
    listeners.add(res)
    // Events leave in the order they happened, whatever their filters take to evaluate.
    let queue = Promise.resolve()
    const unsubscribe = store.subscribe((event) => {
      const held = site ? heldUntil(event, 'change feed') : undefined
      queue = queue.then(async () => {
        if (!allVersions && event.documentId.startsWith('versions.')) return
        await held
        const wanted = (await listenerWants(query, params, event.previous)) || (await listenerWants(query, params, event.result))
        if (wanted && !res.writableEnded)
          res.write(eventMessage(event, {includeResult, includePrevious, includeMutations, mendoza}))
      })
    })
    const heartbeat = setInterval(() => res.write(':\n\n'), HEARTBEAT_MS)
    req.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      listeners.delete(res)
    })
  }

  /**
   * Sanity Live (`/data/live/events`), which Presentation follows: a welcome, then a message per
   * change. Its tags name the changed document; queries here return no sync tags, so they match
   * none of a page's queries.
   * Drafts (Presentation's preview secrets among them) are heard only with `includeDrafts`, as
   * from Sanity: the Studio drops a read of its own that a message interrupts, and a message for
   * the secret it has just created would leave Presentation loading forever.
   */
  function liveEvents(req: IncomingMessage, res: ServerResponse, url: URL) {
    const includeDrafts = url.searchParams.get('includeDrafts') === 'true' && Boolean(req.headers.authorization)
    res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache'})
    res.write('event: welcome\ndata: {}\n\n')
    let sequence = 0
    const unsubscribe = store.subscribe((event) => {
      if (!includeDrafts && /^(drafts|versions)\./.test(event.documentId)) return
      const tag = `s1:${createHash('sha1').update(event.documentId).digest('base64url').slice(0, 6)}`
      if (!res.writableEnded) res.write(`id: ${++sequence}\nevent: message\ndata: ${JSON.stringify({tags: [tag]})}\n\n`)
    })
    const heartbeat = setInterval(() => res.write(':\n\n'), HEARTBEAT_MS)
    req.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
    })
  }

  async function query(req: IncomingMessage, res: ServerResponse, url: URL, apiVersion: string) {
    if (failing) return sendJson(res, 503, {error: 'Service unavailable'})
    try {
      const {query, params} =
        req.method === 'POST'
          ? await readJson<{query: string; params?: Record<string, unknown>}>(req).then((body) => ({
              query: body.query,
              params: body.params ?? {},
            }))
          : readSearchParams(url.searchParams)
      const authorization = req.headers.authorization
      const perspective = url.searchParams.get('perspective') ?? defaultPerspective(apiVersion)
      requests.push({method: req.method ?? 'GET', path: url.pathname, query, params, perspective, authorization})
      // Drafts are for authenticated clients only.
      const documents = inPerspective(dataset, authorization ? perspective : 'published')
      const started = Date.now()
      const result = await runQuery(query, params, documents)
      const sourceMap = url.searchParams.has('resultSourceMap') ? contentSourceMap(result, documents, query) : undefined
      sendJson(res, 200, {query, result, ms: Date.now() - started, ...(sourceMap ? {resultSourceMap: sourceMap} : {})})
    } catch (error) {
      sendJson(res, 400, {error: {description: (error as Error).message, type: 'queryParseError'}})
    }
  }

  /**
   * An image by its asset id, as Sanity's image CDN serves it: cut to `rect` and sized to `w`×`h`
   * when asked (what the site asks for around a focus point), else as uploaded.
   */
  async function image(res: ServerResponse, url: URL, assetId: string) {
    const asset = dataset.find((document) => document._type === 'sanity.imageAsset' && document.assetId === assetId)
    const bytes =
      uploads.get(assetId) ??
      (asset && options.imagesDir ? readFileSync(join(options.imagesDir, String(asset.originalFilename))) : undefined)
    if (!asset || !bytes) return sendJson(res, 404, {error: 'Not Found'})
    const [left, top, width, height] = url.searchParams.get('rect')?.split(',').map(Number) ?? []
    const w = Number(url.searchParams.get('w')) || undefined
    const h = Number(url.searchParams.get('h')) || undefined
    let cut = sharp(bytes)
    if (width && height) cut = cut.extract({left: left!, top: top!, width, height})
    // `fit=max` never enlarges (the Studio's previews ask for it); `crop` fills the box.
    if (w || h)
      cut = cut.resize(w, h, url.searchParams.get('fit') === 'max' ? {fit: 'inside', withoutEnlargement: true} : {fit: 'cover'})
    const served = String(asset.mimeType) === 'image/svg+xml' ? bytes : await cut.toBuffer()
    res.writeHead(200, {'content-type': String(asset.mimeType), 'cache-control': 'max-age=3600'}).end(served)
  }

  /**
   * An upload (the Assets API): the picture is kept, and its asset document created as the
   * Content Lake does, with the address and dimensions the Studio and the site read.
   */
  async function upload(req: IncomingMessage, res: ServerResponse, url: URL, datasetName: string) {
    if (!req.headers.authorization) return sendJson(res, 401, {error: 'Unauthorized', message: 'Not authorized'})
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null)
    const type = metadata?.format && IMAGE_TYPES[metadata.format]
    if (!metadata?.width || !metadata.height || !type)
      return sendJson(res, 400, {error: {description: 'Invalid image, could not read metadata', type: 'validationError'}})
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const {mimeType, extension} = type
    const {width, height} = metadata
    const file = `${sha1}-${width}x${height}.${extension}`
    const _id = `image-${sha1}-${width}x${height}-${extension}`
    const where = `images/${PROJECT_ID}/${datasetName}/${file}`
    // The same picture twice is one asset, as on Sanity.
    if (!store.find(_id)) {
      uploads.set(sha1, bytes)
      const asset: SanityDocument = {
        _id,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType,
        originalFilename: url.searchParams.get('filename') ?? file,
        size: bytes.length,
        path: where,
        url: `https://cdn.sanity.io/${where}`,
        uploadId: randomBytes(16).toString('hex'),
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
          hasAlpha: Boolean(metadata.hasAlpha),
          isOpaque: !metadata.hasAlpha,
        },
      }
      store.commit([{create: asset}], {identity: EDITOR.id})
    }
    sendJson(res, 200, {document: store.find(_id)})
  }

  /** Mutations that name their documents by a query (`{delete: {query}}`), one per document it finds. */
  async function byId(mutations: RawMutation[]) {
    const expanded: RawMutation[] = []
    for (const mutation of mutations) {
      const [[kind, body] = []] = Object.entries(mutation) as Array<[string, {query?: string; params?: Record<string, unknown>}]>
      if (!kind || !body?.query) {
        expanded.push(mutation)
        continue
      }
      const {query, params, ...rest} = body
      const found = (await runQuery(query, params ?? {}, dataset).catch((error: Error) => {
        throw new ContentLakeError(400, error.message, 'queryParseError')
      })) as unknown
      const ids = (Array.isArray(found) ? found : [found]).map((document) => (document as {_id?: string} | null)?._id)
      for (const id of ids) if (id) expanded.push({[kind]: {...rest, id}})
    }
    return expanded
  }

  /** Writes: the Studio's actions and mutations, signed in only. */
  async function write(req: IncomingMessage, res: ServerResponse, url: URL, kind: 'actions' | 'mutate') {
    if (!req.headers.authorization) return sendJson(res, 401, {error: 'Unauthorized', message: 'Not authorized'})
    try {
      const body = await readJson<{actions?: DocumentAction[]; mutations?: RawMutation[]; transactionId?: string}>(req)
      const transactionId = body.transactionId ?? url.searchParams.get('transactionId') ?? undefined
      if (body.mutations) body.mutations = await byId(body.mutations)
      const outcome =
        kind === 'actions'
          ? runActions(store, body.actions ?? [], {transactionId, identity: EDITOR.id})
          : store.commit(body.mutations ?? [], {transactionId, identity: EDITOR.id})
      const {transactionId: id, results} = outcome
      sendJson(res, 200, kind === 'actions' ? {transactionId: id} : {transactionId: id, results})
    } catch (error) {
      if (!(error instanceof ContentLakeError)) throw error
      sendJson(res, error.status, {error: {description: error.message, type: error.type}})
    }
  }

  const routes: Array<
    [
      method: string,
      path: RegExp,
      answer: (req: IncomingMessage, res: ServerResponse, url: URL, match: RegExpMatchArray) => unknown,
    ]
  > = [
    ['GET', /^\/(v[\w-]+)\/data\/listen\/[\w-]+$/, listen],
    ['GET', /^\/v[\w-]+\/data\/live\/events\/[\w-]+$/, liveEvents],
    // Whether the caller's origin may call with credentials: the client asks when a stream fails.
    [
      'GET',
      /^\/v[\w-]+\/check\/cors$/,
      (req, res) => {
        const allowed = Boolean(req.headers.origin && options.corsOrigins?.includes(req.headers.origin))
        sendJson(res, 200, {result: {allowed, withCredentials: allowed}})
      },
    ],
    ['GET|POST', /^\/(v[\w-]+)\/data\/query\/[\w-]+$/, (req, res, url, match) => query(req, res, url, match[1]!)],
    [
      'GET',
      /^\/v[\w-]+\/data\/doc\/[\w-]+\/([^/]+)$/,
      (_req, res, _url, match) => {
        const ids = decodeURIComponent(match[1]!).split(',')
        const documents = ids.map((id) => store.find(id)).filter(Boolean)
        const omitted = ids.filter((id) => !store.find(id)).map((id) => ({id, reason: 'existence'}))
        sendJson(res, 200, {documents, omitted})
      },
    ],
    // The Studio reads a document as a revision left it (a new document's, while it is edited).
    [
      'GET',
      /^\/v[\w-]+\/data\/history\/[\w-]+\/documents\/([^/]+)$/,
      (_req, res, url, match) => {
        const revision = url.searchParams.get('revision') ?? ''
        const ids = decodeURIComponent(match[1]!).split(',')
        sendJson(res, 200, {documents: ids.map((id) => store.atRevision(id, revision)).filter(Boolean)})
      },
    ],
    ['POST', /^\/v[\w-]+\/data\/actions\/[\w-]+$/, (req, res, url) => write(req, res, url, 'actions')],
    ['POST', /^\/v[\w-]+\/data\/mutate\/[\w-]+$/, (req, res, url) => write(req, res, url, 'mutate')],
    ['POST', /^\/v[\w-]+\/assets\/images\/([\w-]+)$/, (req, res, url, match) => upload(req, res, url, match[1]!)],
    ['GET', /^\/images\/[\w-]+\/[\w-]+\/([0-9a-f]+)-\d+x\d+\.\w+$/, (_req, res, url, match) => image(res, url, match[1]!)],
    ...studioStubs(sendJson, stubbedCalls),
  ]

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    calls.push(`${req.method} ${url.pathname}${url.search.length > 200 ? `${url.search.slice(0, 200)}…` : url.search}`)
    const origin = req.headers.origin
    if (origin && options.corsOrigins?.includes(origin)) {
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('access-control-allow-credentials', 'true')
      res.setHeader('vary', 'origin')
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'authorization, content-type',
      )
      res.setHeader('access-control-max-age', '600')
      return res.writeHead(204).end()
    }
    for (const [methods, path, answer] of routes) {
      const match = url.pathname.match(path)
      if (match && methods.split('|').includes(req.method ?? 'GET')) {
        Promise.resolve(answer(req, res, url, match)).catch((error: unknown) => {
          if (!res.headersSent) sendJson(res, 500, {error: String(error)})
        })
        return
      }
    }
    unknownRequests.push(`${req.method} ${url.pathname}`)
    sendJson(res, 404, {error: 'Not Found', message: `The Content Lake stand-in does not answer ${req.method} ${url.pathname}`})
  }
  // The site's instances call it over HTTP. A browser gets HTTP/2 over TLS, as from Sanity: the
  // Studio holds half a dozen listeners open at once, and over HTTP/1.1 Chromium's six
  // connections per host would all be taken by them, leaving its other requests waiting forever.
  const server: Server = createServer(answer)
  const secureServer = createSecureServer({key: TLS_KEY, cert: TLS_CERT, allowHTTP1: true}, answer as never)
  const connections = new Set<Socket>()
  secureServer.on('connection', (socket: Socket) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })

  // Presence (who else is editing) is a WebSocket: it is accepted and stays quiet, so the
  // Studio shows the editor alone instead of retrying it every few seconds.
  const sockets = new Set<Socket>()
  const upgrade = (req: IncomingMessage, socket: Socket) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    if (!/^\/v[\w-]+\/socket\/[\w-]+$/.test(path)) {
      unknownRequests.push(`UPGRADE ${path}`)
      return socket.destroy()
    }
    const protocol = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')[0]
      ?.trim()
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n${protocol ? `Sec-WebSocket-Protocol: ${protocol}\r\n` : ''}\r\n`,
    )
    socket.on('data', () => {})
    socket.on('error', () => {})
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  }
  server.on('upgrade', upgrade)
  secureServer.on('upgrade', upgrade)

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => secureServer.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const securePort = (secureServer.address() as AddressInfo).port
  return {
    /** Its address for the site (`SANITY_API_HOST`). */
    url: `http://127.0.0.1:${port}`,
    /**
     * Its address for a browser (the Studio's `apiHost`), over HTTP/2 with a self-signed
     * certificate (the browser is told to accept it): `<project>.localhost` resolves to loopback.
     */
    browserUrl: `https://localhost:${securePort}`,
    requests,
    unknownRequests,
    failedAnswers,
    stubbedCalls,
    calls,
    /** The documents it answers from; change them to simulate an edit (no event), or publish. */
    dataset,
    store,
    setFailing: (value: boolean) => (failing = value),
    /** How many listeners (site instances and Studio tabs following changes) are connected. */
    listenerCount: () => listeners.size,
    /**
     * Publishes changes to a document, as an editor's publish does: every listener hears of it.
     * With `{announce: false}` none hears yet: the `announce` it returns tells them all, or only
     * the one at `only` (in the order they connected), as the change feed may reach two
     * instances at different moments.
     */
    publish: (id: string, changes: Record<string, unknown>, {announce = true}: {announce?: boolean} = {}) =>
      store.commit([{patch: {id, set: changes}}], {announce}),
    /** Ends every listener's connection, as a network blip would: each reconnects, and may have missed a publish. */
    dropListeners() {
      for (const listener of listeners) listener.end()
    },
    /** Saves an unpublished change, as the Studio does while an editor types: a `drafts.` copy. */
    saveDraft(id: string, changes: Record<string, unknown>) {
      runActions(
        store,
        [{actionType: 'sanity.action.document.edit', draftId: `drafts.${id}`, publishedId: id, patch: {set: changes}}],
        {},
      )
    },
    /** Throws the draft away (the Studio's "discard changes"). */
    discardDraft(id: string) {
      if (store.find(`drafts.${id}`)) store.commit([{delete: {id: `drafts.${id}`}}])
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
    webhookDeliveries,
    /**
     * From now on, calls `url` after each change to a published document, as a Sanity GROQ
     * webhook set up the way docs/deploy.md says (create, update and delete; projection
     * `{_id, _type}`; signed with `secret`). Sanity calls it on its own time: here, as soon as
     * the change is made, while the listeners' events are on their way, so either may reach
     * an instance first.
     */
    sendWebhooks({url, secret}: {url: string; secret: string}) {
      stopWebhooks()
      stopWebhooks = store.subscribe((event) => {
        if (/^(drafts|versions)\./.test(event.documentId)) return
        const document = event.result ?? event.previous
        const body = JSON.stringify({_id: event.documentId, _type: document?._type})
        void Promise.resolve(heldUntil(event, 'webhook'))
          .then(() => encodeSignatureHeader(body, Date.now(), secret))
          .then((signature) =>
            fetch(url, {method: 'POST', headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature}, body}),
          )
          .then(
            async (response) => {
              webhookDeliveries.push({documentId: event.documentId, status: response.status, at: Date.now()})
              await response.body?.cancel().catch(() => {})
            },
            () => webhookDeliveries.push({documentId: event.documentId, status: 0, at: Date.now()}),
          )
      })
    },
    /**
     * Holds one notice of the next publish (of a published document) until `release` is called:
     * the webhook, or the change feed's event to the site's instances (the Studio still hears at
     * once). The other notice goes as usual, so a test decides which reaches the site first.
     */
    holdNextPublish(notice: PublishNotice) {
      let release = () => {}
      nextHold = {notice, until: new Promise<void>((resolve) => (release = resolve))}
      releases.add(release)
      return release
    },
    /** Lets every held notice go, and holds nothing more: a journey that failed midway leaves nothing held. */
    releaseHeld() {
      nextHold = undefined
      for (const release of releases) release()
      releases.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        stopWebhooks()
        for (const listener of listeners) listener.end()
        for (const socket of [...sockets, ...connections]) socket.destroy()
        secureServer.close()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type ContentLake = Awaited<ReturnType<typeof startContentLake>>

/** The two ways a publish reaches the site: Sanity's webhook (through the CDN) and each instance's change feed. */
export type PublishNotice = 'webhook' | 'change feed'

/** One change as a listener asked to hear it. */
function eventMessage(
  event: ChangeEvent,
  wants: {includeResult: boolean; includePrevious: boolean; includeMutations: boolean; mendoza: boolean},
) {
  const {previous, result, mutations, ...rest} = event
  const withoutRev = (document: SanityDocument | null) => {
    if (!document) return null
    const {_rev, ...content} = document
    void _rev
    return content
  }
  const data = {
    type: 'mutation',
    eventId: `${event.transactionId}#${event.documentId}`,
    ...rest,
    visibility: 'query',
    ...(wants.includeResult ? {result: result ?? undefined} : {}),
    ...(wants.includePrevious ? {previous: previous ?? undefined} : {}),
    ...(wants.includeMutations ? {mutations} : {}),
    ...(wants.mendoza ? {effects: {apply: [0, withoutRev(result)], revert: [0, withoutRev(previous)]}} : {}),
  }
  return `event: mutation\nid: ${data.eventId}\ndata: ${JSON.stringify(data)}\n\n`
}
