import {loadGtag, sendPageView, updateConsent} from '~/consent/analytics'
import {CONSENT_ENDPOINT, consentForm, consentFromFormValue, type ConsentLevel} from '~/consent/consent'

// The cookie banner and "Preferências de cookies" (consent/CookieBanner.tsx). Without
// JavaScript both are forms that post to /consentimento and come back to the page; here the
// choice takes effect at once and the cookie is written in the background.

/** One cookie write at a time, in the order chosen, so the latest choice is the one kept. */
let writes: Promise<unknown> = Promise.resolve()
function store(level: ConsentLevel) {
  const body = new URLSearchParams(consentForm(level))
  // The answer is read to its end, so the request completes (the browser keeps it open otherwise).
  writes = writes
    .then(() => fetch(CONSENT_ENDPOINT, {method: 'POST', body}))
    .then((response) => response.text())
    .catch(() => undefined)
}

const submitted = (event: SubmitEvent) => consentFromFormValue((event.submitter as HTMLButtonElement | null)?.value)

export function enhanceCookieBanner(document: Document) {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
  // In preview there is no banner: the footer's form then posts as it would without JavaScript.
  if (!banner) return
  const measurementId = banner.dataset.analyticsId

  banner.querySelector('form')?.addEventListener('submit', (event) => {
    const level = submitted(event)
    if (!level) return
    event.preventDefault()
    banner.hidden = true
    if (measurementId) {
      updateConsent(level)
      // Google's tag, and this page's view, only once accepted.
      if (level === 'all') {
        loadGtag(measurementId)
        sendPageView(location.pathname + location.search)
      }
    }
    store(level)
  })

  for (const form of document.querySelectorAll<HTMLFormElement>('[data-cookie-preferences]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      banner.hidden = false
      if (measurementId) updateConsent('none')
      store('none')
    })
  }
}
