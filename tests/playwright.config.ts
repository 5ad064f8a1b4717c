import {defineConfig} from '@playwright/test'
import {CONSENT_COOKIE_NAME} from '../app/constants'
import {CHROMIUM_PATH, E2E_CHROMIUM_ARGS} from './support/chromium.mjs'
import {findFreePortsSync} from './support/ports.mjs'

// Free ports, found once by the main process; its workers inherit them through the environment.
process.env.EVA_E2E_PORTS ??= findFreePortsSync(2).join(',')
/** The site under test, and a second one whose store cannot open (the "database unreachable" case). */
export const [PORT, BROKEN_STORE_PORT] = process.env.EVA_E2E_PORTS.split(',').map(Number) as [number, number]
export const BASE_URL = `http://localhost:${PORT}`
const root = new URL('..', import.meta.url).pathname
/** Where the e2e server keeps its SQLite file (tests read it to check what was stored). */
export const E2E_DATA_DIR = `${root}tests/.output/e2e-data`
/** What the site under test logged. */
export const E2E_SERVER_LOG = `${root}tests/.output/e2e-server.log`

export default defineConfig({
  outputDir: '.output/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Waits follow what the page does (expect polls until it holds); these only end a test that
  // is stuck, and are long enough for a machine busy with other work. Speed is measured by
  // `npm run perf` and `npm run bench`, not here.
  timeout: 180_000,
  expect: {timeout: 30_000},
  reporter: [['list'], ['json', {outputFile: '.output/playwright.json'}]],
  globalSetup: './support/playwright-global-setup.ts',
  projects: [
    // Visitors, invitees and the team, on the site the global setup starts.
    {name: 'site', testDir: './e2e'},
    // Editors in the real Studio, on one worker and so one stack (tests/studio/fixtures.ts): a
    // stack is two site instances, Varnish and the Studio, too heavy to run twice at once here.
    {name: 'studio', testDir: './studio', workers: 1, use: {ignoreHTTPSErrors: true}},
  ],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS},
    locale: 'pt-BR',
    // A failed test's trace keeps the DOM at each step, not the screencast: recording the
    // screen for every test made the suite much slower on two cores (docs/testing.md#traces).
    trace: {mode: 'retain-on-failure', screenshots: false},
    // A returning visitor who chose "Somente necessários": no banner over the page. The
    // consent tests start without it.
    storageState: {
      cookies: [
        {
          name: CONSENT_COOKIE_NAME,
          value: 'necessary',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
})
