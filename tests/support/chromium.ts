import {execFileSync} from 'node:child_process'
import {existsSync} from 'node:fs'

/** Debian's Chromium (a test tool cannot download its own browser here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Makes sure Chromium is there before the browser tests start: installs Debian's package
 * when running as root on Debian, otherwise says how to get one.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const isDebian = existsSync('/etc/debian_version')
  const isRoot = process.getuid?.() === 0
  if (isDebian && isRoot && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…")
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'})
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    })
    if (existsSync(CHROMIUM_PATH)) return
  }
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}. The browser tests use the system's Chromium: ` +
      'on Debian or Ubuntu run `sudo apt-get install -y chromium`; elsewhere install Chromium or Chrome ' +
      'and set CHROMIUM_PATH to its executable.',
  )
}
