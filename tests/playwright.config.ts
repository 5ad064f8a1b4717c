import {defineConfig} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './support/chromium'

const PORT = 4173
const root = new URL('..', import.meta.url).pathname

export default defineConfig({
  testDir: './e2e',
  outputDir: '.output/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: '.output/playwright.json'}]],
  globalSetup: './support/playwright-global-setup.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    locale: 'pt-BR',
    trace: 'retain-on-failure',
  },
  // The production build, on the embedded defaults (seed content).
  webServer: {
    command: 'npm run build && node build/index.js',
    cwd: root,
    url: `http://localhost:${PORT}/favicon.svg`,
    env: {PORT: String(PORT), NODE_ENV: 'production', SITE_URL: `http://localhost:${PORT}`},
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
