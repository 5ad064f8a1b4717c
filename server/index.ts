import {existsSync, readdirSync} from 'node:fs'
import type {AddressInfo} from 'node:net'
import {join} from 'node:path'
import * as build from '@remix-run/dev/server-build'
import {createRequestHandler} from '@remix-run/express'
import {broadcastDevReady} from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import onHeaders from 'on-headers'
import {EARLIER_BUILD_KEPT_S} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {pageCache, servePageCache} from '~/delivery/page-cache.server'
import {followPublishes} from '~/delivery/purge.server'
import {securityHeaders} from '~/delivery/security-headers.server'
import {env} from '~/env.server'
import {startLeadWork} from '~/leads/lead-work.server'
import {PREVIEW_HEADERS, previewSessionOf} from '~/preview/session.server'
import {canonicalAddresses, canonicalPathOf, settleAddress} from '~/requests/canonical-address.server'
import {clientOf, settleClient} from '~/requests/client-address.server'
import {
  allowedMethods,
  headAsGet,
  limitBodySize,
  noLegacyDataRequests,
  oddPaths,
  oneAddress,
  postsOnlyToActions,
  sameSitePosts,
} from '~/requests/guards.server'
import {cepLookups, formPosts, invitationPosts, isRateLimited, previewEntries} from '~/requests/rate-limits.server'
import {getStore} from '~/store/store.server'
import {siteCss} from '~/styles/site-css.server'
import {checkTeamSetup, TEAM_EXPIRING} from '~/team/team-auth.server'
import {TEAM_HEADERS, TEAM_PATH} from '~/team/team-pages'
import {startErrorReporting} from '~/utils/error-reporting.server'
import {errorFields, logEvent} from '~/utils/log.server'
import {CLIENT_DIR, fromProjectRoot, PUBLIC_DIR} from '~/utils/paths.server'
import {earlierFilesDir, KEPT_FOLDERS, keepClientFiles} from './earlier-builds'
import {errorPage, logUnhandledRejections} from './errors'
import {checkRendering, liveness, readiness} from './health'
import {createLoadContext} from './load-context'
import {FILE_FOLDERS, PROBES} from './mounts'
import {requestLog} from './request-log'
import {stopGracefully} from './shutdown'

// `npm start` serves a production build only: a development one (npm run dev writes it, into
// build-dev/ since 0079) answered 500 on every page while /healthz and /readyz said OK.
if (env.NODE_ENV === 'production' && build.mode !== 'production') {
  logEvent('error', 'server.development_build', {
    mode: build.mode,
    hint: 'this build was made for development (npm run dev): run `npm run build`, then `npm start`',
  })
  process.exit(1)
}

/** What the request log names file requests by: a folder's (`/build/*`), or public/'s own files. */
const FILE_ROUTES = {
  folders: FILE_FOLDERS.map(([path]) => path),
  files: existsSync(PUBLIC_DIR) ? readdirSync(PUBLIC_DIR).map((name) => `/${name}`) : [],
}

const app = express()
app.disable('x-powered-by')
// Only the proxies TRUST_PROXY names are believed: their X-Forwarded-Proto and -Host
// (app/requests/guards.server.ts), an X-Request-Id they give, and what they add to
// X-Forwarded-For (app/requests/client-address.server.ts).
app.set('trust proxy', env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false)
const fromTrustedProxy = (req: express.Request) =>
  (app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0)
const dataDir = fromProjectRoot(env.DATA_DIR)
// Before anything else starts: an error from then on is reported. Awaited here, before the
// server listens and its handlers are in place, so no request finds it half set up.
await startErrorReporting(env.SENTRY_DSN)
// What this build lacks, a build before it may have had: a page held since then names it
// (./earlier-builds.ts). Not in development, where every edit is a build.
const keeping =
  build.mode === 'development'
    ? Promise.resolve()
    : keepClientFiles({clientDir: CLIENT_DIR, dataDir, keepMs: EARLIER_BUILD_KEPT_S * 1000}).then(
        (kept) => {
          // The store's room comes first: old pages lose their scripts, no lead is lost.
          if (kept.copied === 'no-space') {
            logEvent('warn', 'earlier_builds.not_kept', {reason: 'no-space', needed: kept.needed, free: kept.free})
          }
        },
        // Whatever failed (ENOSPC when the disk filled meanwhile), a copy cut short took back what it wrote.
        (error: unknown) => logEvent('warn', 'earlier_builds.not_kept', errorFields(error)),
      )
const leadWork = startLeadWork({expiring: TEAM_EXPIRING})
checkTeamSetup()
// The stylesheets every page inlines, read before the first request: under npm run dev, a
// rebuild deletes them while this process still answers (app/styles/site-css.server.ts).
try {
  siteCss()
} catch (error) {
  // Pages try again and fail (500); /readyz says the build cannot render.
  logEvent('error', 'server.stylesheets_unreadable', errorFields(error))
}
const server = app.listen(env.PORT, env.HOST ?? '', () => {
  console.info(`EVA site (${build.mode}, content: ${env.CONTENT_SOURCE}, mail: ${leadWork.sendsTo}) at ${env.SITE_URL}`)
  if (build.mode === 'development') broadcastDevReady(build)
  // One page rendered at once: a build that cannot render keeps /readyz failing (server/health.ts).
  else void checkRendering(server.address() as AddressInfo)
})
logUnhandledRejections()
const stopFollowing = followPublishes()
app.use(
  stopGracefully(server, {
    // No new mail is started; the send under way (bounded well within the grace period) ends
    // and is marked sent before the store closes.
    stopWork: () => leadWork.stop(),
    cleanUp: async () => {
      stopFollowing?.()
      // A server stopped right after it started still leaves its files for the next build.
      await keeping
      await getStore().close()
    },
  }),
)

app.use(securityHeaders)
// Health checks first: nothing after them (limits, caches, the request log) sees them.
app.get(PROBES.liveness, liveness)
app.get(PROBES.readiness, (req, res, next) => {
  readiness(req, res).catch(next)
})
// A request id from outside is taken only from a proxy the server trusts.
app.use(requestLog(build.routes, {trustGivenId: fromTrustedProxy, files: FILE_ROUTES}))
// Who the client is, settled once: every per-client limit and the load context read it.
app.use(settleClient({trustedProxies: env.TRUST_PROXY, edgeSecret: env.EDGE_SECRET}))
// The request's one path, settled before anything can answer (app/requests/canonical-address.server.ts);
// on it, one rule: the team's pages, redirects, CSV and refusals, in any spelling and for any
// method, are kept nowhere and indexed by nobody, whatever answers them next.
app.use(settleAddress(build.routes), teamPagesPrivate)
// The address it came to, one Host for all that follows; what a client may not send, refused
// before anything reads it (app/requests/guards.server.ts); every spelling of an address moved
// to the address itself.
app.use(
  oneAddress(env.SITE_URL),
  allowedMethods,
  canonicalAddresses,
  oddPaths,
  postsOnlyToActions(build.routes),
  noLegacyDataRequests,
  limitBodySize,
)
app.use(sameSitePosts(env.SITE_URL, {except: ['/api/sanity-webhook'], strict: TEAM_PATH}))
app.use(formPosts, invitationPosts, cepLookups, previewEntries)
// Rendered public pages are answered from memory, before anything else runs (in development
// every request renders, so edits show at once); an editor's preview passes by.
if (build.mode !== 'development') app.use(servePageCache(pageCache, {passes: previewSessionOf}))
app.use(compression())

// The build's browser files come from beside this server's own file (build/client/) first.
// Fingerprinted bundles never change; everything else may.
const cacheWith = (value: string) => ({setHeaders: (res: express.Response) => res.setHeader('Cache-Control', value)})
for (const [path, folder, cacheControl] of FILE_FOLDERS) app.use(path, express.static(folder, cacheWith(cacheControl)))
for (const folder of KEPT_FOLDERS) {
  app.use(`/${folder}`, express.static(join(earlierFilesDir(dataDir), folder), cacheWith(CACHE_CONTROL.immutable)))
}
app.use(express.static(PUBLIC_DIR, cacheWith(CACHE_CONTROL.short)))

// The shared chunks (React, Remix: most of the JavaScript) are not preloaded with the page:
// they load after its first paint, through the route modules' imports, so a phone on a slow
// network spends its bandwidth on the text and the hero image first (docs/decisions/0021).
build.assets.entry.imports = []
for (const route of Object.values(build.assets.routes)) route.imports = []

function teamPagesPrivate(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const path = canonicalPathOf(res)
  // A path that cannot be read (`/%65quipe/%zz`) may be one of theirs too.
  if (path === undefined || TEAM_PATH.test(path)) onHeaders(res, () => res.set(TEAM_HEADERS))
  next()
}

app.all(
  '*',
  headAsGet,
  createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext: async (req, res) => {
      const context = await createLoadContext({
        cookie: req.headers.cookie,
        method: req.method,
        url: new URL(req.originalUrl, 'http://site'),
        client: clientOf(res),
        rateLimited: isRateLimited(req, res),
      })
      if (context.preview) onHeaders(res, () => res.set(PREVIEW_HEADERS))
      return context
    },
  }),
)

// Whatever a middleware or handler could not answer: the pt-BR error page, never a crash.
app.use(errorPage)
