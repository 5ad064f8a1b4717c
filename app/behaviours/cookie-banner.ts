import {loadGtag, sendPageView, updateConsent} from '~/consent/analytics'
import {CONSENT_ENDPOINT, consentForm, consentFromFormValue, cookieChoice, type ConsentLevel} from '~/consent/consent'
import {forgetFirstTouch, keepFirstTouch} from '~/consent/first-touch'

// The cookie banner and "Preferências de cookies" (consent/CookieBanner.tsx). Without
// JavaScript both are forms that post to /consentimento and come back to the page; here the
// choice takes effect at once and the cookie is written in the background.

/**
 * One cookie write at a time, in the order chosen, so the latest choice is the one kept.
 * `keepalive`: a link followed at once (every link loads a page) does not cancel the write.
 * The answer is read to its end, so the request completes.
 */
let writes: Promise<unknown> = Promise.resolve()
function store(level: ConsentLevel) {
  const body = new URLSearchParams(consentForm(level))
  writes = writes
    .then(() => fetch(CONSENT_ENDPOINT, {method: 'POST', body, keepalive: true}))
    .then((response) => response.text())
    .catch(() => undefined)
}

/**
 * Pages fetched in advance were made for the choice that held then: a new choice drops them
 * (the rules go, which cancels their prefetches), and the rules come back once every write
 * is done, so what is fetched next carries the latest choice.
 */
function dropPrefetchedPages() {
  const rules = document.querySelector('script[type="speculationrules"]')
  if (!rules) return // already dropped by a choice whose write is still going
  rules.remove()
  void (async () => {
    for (let last = writes; ; last = writes) {
      await last
      if (last === writes) break
    }
    const fresh = document.createElement('script')
    fresh.type = 'speculationrules'
    fresh.textContent = rules.textContent
    document.head.append(fresh)
  })()
}

/** This page's view has been counted (by the head's bootstrap, or on accepting). */
const pageViewSent = () =>
  (window.dataLayer ?? []).some((entry) => {
    const args = entry as ArrayLike<unknown>
    return args[0] === 'event' && args[1] === 'page_view'
  })

export function enhanceCookieBanner(banner: HTMLElement, document: Document) {
  const measurementId = banner.dataset.analyticsId
  // The choice this page now reflects (the server's, then the visitor's here).
  let shown: ConsentLevel = banner.hidden ? cookieChoice() : 'none'

  const choose = (level: ConsentLevel) => {
    shown = level
    banner.hidden = level !== 'none'
    if (measurementId) {
      updateConsent(level)
      // Google's tag, and this page's view, only once accepted; a view is counted once.
      if (level === 'all') {
        loadGtag(measurementId)
        if (!pageViewSent()) sendPageView(location.pathname + location.search)
      }
    }
    store(level)
    // The page where the visitor accepted is the visit's first touch.
    if (level === 'all') keepFirstTouch()
    else forgetFirstTouch()
    dropPrefetchedPages()
  }

  // The room the page keeps above the banner is its height, whatever the text wraps to
  // (global/cookie-banner.css, docs/decisions/0069).
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize
    if (height) document.documentElement.style.setProperty('--cookie-banner-height', `${Math.ceil(height)}px`)
  }).observe(banner)

  banner.querySelector('form')?.addEventListener('submit', (event) => {
    const level = consentFromFormValue((event.submitter as HTMLButtonElement | null)?.value)
    if (!level) return
    event.preventDefault()
    choose(level)
  })
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-cookie-preferences]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      choose('none')
    })
  }
  // Back to this page from the browser's cache after choosing elsewhere: show it as it is now.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && cookieChoice() !== shown) location.reload()
  })
}
