import {CONSENT_COOKIE_NAME} from '~/constants'

/** The visitor's cookie choice (SPEC.md §3): 'none' until they choose. */
export type ConsentLevel = 'all' | 'necessary' | 'none'

export const CONSENT_ENDPOINT = '/consentimento'

/** Reads the consent cookie from a Cookie header; anything unexpected counts as no choice. */
export function consentFromCookieHeader(cookieHeader: string | null): ConsentLevel {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE_NAME}=`))
    ?.slice(CONSENT_COOKIE_NAME.length + 1)
  return value === 'all' || value === 'necessary' ? value : 'none'
}
