import {redirect} from '@remix-run/node'
import {validatePreviewUrl} from '@sanity/preview-url-secret'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {messages} from '~/messages'
import {errorFields, logEvent} from '~/utils/log.server'
import {safeReturnPath} from '~/utils/urls'
import {previewClient} from './client.server'
import {perspectiveOf, sessionEnd, sessionStart} from './session.server'

// The way into preview and the way out: the two addresses the Studio opens (app/routes/api.preview-mode.*.ts).

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore, ...headers},
  })

/** GET /api/preview-mode/enable: the Studio's secret checked, the session begins, on to the page. */
export async function enablePreview(request: Request): Promise<Response> {
  if (!previewClient) return plain(404, messages.preview.unavailable)
  let checked
  try {
    checked = await validatePreviewUrl(previewClient, request.url)
  } catch (error) {
    logEvent('error', 'preview.check_failed', {...errorFields(error)})
    return plain(503, messages.error.contentUnavailable, {'Retry-After': '5'})
  }
  if (!checked.isValid) {
    logEvent('warn', 'preview.refused', {})
    return plain(403, messages.preview.invalidLink)
  }
  const session = {
    perspective: perspectiveOf(checked.studioPreviewPerspective) ?? 'drafts',
    studioOrigin: checked.studioOrigin ?? null,
  }
  return redirect(safeReturnPath(checked.redirectTo ?? '/'), {
    status: 303,
    headers: {'Set-Cookie': await sessionStart(session), 'Cache-Control': CACHE_CONTROL.noStore},
  })
}

/** GET /api/preview-mode/disable: the session ends; back to the page (`?redirect=`), as published. */
export async function disablePreview(request: Request): Promise<Response> {
  const to = safeReturnPath(new URL(request.url).searchParams.get('redirect'))
  return redirect(to, {
    status: 303,
    headers: {'Set-Cookie': await sessionEnd(), 'Cache-Control': CACHE_CONTROL.noStore},
  })
}
