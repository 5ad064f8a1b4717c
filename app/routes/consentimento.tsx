import {redirect, type ActionFunctionArgs} from '@remix-run/node'
import type {ConsentLevel} from '~/consent/consent'
import {consentCookie, safeReturnPath} from '~/consent/consent.server'
import {readUrlEncodedBody} from '~/utils/form-body.server'

const CHOICES: Record<string, ConsentLevel> = {all: 'all', necessary: 'necessary', clear: 'none'}

/**
 * POST /consentimento: stores the visitor's choice (or clears it, from "Preferências de
 * cookies"). The banner's script sends `js`; without JavaScript the browser posts the form
 * and comes back to the page it was on.
 */
export async function action({request}: ActionFunctionArgs) {
  const body = await readUrlEncodedBody(request)
  const form = typeof body === 'string' ? new URLSearchParams() : body
  const level = CHOICES[form.get('consent') ?? '']
  if (!level) return Response.json({error: 'Escolha inválida.'}, {status: 400})
  // The URL's protocol honours TRUST_PROXY (a TLS-terminating proxy in front).
  const secure = new URL(request.url).protocol === 'https:'
  const headers = {'Set-Cookie': consentCookie(level, {secure}), 'Cache-Control': 'no-store'}
  if (form.get('js')) return Response.json({consent: level}, {headers})
  return redirect(safeReturnPath(form.get('redirectTo')), {status: 303, headers})
}

export const loader = () => redirect('/')
