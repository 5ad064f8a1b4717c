import {CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIE_NAME} from '~/constants'
import type {ConsentLevel} from './consent'

/**
 * Set-Cookie for a choice ('all' or 'necessary'; 'none' clears it): one year, the whole
 * site, SameSite=Lax, Secure when the site is served over HTTPS.
 */
export function consentCookie(level: ConsentLevel, {secure}: {secure: boolean}): string {
  const value = level === 'none' ? '' : level
  const maxAge = level === 'none' ? 0 : CONSENT_COOKIE_MAX_AGE_S
  return [`${CONSENT_COOKIE_NAME}=${value}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  )
}

/** Where to send the visitor back after a choice: a path of this site, never elsewhere. */
export function safeReturnPath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/'
}
