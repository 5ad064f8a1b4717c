import {parse, serialize} from 'cookie'
import {CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIE_NAME} from '~/constants'
import type {ConsentLevel} from './consent'

// The cookie holds the spec's own values (`all`, `necessary`), which the edge reads to pick
// the page's variant; Remix's createCookie would store them as base64 JSON (docs/decisions/0011).

/** The visitor's choice from a Cookie header; anything unexpected counts as no choice. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): ConsentLevel {
  const value = cookieHeader ? parse(cookieHeader)[CONSENT_COOKIE_NAME] : undefined
  return value === 'all' || value === 'necessary' ? value : 'none'
}

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
