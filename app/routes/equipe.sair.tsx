import {redirect, type ActionFunctionArgs} from '@remix-run/node'
import {readUrlEncodedBody} from '~/requests/body.server'
import {memberOf, signOut} from '~/team/team-auth.server'
import {FORGET_FIELD, TEAM_HEADERS} from '~/team/team-pages'

/** POST /equipe/sair: the session ends, here and on the server; with `esquecer`, this browser is forgotten too. */
export async function action({request}: ActionFunctionArgs) {
  const headers = new Headers(TEAM_HEADERS)
  const body = await readUrlEncodedBody(request)
  const forget = body instanceof URLSearchParams && body.get(FORGET_FIELD) === '1'
  for (const cookie of await signOut(await memberOf(request), {forget})) headers.append('Set-Cookie', cookie)
  return redirect('/equipe/entrar?saiu=1', {status: 303, headers})
}

export const loader = () => redirect('/equipe', {headers: TEAM_HEADERS})
