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

/**
 * A virtual screen (Debian's Xvfb, installed as root when missing) for a Chromium with a
 * window: `npm run perf` types in one. Headless Chromium's display compositor sometimes skips
 * drawing frames for a second or more while a page keeps producing them, and Event Timing
 * counts until a frame is shown (docs/decisions/0065). Resolves to the DISPLAY to give the
 * browser, and a stop.
 * @returns {Promise<{display: string, stop: () => void}>}
 */
export async function startVirtualScreen() {
  ensureDebianPackages({path: '/usr/bin/Xvfb', packages: ['xvfb'], what: 'Xvfb (a virtual screen)'})
  const {spawn} = await import('node:child_process')
  // -displayfd: Xvfb picks a free display number and writes it on fd 3 once it accepts clients.
  const server = spawn('/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  server.stderr.on('data', (chunk) => (errors += chunk))
  // A deadline, not a wait: readiness resolves as soon as Xvfb says it is there.
  const deadline = AbortSignal.timeout(10_000)
  let giveUp = () => {}
  const number = await new Promise((resolve, reject) => {
    let written = ''
    server.stdio[3].on('data', (chunk) => {
      written += chunk
      if (written.includes('\n')) resolve(written.trim())
    })
    server.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)))
    giveUp = () => {
      server.kill()
      reject(new Error(`Xvfb was not ready within 10 s: ${errors.trim()}`))
    }
    deadline.addEventListener('abort', giveUp)
  }).finally(() => deadline.removeEventListener('abort', giveUp))
  return {display: `:${number}`, stop: () => server.kill()}
}
