import {redirect, type ActionFunctionArgs} from '@remix-run/node'
import {memberOf, signOut} from '~/team/team-auth.server'
import {TEAM_HEADERS} from '~/team/team-pages'

/** POST /equipe/sair: the session ends, here and on the server. */
export async function action({request}: ActionFunctionArgs) {
  const headers = new Headers(TEAM_HEADERS)
  for (const cookie of await signOut(await memberOf(request))) headers.append('Set-Cookie', cookie)
  return redirect('/equipe/entrar?saiu=1', {status: 303, headers})
}

export const loader = () => redirect('/equipe', {headers: TEAM_HEADERS})
