// Google Analytics 4 with Consent Mode v2, only when a measurement id is configured.
import {cookieChoice, type ConsentLevel} from './consent'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    gtag?: Gtag
    dataLayer?: unknown[]
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js'

/**
 * Runs before any tag: a dataLayer, consent denied unless the visitor already accepted, and
 * no automatic page view: the site sends this page's view itself, only with consent (here
 * for a visitor who accepted before; app/behaviours/cookie-banner.ts on accepting).
 */
export function analyticsBootstrap(measurementId: string, consent: ConsentLevel): string {
  const storage = consent === 'all' ? 'granted' : 'denied'
  return [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;',
    `gtag('consent','default',{analytics_storage:'${storage}',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});`,
    `gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`,
    consent === 'all'
      ? "gtag('event','page_view',{page_path:location.pathname+location.search,page_location:location.href});"
      : '',
  ].join('')
}

export const gtagScriptUrl = (measurementId: string) => `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`

/** Loads Google's tag once, after the visitor accepted (nothing is requested before). */
export function loadGtag(measurementId: string) {
  if (document.querySelector(`script[src^="${GTAG_SCRIPT}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = gtagScriptUrl(measurementId)
  document.head.appendChild(script)
}

export function updateConsent(level: ConsentLevel) {
  window.gtag?.('consent', 'update', {analytics_storage: level === 'all' ? 'granted' : 'denied'})
}

export function sendPageView(path: string) {
  window.gtag?.('event', 'page_view', {page_path: path, page_location: window.location.href})
}

/** A booking or reservation stored: its kind, never what was typed; nothing without consent to all cookies. */
export function sendLeadEvent(kind: string) {
  if (cookieChoice() === 'all') window.gtag?.('event', 'generate_lead', {lead_type: kind})
}
