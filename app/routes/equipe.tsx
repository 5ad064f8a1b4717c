import type {LinksFunction, LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {Form, Link, Outlet, useLoaderData} from '@remix-run/react'
import {teamMessages as t} from '~/messages/team'
import type {RouteHandle} from '~/root'
import teamStyles from '~/styles/team.css'
import {memberOf} from '~/team/team-auth.server'
import {teamHeaders} from '~/team/team-inbox.server'

// The team's pages (/equipe, docs/team.md): their own header, no site chrome, no client-side
// React, never cached or indexed (server/index.ts sets the headers on every answer here).
export const handle: RouteHandle = {bare: true, team: true}
export const links: LinksFunction = () => [{rel: 'stylesheet', href: teamStyles}]
export const meta: MetaFunction = () => [{title: t.title}, {name: 'robots', content: 'noindex'}]
export const headers = teamHeaders

export async function loader({request}: LoaderFunctionArgs) {
  const member = await memberOf(request)
  return {email: member?.email ?? null}
}

export default function TeamLayout() {
  const {email} = useLoaderData<typeof loader>()
  return (
    <>
      <header className="team-header">
        <Link to="/equipe">{t.title}</Link>
        {email ? (
          <Form method="post" action="/equipe/sair">
            <span>{t.signedInAs(email)}</span>
            <button type="submit">{t.signOut}</button>
          </Form>
        ) : null}
      </header>
      <main id="conteudo" className="team-main">
        <Outlet />
      </main>
    </>
  )
}
