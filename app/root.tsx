import type {LinksFunction} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import type {ReactNode} from 'react'
import {SiteFooter} from '~/components/SiteFooter'
import {SiteHeader} from '~/components/SiteHeader'
import {loadPageContent} from '~/content/content.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {messages} from '~/messages'
import globalStyles from '~/styles/global.css'
import noJsStyles from '~/styles/no-js.css'

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: globalStyles},
  {rel: 'icon', href: '/favicon.ico', sizes: '32x32'},
  {rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml'},
]

export async function loader() {
  const settings = await loadPageContent(SETTINGS_QUERY)
  return {settings, siteUrl: env.SITE_URL}
}

/** Routes that stand alone, without the site's header and footer (e.g. /index). */
export type RouteHandle = {bare?: boolean}

export function Layout({children}: {children: ReactNode}) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d2e" />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={noJsStyles} />
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function Shell({children}: {children: ReactNode}) {
  const data = useRouteLoaderData<typeof loader>('root')
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare)
  // A bare route lays out its own landmarks.
  if (bare) return <>{children}</>
  if (!data) return <main id="conteudo">{children}</main>
  return (
    <>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={data.settings} />
    </>
  )
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : messages.error.text
  return (
    <Shell>
      <div className="container page-heading">
        <h1>{messages.error.title}</h1>
        <p>{detail}</p>
        <a className="button" href="/">
          {messages.error.home}
        </a>
      </div>
    </Shell>
  )
}
