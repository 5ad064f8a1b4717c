import type {LinksFunction, LoaderFunctionArgs} from '@remix-run/node'
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
import {JsonLd} from '~/components/JsonLd'
import {SiteFooter} from '~/components/SiteFooter'
import {SiteHeader} from '~/components/SiteHeader'
import {SiteStyles} from '~/components/SiteStyles'
import {analyticsBootstrap, gtagScriptUrl} from '~/consent/analytics'
import {consentFromCookieHeader} from '~/consent/consent.server'
import {ConsentProvider} from '~/consent/ConsentProvider'
import {CookieBanner} from '~/consent/CookieBanner'
import {SETTINGS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {messages} from '~/messages'
import {previewOverlaysSrc} from '~/preview/preview.server'
import {PreviewMode} from '~/preview/PreviewMode'
import noJsStyles from '~/styles/no-js.css'
import {localBusiness} from '~/utils/structured-data'

export const links: LinksFunction = () => [
  {rel: 'icon', href: '/favicon.ico', sizes: '32x32'},
  {rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml'},
]

export async function loader({request, context}: LoaderFunctionArgs) {
  const settings = await context.content.load(SETTINGS_QUERY)
  return {
    settings,
    siteUrl: env.SITE_URL,
    consent: consentFromCookieHeader(request.headers.get('Cookie')),
    analyticsId: env.GA_MEASUREMENT_ID ?? null,
    // Editors only: the preview bar and the address of the Studio's overlays.
    preview: context.preview ? {overlays: previewOverlaysSrc()} : null,
  }
}

/**
 * `bare`: a route that stands alone, without the site's header and footer (e.g. /index).
 * `team`: the team's pages (/equipe): none of the site's chrome, no analytics, no cookie
 * banner and no client-side React; plain HTML forms (docs/decisions/0043).
 */
export type RouteHandle = {bare?: boolean; team?: boolean}

const useTeamPage = () => useMatches().some((match) => (match.handle as RouteHandle | undefined)?.team)

export function Layout({children}: {children: ReactNode}) {
  const root = useRouteLoaderData<typeof loader>('root')
  const team = useTeamPage()
  const data = team ? undefined : root
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d2e" />
        <Meta />
        <SiteStyles />
        <Links />
        <noscript>
          <link rel="stylesheet" href={noJsStyles} />
        </noscript>
        {data?.analyticsId ? (
          <>
            {/* Consent defaults come before any tag; Google's script only once accepted. */}
            <script dangerouslySetInnerHTML={{__html: analyticsBootstrap(data.analyticsId, data.consent)}} />
            {data.consent === 'all' ? <script async src={gtagScriptUrl(data.analyticsId)} /> : null}
          </>
        ) : null}
      </head>
      <body>
        {children}
        {team ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

function Shell({children}: {children: ReactNode}) {
  const data = useRouteLoaderData<typeof loader>('root')
  const bare = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare)
  const team = useTeamPage()
  if (team) return children
  if (!data) return <main id="conteudo">{children}</main>
  return (
    <ConsentProvider initial={data.consent} measurementId={data.analyticsId}>
      {bare ? (
        // A bare route lays out its own landmarks.
        children
      ) : (
        <>
          <SiteHeader />
          <main id="conteudo" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter settings={data.settings} />
        </>
      )}
      {/* In the Studio's frame the consent cookie cannot be set: the editor sees the preview bar instead. */}
      {data.preview ? <PreviewMode overlays={data.preview.overlays} /> : <CookieBanner />}
      <JsonLd data={localBusiness(data.settings, data.siteUrl)} />
    </ConsentProvider>
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
