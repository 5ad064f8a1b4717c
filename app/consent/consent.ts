import {CONSENT_COOKIE_NAME} from '~/constants'

// The visitor's cookie choice (docs/security.md#cookie-consent) and how the site's forms name it.

/** 'none' until they choose. */
export type ConsentLevel = 'all' | 'necessary' | 'none'

export const CONSENT_ENDPOINT = '/consentimento'

/** The value a consent form sends for each choice ("Preferências de cookies" sends `clear`). */
const FORM_VALUES = {all: 'all', necessary: 'necessary', none: 'clear'} as const satisfies Record<ConsentLevel, string>

export const consentFormValue = (level: ConsentLevel) => FORM_VALUES[level]

/** The choice a consent form sent, or null for anything else. */
export function consentFromFormValue(value: unknown): ConsentLevel | null {
  const found = Object.entries(FORM_VALUES).find(([, formValue]) => formValue === value)
  return found ? (found[0] as ConsentLevel) : null
}

/** What the banner's script posts: the choice, and that it wants JSON, not a redirect. */
export const consentForm = (level: ConsentLevel) => ({consent: consentFormValue(level), js: '1'})

/**
 * How the consent cookie is read, everywhere: the value of the first `user-consent` pair of a
 * Cookie header (or of `document.cookie`), spaces and tabs around its name and value left out,
 * and never decoded. The edge picks a page's copy with this same expression (copied into
 * server/varnish/default.vcl, where a test keeps it equal), so the copy it keeps under a choice
 * is the page the site rendered for that choice (docs/decisions/0011). `%61ll` is not `all`
 * anywhere.
 */
export const CONSENT_COOKIE_READING = new RegExp(
  `^(?:[^;]*;)*?[ \\t]*${CONSENT_COOKIE_NAME}[ \\t]*=[ \\t]*([^;]*?)[ \\t]*(?:;[\\s\\S]*)?$`,
)

/** The visitor's choice from a Cookie header; anything else, or several pairs whose first is anything else, is no choice. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): ConsentLevel {
  const value = cookieHeader?.match(CONSENT_COOKIE_READING)?.[1]
  return value === 'all' || value === 'necessary' ? value : 'none'
}

/** In the browser: the choice the consent cookie holds now, as the server and the edge read it. */
export const cookieChoice = (): ConsentLevel => consentFromCookieHeader(document.cookie)
