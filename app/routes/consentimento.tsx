import {redirect, type ActionFunctionArgs} from '@remix-run/node'
import {consentFromFormValue} from '~/consent/consent'
import {consentCookie} from '~/consent/consent.server'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {messages} from '~/messages'
import {readUrlEncodedBody} from '~/requests/body.server'
import {safeReturnPath} from '~/utils/urls'

/**
 * POST /consentimento: stores the visitor's choice (or clears it, from "Preferências de
 * cookies"). The banner's script sends `js`; without JavaScript the browser posts the form
 * and comes back to the page it was on.
 */
export async function action({request}: ActionFunctionArgs) {
  const body = await readUrlEncodedBody(request)
  const form = typeof body === 'string' ? new URLSearchParams() : body
  const level = consentFromFormValue(form.get('consent'))
  if (!level) return Response.json({error: messages.consent.invalidChoice}, {status: 400})
  // The URL's protocol honours TRUST_PROXY (a TLS-terminating proxy in front).
  const secure = new URL(request.url).protocol === 'https:'
  const headers = {'Set-Cookie': consentCookie(level, {secure}), 'Cache-Control': CACHE_CONTROL.noStore}
  if (form.get('js')) return Response.json({consent: level}, {headers})
  return redirect(safeReturnPath(form.get('redirectTo')), {status: 303, headers})
}

export const loader = () => redirect('/')
