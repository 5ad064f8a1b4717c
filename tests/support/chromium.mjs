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

/** Makes sure Chromium is there before browser tests start (installs Debian's package as root). */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    ensureDebianPackages({path: CHROMIUM_PATH, packages: [], what: 'Chromium (CHROMIUM_PATH)'})
  } else {
    ensureDebianPackages({path: CHROMIUM_PATH, packages: ['chromium'], what: 'Chromium'})
  }
}
