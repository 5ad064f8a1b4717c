import type {LoaderFunctionArgs} from '@remix-run/node'
import {localShareImage} from '~/content/share-image.server'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {httpMessages} from '~/messages/http'
import {logEvent} from '~/utils/log.server'

/**
 * /content/share/{name}.jpg: the 1200×630 share picture of a local (seed) image, for Open
 * Graph and Twitter (hosted images get theirs from Sanity's image CDN). Not a page: no page
 * cache, no page headers; a file a CDN may keep like the other content images.
 */
export async function loader({params}: LoaderFunctionArgs) {
  const picture = localShareImage(params.name ?? '')
  if (!picture) return notFound()
  let bytes: Buffer
  try {
    bytes = await picture
  } catch (error) {
    logEvent('error', 'share-image.render', {error: error instanceof Error ? error.message : 'unknown'})
    return notFound()
  }
  return new Response(new Uint8Array(bytes), {
    headers: {'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length), 'Cache-Control': CACHE_CONTROL.long},
  })
}

const notFound = () =>
  new Response(httpMessages.notFound, {
    status: 404,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.private},
  })
