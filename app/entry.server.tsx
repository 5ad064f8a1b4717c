import {PassThrough} from 'node:stream'
import {type AppLoadContext, type EntryContext, createReadableStreamFromReadable} from '@remix-run/node'
import {RemixServer} from '@remix-run/react'
import {isbot} from 'isbot'
import {renderToPipeableStream} from 'react-dom/server'
import {RENDER_ABORT_MS} from '~/constants'
import {env} from '~/env.server'
import {applyPageCaching} from '~/utils/cache-control'
import {documentCsp, type CspNeeds} from '~/utils/csp.server'
import {NonceProvider} from '~/utils/nonce'

/** What the matched routes declare they embed (`handle.csp`), e.g. the EVA Baby video. */
function cspNeedsOf(context: EntryContext): CspNeeds {
  const frames = context.staticHandlerContext.matches.flatMap(
    (match) => (context.routeModules[match.route.id]?.handle as {csp?: CspNeeds} | undefined)?.csp?.frames ?? [],
  )
  return {frames: [...new Set(frames)]}
}

/** Loader and action data for client-side navigations: as private as the pages. */
export function handleDataRequest(response: Response) {
  applyPageCaching(response.headers)
  return response
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  applyPageCaching(responseHeaders)
  responseHeaders.set(
    'Content-Security-Policy',
    documentCsp({
      nonce,
      needs: cspNeedsOf(remixContext),
      analytics: Boolean(env.GA_MEASUREMENT_ID),
      imageHosts: env.CONTENT_SOURCE === 'sanity' ? ['https://cdn.sanity.io'] : [],
      studioOrigin: env.SANITY_STUDIO_URL,
      development: env.NODE_ENV === 'development',
    }),
  )
  // Crawlers and no-JS visitors get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const {pipe, abort} = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_MS} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), {headers: responseHeaders, status: responseStatusCode}))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are reported by onShellError; later ones only here.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, RENDER_ABORT_MS)
  })
}
