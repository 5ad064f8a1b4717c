// A deploy replaces the build; the pages the CDN or a browser still holds keep their scripts
// (issue 38, server/earlier-builds.ts, docs/decisions/0066).
import {createHash} from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import {join} from 'node:path'
import {chromium} from '@playwright/test'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {EARLIER_BUILD_KEPT_S, EARLIER_BUILDS_STORE_RESERVE_BYTES} from '~/constants'
import {messages} from '~/messages'
import {earlierFilesDir, keepClientFiles} from '../../server/earlier-builds'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../support/chromium.mjs'
import {PROJECT_ROOT, TEST_BUILD_DIR} from '../support/server.mjs'
import {startStack} from '../support/stack'

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)

/**
 * Build B: the tests' build (A) with changed scripts under new names, as the next build of a
 * changed behaviour and form would have: the behaviours' module, and the visit form's island.
 */
function nextBuild(folder: string) {
  mkdirSync(folder, {recursive: true})
  cpSync(join(TEST_BUILD_DIR, 'index.js'), join(folder, 'index.js'))
  cpSync(join(TEST_BUILD_DIR, 'client'), join(folder, 'client'), {recursive: true})
  const scripts = join(folder, 'client', 'scripts')
  const behaviours = readdirSync(scripts).find((name) => name.startsWith('behaviours-'))!
  const changed = `${readFileSync(join(scripts, behaviours), 'utf8')}\n/* build B */\n`
  rmSync(join(scripts, behaviours))
  writeFileSync(join(scripts, `behaviours-${fingerprint(changed)}.js`), changed)

  const islands = join(scripts, 'islands')
  const manifest = JSON.parse(readFileSync(join(islands, 'islands.json'), 'utf8')) as Record<string, string>
  const visit = manifest.agendamento!.split('/').at(-1)!
  const island = `${readFileSync(join(islands, visit), 'utf8')}\n/* build B */\n`
  const renamed = `agendamento-${fingerprint(island).slice(0, 8)}.js`
  rmSync(join(islands, visit))
  writeFileSync(join(islands, renamed), island)
  manifest.agendamento = `/scripts/islands/${renamed}`
  writeFileSync(join(islands, 'islands.json'), JSON.stringify(manifest))
  return {behaviours, visit}
}

/** The scripts a page loads up front: its module scripts, and what they import, in turn. */
async function scriptsOf(base: string, html: string): Promise<string[]> {
  const found = new Set<string>()
  const pending = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1]!, base).href)
  while (pending.length) {
    const address = pending.pop()!
    if (found.has(address)) continue
    found.add(address)
    const response = await fetch(address)
    if (!response.ok) continue
    const text = await response.text()
    for (const match of text.matchAll(/(?:from|import)\s*["'](\.\/[^"']+)["']/g)) pending.push(new URL(match[1]!, address).href)
  }
  return [...found]
}

describe('after a deploy, pages of the build before keep working', () => {
  const work = mkdtempSync(join(PROJECT_ROOT, 'tests/.output/earlier-builds-'))
  const dataDir = join(work, 'data')
  const buildB = join(work, 'build-b')
  const pagesOfA = new Map<string, string>()
  let changed: ReturnType<typeof nextBuild>

  beforeAll(async () => {
    // Each build copies its files only while the store's reserve stays free (docs/decisions/0075).
    const {bavail, bsize} = statfsSync(work)
    if (bavail * bsize < EARLIER_BUILDS_STORE_RESERVE_BYTES + 32 * 1024 * 1024) {
      throw new Error(
        `${work} has under ${EARLIER_BUILDS_STORE_RESERVE_BYTES / 2 ** 20 + 32} MB free: the builds would keep no files`,
      )
    }
    changed = nextBuild(buildB)
    const a = await startStack({dataDir})
    try {
      for (const path of ['/', '/projetos']) pagesOfA.set(path, await (await fetch(a.url + path)).text())
    } finally {
      await a.stop()
    }
  }, 60_000)
  afterAll(() => rmSync(work, {recursive: true, force: true}))

  it('answers every script of A’s pages from B, and B’s pages name B’s scripts', async () => {
    const b = await startStack({dataDir, build: buildB})
    try {
      for (const [path, html] of pagesOfA) {
        const scripts = await scriptsOf(b.url, html)
        expect(
          scripts.some((address) => address.endsWith(changed.behaviours)),
          path,
        ).toBe(true)
        for (const address of scripts) {
          const response = await fetch(address)
          expect(response.status, address).toBe(200)
          expect(response.headers.get('cache-control'), address).toBe('public, max-age=31536000, immutable')
        }
      }
      expect(pagesOfA.get('/projetos')).toContain(changed.visit)
      const home = await (await fetch(`${b.url}/`)).text()
      expect(home).not.toContain(changed.behaviours)
      expect(home).toMatch(/behaviours-[0-9a-f]{12}\.js/)
      const projects = await (await fetch(`${b.url}/projetos`)).text()
      expect(projects).not.toContain(changed.visit)
      expect(projects).toMatch(/agendamento-[0-9a-z]{8}\.js/)

      // A phone holding A's page (as the CDN would give it): its menu opens, with B serving the rest.
      const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
      try {
        const page = await browser.newPage({viewport: {width: 375, height: 740}})
        const failed: string[] = []
        page.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
        })
        await page.route(`${b.url}/`, (route) =>
          route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: pagesOfA.get('/')!}),
        )
        await page.goto(`${b.url}/`)
        const menu = page.getByRole('navigation', {name: messages.nav.label})
        const toggle = menu.getByRole('button', {name: messages.nav.toggle})
        await toggle.click()
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
        expect(failed).toEqual([])
      } finally {
        await browser.close()
      }
    } finally {
      await b.stop()
    }
  }, 120_000)

  it('removes a build’s files once it has been replaced for longer than a page can be held', async () => {
    const files = earlierFilesDir(dataDir)
    const client = join(buildB, 'client')
    const ofA = join(files, 'scripts', changed.behaviours)
    const behavioursOfB = readdirSync(join(client, 'scripts')).find((name) => name.startsWith('behaviours-'))!
    // A file both builds have: React's chunk, unchanged.
    const shared = readdirSync(join(client, 'scripts', 'islands')).find((name) => name.startsWith('chunk-'))!
    // A write cut short an hour ago (the server was stopped mid-copy).
    const leftover = join(dataDir, 'earlier-builds', 'tmp', 'cut-short')
    writeFileSync(leftover, '')
    const anHourAgo = (Date.now() - 60 * 60 * 1000) / 1000
    utimesSync(leftover, anHourAgo, anHourAgo)
    expect(existsSync(ofA)).toBe(true)
    // B took over in the test above (its record says when); a restart of B later does not move that time.
    const records = join(dataDir, 'earlier-builds', 'builds')
    const tookOver = Math.max(
      ...readdirSync(records).map(
        (name) => (JSON.parse(readFileSync(join(records, name), 'utf8')) as {startedAt: number}).startedAt,
      ),
    )
    const restartOfB = (after: number) =>
      keepClientFiles({clientDir: client, dataDir, keepMs: EARLIER_BUILD_KEPT_S * 1000, now: tookOver + after * 1000})

    await restartOfB(EARLIER_BUILD_KEPT_S - 60)
    expect(existsSync(ofA)).toBe(true)
    expect(existsSync(leftover)).toBe(false)

    const {removed} = await restartOfB(EARLIER_BUILD_KEPT_S + 60)
    expect(existsSync(ofA)).toBe(false)
    expect(existsSync(join(files, 'scripts', 'islands', changed.visit))).toBe(false)
    expect(removed).toBe(2)
    for (const file of [join('scripts', behavioursOfB), join('scripts', 'islands', shared)]) {
      expect(existsSync(join(files, file)), file).toBe(true)
    }
  })
})
