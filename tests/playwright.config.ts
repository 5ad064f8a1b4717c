import {defineConfig} from '@playwright/test'
import {CHROMIUM_PATH, E2E_CHROMIUM_ARGS} from './support/chromium.mjs'
import {findFreePortsSync} from './support/ports.mjs'
import {SERVER_BUILD} from './support/server.mjs'

// Free ports, found once by the main process; its workers inherit them through the environment.
process.env.EVA_E2E_PORTS ??= findFreePortsSync(3).join(',')
const [PORT, BROKEN_STORE_PORT_, VIACEP_PORT] = process.env.EVA_E2E_PORTS.split(',').map(Number) as [number, number, number]
/** The site under test. */
export const BASE_URL = `http://localhost:${PORT}`
/** A second server whose store cannot open: the "database unreachable" case. */
export const BROKEN_STORE_PORT = BROKEN_STORE_PORT_
const root = new URL('..', import.meta.url).pathname
/** Where the e2e server keeps its SQLite file (tests read it to check what was stored). */
export const E2E_DATA_DIR = `${root}tests/.output/e2e-data`

export default defineConfig({
  testDir: './e2e',
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
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS},
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    // A returning visitor who chose "Somente necessários": no banner over the page. The
    // consent tests start without it.
    storageState: {
      cookies: [
        {
          name: 'user-consent',
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
  // The tests' production build on the embedded defaults (seed content, SQLite), a second copy
  // with a store that cannot open, and a stand-in for ViaCEP (no internet here).
  webServer: [
    {
      // The tests' build (tests/.build): npm test and npm run test:e2e build it first.
      command: `node ${SERVER_BUILD}`,
      cwd: root,
      url: `http://localhost:${PORT}/favicon.svg`,
      env: {
        PORT: String(PORT),
        NODE_ENV: 'production',
        SITE_URL: `http://localhost:${PORT}`,
        DATA_DIR: E2E_DATA_DIR,
        // Each test sends its own X-Forwarded-For, so the per-client rate limit sees
        // separate visitors (tests/e2e/fixtures.ts).
        TRUST_PROXY: '1',
        VIACEP_URL: `http://127.0.0.1:${VIACEP_PORT}/ws`,
        // Analytics on, to test consent; the broken-store server below runs without it.
        GA_MEASUREMENT_ID: 'G-TEST1234',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${SERVER_BUILD}`,
      cwd: root,
      url: `http://localhost:${BROKEN_STORE_PORT}/favicon.svg`,
      env: {PORT: String(BROKEN_STORE_PORT), NODE_ENV: 'production', DATA_DIR: '/dev/null/eva', TRUST_PROXY: '1'},
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node tests/support/viacep-stand-in.mjs ${VIACEP_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${VIACEP_PORT}/ws/80010000/json/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
