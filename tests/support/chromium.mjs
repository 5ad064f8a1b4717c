import {ensureDebianPackages} from './system-packages.mjs'

/** Debian's Chromium (a test tool cannot download its own browser here), or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Headless in a container, and no calls to Google's services (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * For the Playwright suite: one renderer process per page, not one per site and none kept
 * spare. Its pages come from one site, and on two cores every process started is test time
 * (about 8 % of the suite here). Lighthouse and the cross-site preview frame keep the
 * browser's own isolation (CHROMIUM_ARGS).
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process,SpareRendererForSitePerProcess',
]

/** Makes sure Chromium is there before browser tests start (installs Debian's package as root). */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    ensureDebianPackages({path: CHROMIUM_PATH, packages: [], what: 'Chromium (CHROMIUM_PATH)'})
  } else {
    ensureDebianPackages({path: CHROMIUM_PATH, packages: ['chromium'], what: 'Chromium'})
  }
}
