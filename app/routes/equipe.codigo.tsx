import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@remix-run/node'
import {Link, useLoaderData} from '@remix-run/react'
import {teamMessages} from '~/messages/team'
import {readUrlEncodedBody} from '~/requests/body.server'
import {SignInForm} from '~/team/SignInForm'
import {checkCode, pendingSignIn, referenceOf} from '~/team/team-auth.server'
import {TEAM_HEADERS, teamHeaders} from '~/team/team-pages'
import {curitibaFormat} from '~/utils/curitiba-time'

const t = teamMessages.code

export const headers = teamHeaders

export async function loader({request}: LoaderFunctionArgs) {
  const pending = await pendingSignIn(request)
  if (!pending) throw redirect('/equipe/entrar', {headers: TEAM_HEADERS})
  return {email: pending.email, reference: referenceOf(pending)}
}

export async function action({request, context}: ActionFunctionArgs) {
  const body = await readUrlEncodedBody(request)
  const code = typeof body === 'string' ? '' : (body.get('codigo') ?? '')
  const checked = await checkCode(request, code.slice(0, 20), context.client)
  if (checked.status === 'no-sign-in') return redirect('/equipe/entrar', {status: 303, headers: TEAM_HEADERS})
  if (checked.status === 'limited') {
    // The address's ceiling (hours), or this client's tries (minutes).
    const error = checked.until ? t.ceiling(curitibaFormat.format(checked.until)) : t.tooMany
    return data({error}, {status: 429, headers: {...TEAM_HEADERS, 'Retry-After': String(checked.retryAfterS)}})
  }
  if (checked.status === 'invalid') return data({error: t.invalid}, {status: 400, headers: TEAM_HEADERS})
  const headers = new Headers(TEAM_HEADERS)
  for (const cookie of checked.setCookies) headers.append('Set-Cookie', cookie)
  return redirect('/equipe', {status: 303, headers})
}

export default function CodePage() {
  const {email, reference} = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.sent(email)}</p>
      <p>{t.reference(reference)}</p>
      <SignInForm field="codigo" label={t.label} submit={t.submit} />
      <p>
        <Link to="/equipe/entrar">{t.newCode}</Link>
      </p>
    </>
  )
}
