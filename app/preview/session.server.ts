import {createHmac} from 'node:crypto'
import {createCookie} from '@remix-run/node'
import {urlSearchParamPreviewPerspective} from '@sanity/preview-url-secret/constants'
import {PREVIEW_COOKIE_NAME, PREVIEW_SESSION_MAX_MS} from '~/constants'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {env} from '~/env.server'
import {previewClient} from './client.server'

/** One editor's preview: which perspective to read, and the Studio that opened it. */
export type PreviewSession = {perspective: string; studioOrigin: string | null}
type SessionCookie = PreviewSession & {until: number}

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
export function perspectiveOf(value: unknown): string | undefined {
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
  if (!previewClient || !claimsPreview(cookieHeader)) return null
  const value = (await sessionCookie.parse(cookieHeader ?? null)) as Partial<SessionCookie> | null
  const perspective = perspectiveOf(value?.perspective)
  if (!value || !perspective || typeof value.until !== 'number' || value.until < Date.now()) return null
  return {
    perspective: perspectiveOf(url.searchParams.get(urlSearchParamPreviewPerspective)) ?? perspective,
    studioOrigin: typeof value.studioOrigin === 'string' ? value.studioOrigin : null,
  }
}

/** The Set-Cookie that begins a session, for PREVIEW_SESSION_MAX_MS at most. */
export const sessionStart = (session: PreviewSession) =>
  sessionCookie.serialize({...session, until: Date.now() + PREVIEW_SESSION_MAX_MS} satisfies SessionCookie)

/** The Set-Cookie that ends the session. */
export const sessionEnd = () => sessionCookie.serialize('', {maxAge: 0})

/**
 * Every answer to a preview request, pages, data and redirects alike: drafts, for the editor's
 * eyes only. Nothing keeps it, no search engine reads it (server/index.ts sets them last).
 */
export const PREVIEW_HEADERS = {'Cache-Control': CACHE_CONTROL.noStore, 'X-Robots-Tag': 'noindex'} as const
