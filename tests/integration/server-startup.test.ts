import {spawnSync} from 'node:child_process'
import {appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {basename, join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {eventLines} from '../support/log-lines'
import {PROJECT_ROOT, SERVER_BUILD, TEST_BUILD_DIR} from '../support/server.mjs'
import {startStack} from '../support/stack'

describe('server start-up', () => {
  it.each([
    [{PORT: 'três mil'}, 'PORT'],
    [{SANITY_PROJECT_ID: 'abc123'}, 'SANITY_DATASET'],
    [{SITE_URL: 'ftp://eva'}, 'SITE_URL'],
    // A hop count, as deploys set it before: refused, with what to set instead (docs/deploy.md).
    [{TRUST_PROXY: '2'}, 'TRUST_PROXY'],
  ])('refuses to start with %j and names %s', (badEnv, variable) => {
    const result = spawnSync(process.execPath, [SERVER_BUILD], {
      env: {PATH: process.env.PATH, NODE_ENV: 'production', ...badEnv},
      encoding: 'utf8',
      timeout: 15_000,
    })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('Invalid environment variables')
    expect(result.stderr).toMatch(new RegExp(`\\b${variable}:`))
  })

  it('starts from any folder: content, images, files and the database are found from the build', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'eva-cwd-'))
    const {url, stop} = await startStack({cwd: elsewhere, dataDir: join(elsewhere, 'dados')})
    try {
      const home = await fetch(`${url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('Venha conhecer nossos projetos')
      for (const file of ['/content/images/eva-baby-1.svg', '/favicon.svg']) {
        expect((await fetch(url + file)).status, file).toBe(200)
      }
      const invitation = await fetch(`${url}/minha_eva/convite/ambiente-demo`)
      expect(await invitation.text()).toContain('Horta da Varanda')
    } finally {
      await stop()
      rmSync(elsewhere, {recursive: true, force: true})
    }
  })

  // The server reads its stylesheets (inlined in every page) and serves its bundles and the
  // Studio's overlays from beside its own file, never from another build: `npm test` can
  // build while a person's site runs from build/ (docs/decisions/0032).
  it('serves the files of its own build, wherever that build is', async () => {
    mkdirSync(join(PROJECT_ROOT, 'tests/.output'), {recursive: true})
    const copy = mkdtempSync(join(PROJECT_ROOT, 'tests/.output/build-copy-'))
    cpSync(TEST_BUILD_DIR, copy, {recursive: true})
    // Every stylesheet of the copy, and only of the copy, ends with this comment.
    const marker = `/* ${basename(copy)} */`
    const bundles = join(copy, 'client/build')
    const stylesheets = readdirSync(bundles, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.css'))
    expect(stylesheets.length).toBeGreaterThan(0)
    for (const name of stylesheets) appendFileSync(join(bundles, name), marker)
    const {url, stop} = await startStack({build: copy, dataDir: join(copy, 'data')})
    try {
      // A page without a form (its behaviours' script) and one with (and its form's island).
      const pages = await Promise.all(['/', '/projetos'].map((path) => fetch(url + path)))
      expect(pages.map((page) => page.status)).toEqual([200, 200])
      const html = (await Promise.all(pages.map((page) => page.text()))).join('\n')
      const inlineCss = (html.match(/<style\b[^>]*>[^<]*<\/style>/g) ?? []).join('\n')
      expect(inlineCss.includes(marker), 'the page’s inline CSS comes from the copy').toBe(true)
      const files = new Set([...html.matchAll(/"(\/(?:build|scripts)\/[^"]+\.(?:js|css))"/g)].map(([, file]) => file!))
      expect([...files].some((file) => /^\/scripts\/behaviours-[0-9a-f]+\.js$/.test(file))).toBe(true)
      expect([...files].some((file) => file.endsWith('.css'))).toBe(true)
      // The form's island, and the chunks it imports (React): docs/decisions/0064.
      const island = [...files].find((file) => /^\/scripts\/islands\/agendamento-[0-9a-z]+\.js$/.test(file))
      expect(island).toBeDefined()
      const islandCode = readFileSync(join(copy, 'client', island!), 'utf8')
      for (const [, chunk] of islandCode.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) files.add(`/scripts/islands/${chunk}`)
      expect([...files].filter((file) => file.endsWith('.js')).length).toBeGreaterThan(2)
      for (const file of files) {
        const response = await fetch(url + file)
        expect(response.status, file).toBe(200)
        expect(await response.text(), file).toBe(readFileSync(join(copy, 'client', file), 'utf8'))
      }
      const [overlays] = readdirSync(join(copy, 'client/preview'))
      const response = await fetch(`${url}/preview/${overlays}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(readFileSync(join(copy, 'client/preview', overlays!), 'utf8'))
    } finally {
      await stop()
      rmSync(copy, {recursive: true, force: true})
    }
  })
  // `npm run dev` once wrote its development build where `npm start` looks: every page then
  // answered 500 ("jsxDEV is not a function") while the health checks said OK (decision 0079).
  it('refuses a development build in production, naming the command that makes the right one', () => {
    const devBuild = join(PROJECT_ROOT, 'tests/.output/dev-build')
    rmSync(devBuild, {recursive: true, force: true})
    try {
      const made = spawnSync('npx', ['remix', 'build'], {
        cwd: PROJECT_ROOT,
        env: {...process.env, NODE_ENV: 'development', EVA_BUILD_DIR: 'tests/.output/dev-build'},
        encoding: 'utf8',
        timeout: 120_000,
      })
      expect(made.status, made.stderr).toBe(0)
      const result = spawnSync(process.execPath, [join(devBuild, 'index.js')], {
        env: {PATH: process.env.PATH, NODE_ENV: 'production'},
        encoding: 'utf8',
        timeout: 15_000,
      })
      expect(result.status).toBe(1)
      const [line] = eventLines(result.stderr, 'server.development_build')
      expect(line).toMatchObject({level: 'error', mode: 'development'})
      expect(line!.hint).toContain('npm run build')
      expect(result.stdout).not.toContain('EVA site')
    } finally {
      rmSync(devBuild, {recursive: true, force: true})
    }
  })

  // A build that cannot render (here its root component throws) still listens and answers
  // /healthz, but /readyz must never call it ready: it rendered one page at start.
  it('is not ready when its build cannot render a page', async () => {
    mkdirSync(join(PROJECT_ROOT, 'tests/.output'), {recursive: true})
    const copy = mkdtempSync(join(PROJECT_ROOT, 'tests/.output/broken-build-'))
    cpSync(TEST_BUILD_DIR, copy, {recursive: true})
    const serverFile = join(copy, 'index.js')
    const code = readFileSync(serverFile, 'utf8')
    expect(code).toContain('function App() {')
    writeFileSync(serverFile, code.replace('function App() {', 'function App() { throw new TypeError("build quebrado");'))
    const stack = await startStack({build: copy, dataDir: join(copy, 'data')})
    try {
      expect((await fetch(`${stack.url}/healthz`)).status).toBe(200)
      const ready = await fetch(`${stack.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({status: 'unavailable', store: 'ok', content: 'ok', rendering: 'failed'})
      const [line] = eventLines(stack.server.logs(), 'server.cannot_render')
      expect(line?.hint).toContain('npm run build')
    } finally {
      await stack.stop()
      rmSync(copy, {recursive: true, force: true})
    }
  })
})
