import {FIRST_TOUCH_VALUE_MAX_CHARS} from '~/constants'
import {isCampaignTag, isClickId} from '~/domain/campaign-tags'
import {cookieChoice} from './consent'

// The visit's first touch, for the origin of a lead (docs/decisions/0062). Nothing is kept in the
// browser before the visitor chooses: with every cookie accepted, the tab's first page (or the
// page where they accepted) is kept in sessionStorage, which ends with the tab; otherwise the
// form sends its own page's address and referrer.

const STORAGE_KEY = 'eva-origem'

export type Touch = {address: string; referrer: string}

/**
 * This page as the origin needs it, and no more: its path, its campaign tags (each cut at
 * characters; a click id only as present), and the referring page's origin (its host is all
 * that is kept). Whatever else the address or the referrer held stays out of storage and posts.
 */
function thisPage(): Touch {
  const tags = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (isCampaignTag(name) && !tags.has(name))
      tags.set(name, isClickId(name) ? '1' : value.slice(0, FIRST_TOUCH_VALUE_MAX_CHARS))
  }
  const query = tags.size ? `?${tags}` : ''
  let referrer = ''
  try {
    referrer = document.referrer ? new URL(document.referrer).origin : ''
  } catch {
    // Not an address: none.
  }
  return {address: location.pathname.slice(0, FIRST_TOUCH_VALUE_MAX_CHARS) + query, referrer: referrer === 'null' ? '' : referrer}
}

// Storage may be refused (a private window's quota, a policy): the form's own page is the answer then.
function kept(): Touch | undefined {
  try {
    const touch = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Touch | null
    return typeof touch?.address === 'string' && typeof touch.referrer === 'string' ? touch : undefined
  } catch {
    return undefined
  }
}

/** Keeps this page as the tab's first touch, unless one is kept already: only once every cookie is accepted. */
export function keepFirstTouch() {
  if (kept()) return
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(thisPage()))
  } catch {
    // Not kept: the form sends its own page.
  }
}

/** A choice other than all cookies: nothing stays in the browser. */
export function forgetFirstTouch() {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing could have been kept either.
  }
}

/** What a form sends as the visit's origin: the kept first touch (all cookies accepted), else this page. */
export const firstTouch = (): Touch => (cookieChoice() === 'all' ? kept() : undefined) ?? thisPage()
