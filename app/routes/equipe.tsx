import {data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction} from '@remix-run/node'
import {Form, isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError} from '@remix-run/react'
import type {ReactNode} from 'react'
import {messages} from '~/messages'
import {teamMessages as t} from '~/messages/team'
import {errorPageText, type RouteHandle} from '~/root'
import teamStyles from '~/styles/team.css'
import {knownBrowserCookieFor, memberOf} from '~/team/team-auth.server'
import {FORGET_FIELD, teamHeaders} from '~/team/team-pages'

// The team's pages (/equipe, docs/team.md): their own header, no site chrome, no client-side
// React, never cached or indexed (server/index.ts sets the headers on every answer here).
export const handle: RouteHandle = {bare: true, team: true}
export const links: LinksFunction = () => [{rel: 'stylesheet', href: teamStyles}]
export const meta: MetaFunction = () => [{title: t.title}, {name: 'robots', content: 'noindex'}]
export const headers = teamHeaders

export async function loader({request}: LoaderFunctionArgs) {
  const member = await memberOf(request)
  // A member signed in here becomes this browser's known member, if it was not yet (docs/team.md).
  const cookie = member ? await knownBrowserCookieFor(request, member) : null
  return data({email: member?.email ?? null}, cookie ? {headers: {'Set-Cookie': cookie}} : undefined)
}

export default function TeamLayout() {
  const {email} = useLoaderData<{email: string | null}>()
  return (
    <TeamShell email={email}>
      <Outlet />
    </TeamShell>
  )
}

/** A lead that is not there (deleted meanwhile), or anything else that failed: said on a team page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const text = errorPageText(error)
  return (
    <TeamShell email={null}>
      <h1>{isRouteErrorResponse(error) && error.status === 404 ? t.notFound : messages.error.title}</h1>
      {text !== t.notFound ? <p>{text}</p> : null}
      <p>
        <Link to="/equipe">{t.lead.back}</Link>
      </p>
    </TeamShell>
  )
}

function TeamShell({email, children}: {email: string | null; children: ReactNode}) {
  return (
    <>
      <header className="team-header">
        <Link to="/equipe">{t.title}</Link>
        {email ? (
          <Form method="post" action="/equipe/sair">
            <span>{t.signedInAs(email)}</span>
            <button type="submit">{t.signOut}</button>
            <button type="submit" name={FORGET_FIELD} value="1" className="team-secondary">
              {t.signOutForget}
            </button>
          </Form>
        ) : null}
      </header>
      <main id="conteudo" className="team-main">
        {children}
      </main>
    </>
  )
}
