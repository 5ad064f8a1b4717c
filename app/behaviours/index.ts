import {enhanceCookieBanner} from './cookie-banner'
import {enhanceCounters} from './counters'
import {enhanceMenu} from './menu'
import {enhanceSlider} from './slider'

// The public pages' behaviours: small scripts over the server's HTML, the same on every page
// (docs/decisions/0045). Pages without a form load them alone (./page.ts); pages React
// hydrates start them once it has (root.tsx), and they only change attributes, text React
// rendered as constants, and listeners.

const started = new WeakSet<Document>()

export function startBehaviours(document: Document) {
  // Once per page (React's strict mode runs effects twice in development).
  if (started.has(document)) return
  started.add(document)
  document.querySelectorAll<HTMLElement>('[data-menu]').forEach(enhanceMenu)
  document.querySelectorAll<HTMLElement>('[data-slider]').forEach(enhanceSlider)
  document.querySelectorAll<HTMLElement>('[data-counters]').forEach(enhanceCounters)
  enhanceCookieBanner(document)
}
