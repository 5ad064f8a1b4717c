import {createWriteStream, mkdirSync} from 'node:fs'
import {dirname} from 'node:path'
import {BROKEN_STORE_PORT, E2E_DATA_DIR, E2E_SERVER_LOG, PORT} from '../playwright.config'
import {ensureChromium} from './chromium.mjs'
import {startStack} from './stack'

// The browser tests' sites, started once for the run by the test stack (docs/testing.md#the-test-stack):
// the tests' build on the embedded defaults (seed content, SQLite) with the ViaCEP stand-in, and
// a second copy whose store cannot open (the "database unreachable" case). Returns the teardown.
export default async function globalSetup() {
  ensureChromium()
  const site = await startStack({
    port: PORT,
    dataDir: E2E_DATA_DIR,
    viacep: true,
    env: {
      SITE_URL: `http://localhost:${PORT}`,
      // Each test sends its own X-Forwarded-For, so the per-client rate limit sees separate
      // visitors (tests/e2e/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      // Analytics on, to test consent; the broken-store site runs without it.
      GA_MEASUREMENT_ID: 'G-TEST1234',
    },
  })
  mkdirSync(dirname(E2E_SERVER_LOG), {recursive: true})
  site.server.child.stderr.pipe(createWriteStream(E2E_SERVER_LOG))
  const brokenStore = await startStack({
    port: BROKEN_STORE_PORT,
    dataDir: '/dev/null/eva',
    env: {TRUST_PROXY: '127.0.0.1'},
  }).catch(async (error: unknown) => {
    await site.stop()
    throw error
  })
  return async () => {
    await Promise.all([site.stop(), brokenStore.stop()])
  }
}
