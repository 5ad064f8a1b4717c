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

/**
 * Where to send the visitor back after a choice: a path of this site, never elsewhere, as
 * the URL standard writes it (so "/é" goes out as "/%C3%A9", never as raw bytes in
 * Location). Anything else, control characters included, is the home page.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\p{Cc}\s]/u.test(value)) return '/'
  const base = 'http://site.invalid'
  const url = URL.parse(value, base)
  return url?.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/'
}
