#!/usr/bin/env node
// `npm run screenshots`: full-page screenshots of every page at 375 px and 1280 px, taken
// from the production build, into screenshots/ (not committed).
import {spawnSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './support/chromium.mjs'
import {BUILD_DIR, PROJECT_ROOT, sitemapPaths, startServer} from './support/server.mjs'

// Besides the public pages (the sitemap): the pages search engines do not list.
const OTHER_PAGES = ['/404', '/index', '/minha_eva/convite/ambiente-demo']
const widths = [375, 1280]

if (spawnSync('npm', ['run', 'build'], {cwd: PROJECT_ROOT, stdio: 'inherit'}).status !== 0) process.exit(1)
ensureChromium()
const dataDir = mkdtempSync(join(tmpdir(), 'eva-screenshots-'))
const server = await startServer({DATA_DIR: dataDir}, {build: BUILD_DIR})
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
const folder = join(PROJECT_ROOT, 'screenshots')
mkdirSync(folder, {recursive: true})
try {
  const pages = [...(await sitemapPaths(server.url)), ...OTHER_PAGES]
  for (const width of widths) {
    // Reduced motion: counters show their targets and the banner holds its first slide.
    const page = await browser.newPage({viewport: {width, height: width < 768 ? 800 : 900}, reducedMotion: 'reduce'})
    for (const path of pages) {
      await page.goto(server.url + path, {waitUntil: 'networkidle'})
      // Bring lazy images in before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
      const file = join(folder, `${name}-${width}.png`)
      await page.screenshot({path: file, fullPage: true})
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, {recursive: true, force: true})
}
