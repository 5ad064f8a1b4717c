import type {AppLoadContext, EntryContext, HandleDataRequestFunction} from '@remix-run/node'
import {RemixServer} from '@remix-run/react'
// The web-streams renderer: the Node one pads its 2 KB chunks with NUL bytes when a multi-byte
// character ("ação") meets a chunk's end (React 18.3; fixed in 19). docs/decisions/0020.
import {renderToReadableStream} from 'react-dom/server.browser'
import {SiteCssProvider} from '~/components/SiteStyles'
import {consentFromCookieHeader} from '~/consent/consent'
import {RENDER_ABORT_MS} from '~/constants'
import {CACHE_CONTROL, isPublicCacheControl, PAGE_VARY, surrogateKeyHeaders} from '~/delivery/cache-control'
import {documentCsp, type CspNeeds} from '~/delivery/csp.server'
import {closeDocument, inlineHashes} from '~/delivery/document.server'
import {isCacheableRequest, pageCache, pageCacheKey} from '~/delivery/page-cache.server'
import {env} from '~/env.server'
import {siteCss} from '~/styles/site-css.server'
import {reportError} from '~/utils/error-reporting.server'
import {errorFields, logEvent} from '~/utils/log.server'

/** What the matched routes declare they embed (`handle.csp`), e.g. the EVA Baby video. */
function cspNeedsOf(context: EntryContext): CspNeeds {
  const frames = context.staticHandlerContext.matches.flatMap(
    (match) => (context.routeModules[match.route.id]?.handle as {csp?: CspNeeds} | undefined)?.csp?.frames ?? [],
  )
  return {frames: [...new Set(frames)]}
}

/**
 * Every page is rendered whole before it is sent: it is the same for everyone with the same
 * consent choice, so it is rendered once and kept (the page cache, a CDN), and its CSP
 * carries the hashes of exactly the inline scripts it holds.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const {html, failed} = await renderDocument(
    <SiteCssProvider value={siteCss()}>
      <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_MS} />
    </SiteCssProvider>,
  )
  const status = failed ? 500 : responseStatusCode
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  responseHeaders.set(
    'Content-Security-Policy',
    documentCsp({
      hashes: inlineHashes(html),
      needs: cspNeedsOf(remixContext),
      analytics: Boolean(env.GA_MEASUREMENT_ID),
      imageHosts: env.CONTENT_SOURCE === 'sanity' ? ['https://cdn.sanity.io'] : [],
      studioOrigin: loadContext.preview?.studioOrigin ?? env.SANITY_STUDIO_URL,
      preview: Boolean(loadContext.preview),
      development: env.NODE_ENV === 'development',
    }),
  )
  if (!shareable(request, status, responseHeaders, loadContext)) {
    keepPrivate(responseHeaders)
    return new Response(html, {status, headers: responseHeaders})
  }
  return share(request, status, responseHeaders, Buffer.from(html), loadContext)
}

/**
 * A loader or action that threw: its name in the log, never a stack trace or a value (Remix
 * would print the error whole), with the request's id.
 */
export function handleError(error: unknown, {request}: {request: Request}) {
  if (request.signal.aborted) return
  logEvent('error', 'request.failed', {...errorFields(error)})
  reportError(error)
}

/** Loader data (a form page's revalidation, an editor's preview): cached like the pages they belong to. */
export const handleDataRequest: HandleDataRequestFunction = async (response, {request, context}) => {
  if (!shareable(request, response.status, response.headers, context)) {
    keepPrivate(response.headers)
    return response
  }
  const body = Buffer.from(await response.arrayBuffer())
  return share(request, response.status, response.headers, body, context)
}

/**
 * A public page for everyone (with this consent choice): not an error, not a post, not a
 * visitor's own, not an editor's preview (server/index.ts gives that its own headers).
 */
function shareable(request: Request, status: number, headers: Headers, context: AppLoadContext) {
  return (
    !context.preview &&
    status === 200 &&
    isCacheableRequest(request.method, new URL(request.url)) &&
    isPublicCacheControl(headers.get('Cache-Control'))
  )
}

/** Anything but a shareable page stays in the visitor's browser (or nowhere, when it asked for that). */
function keepPrivate(headers: Headers) {
  if (headers.get('Cache-Control') !== CACHE_CONTROL.noStore) headers.set('Cache-Control', CACHE_CONTROL.private)
}

/**
 * A shareable page gets its surrogate keys (the content it was built from), an ETag and its
 * place in the page cache.
 */
function share(request: Request, status: number, headers: Headers, body: Buffer, context: AppLoadContext) {
  const tags = [...context.content.tags].sort()
  headers.set('Vary', PAGE_VARY)
  for (const [name, value] of Object.entries(surrogateKeyHeaders(tags))) headers.set(name, value)
  const key = pageCacheKey(new URL(request.url), consentFromCookieHeader(request.headers.get('Cookie')))
  const entry = pageCache.set(key, {status, headers, body, tags}, context.startedAt)
  if (entry) headers.set('ETag', entry.etag)
  headers.set('X-Page-Cache', 'MISS')
  return new Response(new Uint8Array(body), {status, headers})
}

/** Renders the whole document (every Suspense boundary resolved) into one string. */
async function renderDocument(app: React.ReactElement): Promise<{html: string; failed: boolean}> {
  let failed = false
  // Aborted only if still rendering by then: React must not hear of it after it has finished.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), RENDER_ABORT_MS)
  try {
    const stream = await renderToReadableStream(app, {
      signal: controller.signal,
      onError(error: unknown) {
        failed = true
        logEvent('error', 'render.failed', {...errorFields(error)})
        reportError(error)
      },
    })
    await stream.allReady
    return {html: closeDocument(await new Response(stream).text()), failed}
  } finally {
    clearTimeout(timer)
  }
}
