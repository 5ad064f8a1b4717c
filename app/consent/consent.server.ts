import {serialize} from 'cookie'
import {CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIE_NAME} from '~/constants'
import type {ConsentLevel} from './consent'

// The cookie holds the spec's own values (`all`, `necessary`), which the edge reads to pick
// the page's variant; Remix's createCookie would store them as base64 JSON (docs/decisions/0011).
// It is read, here as at the edge and in the browser, by consentFromCookieHeader (./consent.ts).

/**
 * Set-Cookie for a choice ('none' clears it): one year, the whole site, SameSite=Lax,
 * Secure when the site is served over HTTPS.
 */
export function consentCookie(level: ConsentLevel, {secure}: {secure: boolean}): string {
  return serialize(CONSENT_COOKIE_NAME, level === 'none' ? '' : level, {
    maxAge: level === 'none' ? 0 : CONSENT_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
    secure,
  })
}
