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

/** In the browser: the choice the consent cookie holds now, as the server reads it. */
export function cookieChoice(): ConsentLevel {
  const value = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE_NAME}=([^;]*)`))?.[1]
  return value === 'all' || value === 'necessary' ? value : 'none'
}
