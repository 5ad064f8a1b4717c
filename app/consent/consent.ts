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
 * How the consent cookie is read, everywhere, in two steps: the value of the first
 * `user-consent` pair of a Cookie header (or of `document.cookie`): the leftmost match, never
 * decoded…
 */
export const CONSENT_COOKIE_PAIR = new RegExp(`(?:^|;)[ \\t]*${CONSENT_COOKIE_NAME}[ \\t]*=([^;]*)`)
/**
 * …and the choice it holds: exactly `all` or `necessary`, spaces and tabs around it left out.
 * The edge reads the cookie with these same expressions (copied into
 * server/varnish/default.vcl, where a test keeps them equal), so a copy it keeps under a choice
 * is the page the site rendered for that choice (docs/decisions/0074). `%61ll` is no choice
 * anywhere. Neither repeats a group: a header of thousands of cookies or spaces is read in one
 * pass, and stays within PCRE's match limit at the edge.
 */
export const CONSENT_COOKIE_CHOICE = /^[ \t]*(all|necessary)[ \t]*$/

/** The visitor's choice from a Cookie header; anything else, or several pairs whose first is anything else, is no choice. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): ConsentLevel {
  const choice = CONSENT_COOKIE_PAIR.exec(cookieHeader ?? '')?.[1]?.match(CONSENT_COOKIE_CHOICE)?.[1]
  return choice === 'all' || choice === 'necessary' ? choice : 'none'
}

/** In the browser: the choice the consent cookie holds now, as the server and the edge read it. */
export const cookieChoice = (): ConsentLevel => consentFromCookieHeader(document.cookie)
