#!/usr/bin/env node
// `npm run screenshots`: full-page screenshots of every route at 375 px and 1280 px,
// taken from the production build, into screenshots/ (not committed).
import {spawn, spawnSync} from 'node:child_process'
import {mkdirSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {chromium} from '@playwright/test'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = 4174
const base = `http://localhost:${port}`
const routes = [
  '/',
  '/sobre-nos',
  '/projetos',
  '/eva-baby',
  '/insumos',
  '/contato',
  '/404',
  '/index',
  '/minha_eva/convite/amb-demo',
]
const widths = [375, 1280]

if (spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'}).status !== 0) process.exit(1)
const server = spawn(process.execPath, ['build/index.js'], {
  cwd: root,
  env: {...process.env, PORT: String(port), NODE_ENV: 'production'},
})
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('EVA site') && resolve())
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
mkdirSync(`${root}screenshots`, {recursive: true})
try {
  for (const width of widths) {
    // Reduced motion: counters show their targets and the banner holds its first slide.
    const page = await browser.newPage({viewport: {width, height: width < 768 ? 800 : 900}, reducedMotion: 'reduce'})
    for (const route of routes) {
      await page.goto(base + route, {waitUntil: 'networkidle'})
      // Bring lazy images in before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 30))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')
      const file = `${root}screenshots/${name}-${width}.png`
      await page.screenshot({path: file, fullPage: true})
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  server.kill()
}
