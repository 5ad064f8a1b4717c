import type {LinksFunction, LoaderFunctionArgs} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import {useEffect, type ReactNode} from 'react'
import {startBehaviours} from '~/behaviours'
import {behavioursScriptSrc} from '~/behaviours/script.server'
import {SPECULATION_RULES} from '~/behaviours/speculation-rules'
import type {IslandName} from '~/components/Island'
import {SiteFooter} from '~/components/SiteFooter'
import {SiteHeader} from '~/components/SiteHeader'
import {SiteStyles} from '~/components/SiteStyles'
import {analyticsBootstrap, gtagScriptUrl} from '~/consent/analytics'
import {consentFromCookieHeader} from '~/consent/consent'
import {CookieBanner} from '~/consent/CookieBanner'
import {SETTINGS_QUERY} from '~/content/queries'
import {ARTICLE_FEED_PATH, ARTICLE_FEED_TITLE} from '~/domain/articles'
import {env} from '~/env.server'
import {islandManifest} from '~/islands/scripts.server'
import {messages} from '~/messages'
import {previewOverlaysSrc} from '~/preview/overlays-file.server'
import {PreviewMode} from '~/preview/PreviewMode'
import type {RootPreviewData} from '~/preview/usePreview'
import {JsonLd} from '~/seo/JsonLd'
import {localBusiness} from '~/seo/structured-data'
import noJsStyles from '~/styles/no-js.css'

export const links: LinksFunction = () => [
  {rel: 'icon', href: '/favicon.ico', sizes: '32x32'},
  {rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml'},
  // The articles' feed, for readers' feed apps to find from any page.
  {rel: 'alternate', type: 'application/rss+xml', title: ARTICLE_FEED_TITLE, href: ARTICLE_FEED_PATH},
]

export async function loader({request, context}: LoaderFunctionArgs) {
  const settings = await context.content.load(SETTINGS_QUERY)
  return {
    settings,
    siteUrl: env.SITE_URL,
    consent: consentFromCookieHeader(request.headers.get('Cookie')),
    analyticsId: env.GA_MEASUREMENT_ID ?? null,
    // Editors only: the preview bar and the address of the Studio's overlays (usePreview reads it).
    preview: context.preview ? {overlays: previewOverlaysSrc()} : null,
    behaviours: behavioursScriptSrc(),
    islands: islandManifest(),
  } satisfies RootPreviewData & Record<string, unknown>
}

/**
 * `bare`: a route that stands alone, without the site's header and footer (e.g. /index).
 * `team`: the team's pages (/equipe): none of the site's chrome, no analytics, no cookie
 * banner and no script at all; plain HTML forms (docs/decisions/0043).
 * `islands`: the parts of the page React runs (its form), each
 * with its own script beside the behaviours' (docs/decisions/0064). No page loads Remix's
 * scripts, except in an editor's preview (docs/decisions/0045).
 */
export type RouteHandle = {
  bare?: boolean
  team?: boolean
  islands?: readonly IslandName[]
  /** The islands of a page whose content decides them (a campaign page's form), from its loader's data. */
  islandsFrom?: (loaderData: unknown) => readonly IslandName[]
}

const useHandles = () => useMatches().map((match) => (match.handle ?? {}) as RouteHandle)
const useIslands = () =>
  useMatches().flatMap((match) => {
    const handle = (match.handle ?? {}) as RouteHandle
    return [...(handle.islands ?? []), ...(handle.islandsFrom?.(match.data) ?? [])]
  })
const useHandle = (key: 'bare' | 'team') => useHandles().some((handle) => handle[key])

export function Layout({children}: {children: ReactNode}) {
  const root = useRouteLoaderData<typeof loader>('root')
  const team = useHandle('team')
  const data = team ? undefined : root
  // Editors' preview hydrates every page: its overlays need React.
  const hydrate = Boolean(data?.preview)
  const routeIslands = useIslands()
  const islands = hydrate ? [] : routeIslands
  // Each island's module; the chunks it imports (React) are not preloaded: they would share a
  // slow link with the page's largest image (docs/decisions/0021).
  const islandModules = islands.flatMap((name) => data?.islands[name] ?? [])
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
        {data ? <script type="speculationrules" dangerouslySetInnerHTML={{__html: JSON.stringify(SPECULATION_RULES)}} /> : null}
        {data && !hydrate && data.behaviours ? <script type="module" src={data.behaviours} /> : null}
        {islandModules.map((module) => (
          <script key={module} type="module" src={module} />
        ))}
      </head>
      <body>
        {children}
        {hydrate ? <Scripts /> : null}
      </body>
    </html>
  )
}

function Shell({children}: {children: ReactNode}) {
  const data = useRouteLoaderData<typeof loader>('root')
  const bare = useHandle('bare')
  const team = useHandle('team')
  // Runs only where React hydrates: the behaviours start once it has, over what it rendered,
  // and again after an editor's preview moves to another page in place.
  const {key} = useLocation()
  useEffect(() => startBehaviours(document), [key])
  if (team) return children
  if (!data) return <main id="conteudo">{children}</main>
  return (
    <>
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
      {data.preview ? (
        <PreviewMode overlays={data.preview.overlays} />
      ) : (
        <CookieBanner consent={data.consent} analyticsId={data.analyticsId} />
      )}
      <JsonLd data={localBusiness(data.settings, data.siteUrl)} />
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

/** What an error page says: the text a route threw (a pt-BR message), or the general one. */
export const errorPageText = (error: unknown) =>
  isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : messages.error.text

export function ErrorBoundary() {
  const detail = errorPageText(useRouteError())
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
