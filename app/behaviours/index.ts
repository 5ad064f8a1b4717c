import {cookieChoice} from '~/consent/consent'
import {keepFirstTouch} from '~/consent/first-touch'
import {enhanceCookieBanner} from './cookie-banner'
import {enhanceCounters} from './counters'
import {enhanceGallery} from './gallery'
import {enhanceMenu} from './menu'
import {enhanceSlider} from './slider'
import {enhanceVideo} from './video'

// The public pages' behaviours: small scripts over the server's HTML, the same on every page
// (docs/decisions/0045). Pages without a form load them alone (./page.ts); pages React
// hydrates start them once it has (root.tsx), and they only change attributes, text React
// does not render, and listeners.

const enhanced = new WeakSet<Element>()

/** Each element once, however often this runs (React's strict mode, a preview's navigation). */
function each(document: Document, selector: string, enhance: (element: HTMLElement) => void) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (enhanced.has(element)) continue
    enhanced.add(element)
    enhance(element)
  }
}

export function startBehaviours(document: Document) {
  // The tab's first page is the visit's origin, once the visitor has accepted every cookie.
  if (cookieChoice() === 'all') keepFirstTouch()
  each(document, '[data-menu]', enhanceMenu)
  each(document, '[data-slider]', enhanceSlider)
  each(document, '[data-counters]', enhanceCounters)
  each(document, '[data-gallery]', enhanceGallery)
  each(document, 'a[data-video]', (poster) => enhanceVideo(poster as HTMLAnchorElement))
  each(document, '[data-cookie-banner]', (banner) => enhanceCookieBanner(banner, document))
}
