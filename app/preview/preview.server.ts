import {createHmac} from 'node:crypto'
import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {createCookie, redirect} from '@remix-run/node'
import {createClient, type ClientPerspective, type FilterDefault} from '@sanity/client'
import {validatePreviewUrl} from '@sanity/preview-url-secret'
import {urlSearchParamPreviewPerspective} from '@sanity/preview-url-secret/constants'
import {PREVIEW_COOKIE_NAME, PREVIEW_SESSION_MAX_MS} from '~/constants'
import {hostedDataset, requestContent} from '~/content/content.server'
import {sanityClientConfig} from '~/content/sanity-source.server'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {env} from '~/env.server'
import {messages} from '~/messages'
import {errorName, logEvent} from '~/utils/log.server'
import {CLIENT_DIR} from '~/utils/paths.server'
import {safeReturnPath} from '~/utils/urls'

// Preview: an editor in the Studio's Presentation tool sees the site with their drafts, and
// nobody else ever does (docs/decisions/0029). The Studio opens /api/preview-mode/enable with a
// secret it has just written to the dataset; a signed session cookie then marks this browser's
// requests, which read drafts straight from the API, with stega, past every cache.

/** One editor's preview: which perspective to read, and the Studio that opened it. */
export type PreviewSession = {perspective: string; studioOrigin: string | null}
type SessionCookie = PreviewSession & {until: number}

// The Viewer token reads drafts; without it (or without a hosted dataset) there is no preview.
const dataset = env.PREVIEW ? hostedDataset(env.SANITY_PREVIEW_TOKEN) : undefined
const client = dataset && createClient({...sanityClientConfig(dataset), useCdn: false, perspective: 'drafts'})

/**
 * Secure, http-only, for this browser session, and SameSite=None: the Studio shows the site in
 * a frame from another site. Partitioned (CHIPS): kept for the Studio's frame only, and so
 * accepted by browsers that block third-party cookies. Signed with a key derived from the
 * token, so rotating the token ends every session.
 */
const sessionCookie = createCookie(PREVIEW_COOKIE_NAME, {
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
  path: '/',
  secrets: env.SANITY_PREVIEW_TOKEN
    ? [createHmac('sha256', env.SANITY_PREVIEW_TOKEN).update('eva preview session').digest('base64url')]
    : [],
})

/** `drafts`, `published` or a stack of release ids ending in drafts; never `raw` (duplicates). */
function perspectiveOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== 'raw' && /^[\w-]{1,64}(?:,[\w-]{1,64}){0,9}$/.test(value) ? value : undefined
}

const COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE_NAME}=`)
/** Whether a request carries a preview cookie at all (checked or not), as the edge sees it. */
const claimsPreview = (cookieHeader: string | null | undefined) => Boolean(cookieHeader && COOKIE_PRESENT.test(cookieHeader))

/**
 * The request's preview session, if its cookie is genuine and current. The Studio may ask for
 * another perspective on the address itself (`sanity-preview-perspective`).
 */
export async function previewSessionOf(cookieHeader: string | null | undefined, url: URL): Promise<PreviewSession | null> {
  if (!client || !claimsPreview(cookieHeader)) return null
  const value = (await sessionCookie.parse(cookieHeader ?? null)) as Partial<SessionCookie> | null
  const perspective = perspectiveOf(value?.perspective)
  if (!value || !perspective || typeof value.until !== 'number' || value.until < Date.now()) return null
  return {
    perspective: perspectiveOf(url.searchParams.get(urlSearchParamPreviewPerspective)) ?? perspective,
    studioOrigin: typeof value.studioOrigin === 'string' ? value.studioOrigin : null,
  }
}

/**
 * Every answer to a preview request, pages, data and redirects alike: drafts, for the editor's
 * eyes only. Nothing keeps it, no search engine reads it (server/index.ts sets them last).
 */
export const PREVIEW_HEADERS = {'Cache-Control': CACHE_CONTROL.noStore, 'X-Robots-Tag': 'noindex'} as const

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore, ...headers},
  })

/** GET /api/preview-mode/enable: the Studio's secret checked, the session begins, on to the page. */
export async function enablePreview(request: Request): Promise<Response> {
  if (!client) return plain(404, messages.preview.unavailable)
  let checked
  try {
    checked = await validatePreviewUrl(client, request.url)
  } catch (error) {
    logEvent('error', 'preview.check_failed', {error: errorName(error)})
    return plain(503, messages.error.contentUnavailable, {'Retry-After': '5'})
  }
  if (!checked.isValid) {
    logEvent('warn', 'preview.refused', {})
    return plain(403, messages.preview.invalidLink)
  }
  const session: SessionCookie = {
    perspective: perspectiveOf(checked.studioPreviewPerspective) ?? 'drafts',
    studioOrigin: checked.studioOrigin ?? null,
    until: Date.now() + PREVIEW_SESSION_MAX_MS,
  }
  return redirect(safeReturnPath(checked.redirectTo ?? '/'), {
    status: 303,
    headers: {'Set-Cookie': await sessionCookie.serialize(session), 'Cache-Control': CACHE_CONTROL.noStore},
  })
}

/** GET /api/preview-mode/disable: the session ends; back to the page (`?redirect=`), as published. */
export async function disablePreview(request: Request): Promise<Response> {
  const to = safeReturnPath(new URL(request.url).searchParams.get('redirect'))
  return redirect(to, {
    status: 303,
    headers: {'Set-Cookie': await sessionCookie.serialize('', {maxAge: 0}), 'Cache-Control': CACHE_CONTROL.noStore},
  })
}

/**
 * Where the Studio's overlays are (build/client/preview/overlays-HASH.js, built by server/build.mjs);
 * null if that build has not run: preview then works without them.
 */
export function previewOverlaysSrc(): string | null {
  const folder = join(CLIENT_DIR, 'preview')
  overlaysFile ??= existsSync(folder) ? readdirSync(folder).find((name) => /^overlays-\w+\.js$/.test(name)) : undefined
  return overlaysFile ? `/preview/${overlaysFile}` : null
}
let overlaysFile: string | undefined

/**
 * Strings the site uses as data, not as text: stega never touches them, so a link, a colour,
 * an icon's name, a phone number or a WhatsApp greeting works in preview as it does live.
 */
const DATA_FIELDS = new Set([
  'link',
  'buttonLink',
  'href',
  'youtubeUrl',
  'color',
  'icon',
  'phone',
  'email',
  'whatsappGreeting',
  'handle',
  'social',
  'onlineStoreUrl',
  'appDownloadUrl',
  'appDeepLinkTemplate',
])

const textOnly: FilterDefault = (props) =>
  props.filterDefault(props) && !props.sourcePath.some((segment) => typeof segment === 'string' && DATA_FIELDS.has(segment))

/**
 * What a preview request reads: the session's perspective, straight from the API (no CDN, no
 * content cache), with stega (the overlays' links to the Studio) in every text.
 */
export function previewContent(session: PreviewSession) {
  const drafts = client!.withConfig({
    perspective: (session.perspective.includes(',') ? session.perspective.split(',') : session.perspective) as ClientPerspective,
    stega: {enabled: true, studioUrl: session.studioOrigin ?? env.SANITY_STUDIO_URL ?? '/', filter: textOnly},
  })
  return requestContent(async (query, params = {}) => ({value: await drafts.fetch(query, params), tags: []}))
}
