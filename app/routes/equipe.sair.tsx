import {redirect, type ActionFunctionArgs} from '@remix-run/node'
import {memberOf, signOut} from '~/team/team-auth.server'
import {TEAM_HEADERS} from '~/team/team-inbox.server'

/** POST /equipe/sair: the session ends, here and on the server. */
export async function action({request}: ActionFunctionArgs) {
  const cookie = await signOut(await memberOf(request))
  return redirect('/equipe/entrar?saiu=1', {status: 303, headers: {...TEAM_HEADERS, 'Set-Cookie': cookie}})
}

export const loader = () => redirect('/equipe', {headers: TEAM_HEADERS})
