import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@remix-run/node'
import {useSearchParams} from '@remix-run/react'
import {z} from 'zod'
import {teamMessages} from '~/messages/team'
import {readUrlEncodedBody} from '~/requests/body.server'
import {SignInForm} from '~/team/SignInForm'
import {memberOf, requestCode} from '~/team/team-auth.server'
import {TEAM_HEADERS, teamHeaders} from '~/team/team-pages'

const t = teamMessages.signIn

export const headers = teamHeaders

export async function loader({request}: LoaderFunctionArgs) {
  if (await memberOf(request)) throw redirect('/equipe', {headers: TEAM_HEADERS})
  return null
}

/** Any valid address gets the same answer: on to the code page (docs/decisions/0043). */
export async function action({request, context}: ActionFunctionArgs) {
  const body = await readUrlEncodedBody(request)
  const email = typeof body === 'string' ? '' : (body.get('email') ?? '').trim()
  if (!z.email().safeParse(email).success) return data({error: t.invalidEmail, email}, {status: 400, headers: TEAM_HEADERS})
  const asked = await requestCode(request, email, context.client)
  if (asked.status === 'limited') {
    return data({error: t.tooMany, email}, {status: 429, headers: {...TEAM_HEADERS, 'Retry-After': String(asked.retryAfterS)}})
  }
  return redirect('/equipe/codigo', {status: 303, headers: {...TEAM_HEADERS, 'Set-Cookie': asked.setCookie}})
}

export default function SignInPage() {
  const [params] = useSearchParams()
  return (
    <>
      <h1>{t.title}</h1>
      {params.get('saiu') ? <p className="team-notice">{t.signedOut}</p> : null}
      <p>{t.intro}</p>
      <SignInForm field="email" label={t.email} submit={t.send} />
    </>
  )
}
