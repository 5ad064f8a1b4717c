import {test as base, expect, type Page, type Response} from '@playwright/test'
import {NOT_FOUND_PATH} from '~/constants'
import {messages as texts} from '~/messages'
import {hydrated, ROUTES} from './fixtures'
import {hoverUntilPrefetched} from './visitor'

// What each page runs (docs/decisions/0045, 0064): the behaviours' small script on every page,
// React only in the islands of the pages with a form (never Remix's router), and never an
// error or a warning in the console.
// This file uses Playwright's own `page`: it collects warnings too, and reads the 404's.

const FORM_PAGES = new Set(['/projetos', '/eva-baby', '/horta-em-casa', '/minha_eva/convite/amb-demo'])
const test = base

/** Every console error and warning, and every uncaught exception, from now on. */
function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return
    // The browser reports the 404 page's own status, and the invitation app it cannot open.
    const at = new URL(message.location().url || 'http://x/').pathname
    if ((at === NOT_FOUND_PATH && /status of 404/.test(message.text())) || /launch 'minhaeva:/.test(message.text())) return
    messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

const scriptsOf = (page: Page) =>
  page.evaluate(() => ({
    remix: '__remixContext' in window,
    islands: [...document.querySelectorAll('[data-island]')].map((island) => island.hasAttribute('data-hydrated')),
    modules: [...document.querySelectorAll('script[type="module"][src]')].map((script) => script.getAttribute('src')),
  }))

const BEHAVIOURS = expect.stringMatching(/^\/scripts\/behaviours-[0-9a-f]+\.js$/)
const ISLAND = expect.stringMatching(/^\/scripts\/islands\/[a-z]+-[0-9a-z]+\.js$/)

test.use({storageState: {cookies: [], origins: []}})

for (const {path} of ROUTES) {
  test(`${path}: ${FORM_PAGES.has(path) ? 'React hydrates its islands' : 'no React'}, and nothing in the console`, async ({
    page,
  }) => {
    const messages = watchConsole(page)
    // Loaded: the behaviours' module has run; where React runs, it has hydrated.
    await page.goto(path)
    if (FORM_PAGES.has(path)) await hydrated(page)
    const scripts = await scriptsOf(page)
    if (FORM_PAGES.has(path)) {
      expect(scripts.remix).toBe(false)
      expect(scripts.islands.length).toBeGreaterThan(0)
      expect(scripts.islands.every(Boolean)).toBe(true)
      expect(scripts.modules).toEqual([BEHAVIOURS, ...scripts.islands.map(() => ISLAND)])
    } else {
      expect(scripts).toEqual({remix: false, islands: [], modules: [BEHAVIOURS]})
      // The behaviours run: the banner's choice applies without leaving the page.
      await page.getByRole('button', {name: texts.consent.necessary}).click()
      await expect(page.getByRole('region', {name: texts.consent.title})).toBeHidden()
      expect(page.url()).toMatch(new RegExp(`${path}$`))
    }
    expect(messages).toEqual([])
  })
}

/** The form pages whose form is far down: React waits for it (0067; on /eva-baby, 0071). */
const FORMS_FAR_DOWN = [
  {path: '/projetos', island: 'agendamento', form: '#formulario form'},
  {path: '/eva-baby', island: 'reserva', form: '#reservar_baby form'},
  // A campaign page's form: its last block but one on the seed's page.
  {path: '/horta-em-casa', island: 'reserva', form: '#formulario form'},
]

for (const {path, island: name, form} of FORMS_FAR_DOWN) {
  test(`${path} loads React only when the form comes near the screen (0067)`, async ({page}) => {
    await page.setViewportSize({width: 375, height: 740})
    /** The islands' files fetched so far, and their size. */
    const fetched = new Map<string, number>()
    /** Those without Chromium's hint to compile them as they load (0073). */
    const unhinted: string[] = []
    const reading: Array<Promise<unknown>> = []
    const onResponse = (response: Response) => {
      if (!response.url().includes('/scripts/islands/')) return
      reading.push(
        response.body().then((body) => {
          fetched.set(response.url(), body.length)
          if (!body.toString().startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(response.url())
        }),
      )
    }
    page.on('response', onResponse)
    /** Every island file answered so far, read whole: their size. */
    const bytes = async () => {
      await Promise.all(reading)
      return [...fetched.values()].reduce((sum, size) => sum + size, 0)
    }
    await page.goto(path, {waitUntil: 'networkidle'})
    const island = page.locator(`[data-island="${name}"]`)
    // Loaded and settled: the island's module has run, a few hundred bytes that wait for the form.
    await expect(island).not.toHaveAttribute('data-hydrated', '')
    expect(await bytes()).toBeGreaterThan(0)
    expect(await bytes()).toBeLessThan(2 * 1024)
    const atLoad = fetched.size
    // Scrolled to the form (a person reading down): React and the form load, and take over.
    await page.locator(form).scrollIntoViewIfNeeded()
    await expect(island).toHaveAttribute('data-hydrated', '')
    await expect.poll(bytes).toBeGreaterThan(100 * 1024)
    expect(fetched.size).toBeGreaterThan(atLoad)
    // No more listening, and every body asked for read, before the page closes: one still being
    // read then failed the test ("Test ended"), in a clean-clone run.
    page.off('response', onResponse)
    await Promise.all(reading)
    expect(unhinted).toEqual([])
  })
}

test('the console check sees a hydration mismatch (the server\u2019s HTML changed under React)', async ({page}) => {
  await page.route('**/projetos', async (route) => {
    const response = await route.fetch()
    // Inside the island: the rest of the page is not React's.
    const html = (await response.text()).replace('>Agendar visita<', '>Um botão que o React não escreveu<')
    await route.fulfill({response, body: html})
  })
  const messages = watchConsole(page)
  await page.goto('/projetos')
  // The form starts when it comes near the screen (docs/decisions/0067).
  await page.locator('#formulario form').scrollIntoViewIfNeeded()
  await expect.poll(() => messages.length).toBeGreaterThan(0)
})

test('a link the pointer rests on is prefetched, and the page opens from that copy', async ({page}) => {
  await page.goto('/')
  const link = await hoverUntilPrefetched(page, texts.nav.about, '/sobre-nos')
  await link.click()
  await expect(page).toHaveURL(/\/sobre-nos$/)
  const deliveryType = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {deliveryType?: string}).deliveryType,
  )
  expect(deliveryType).toBe('navigational-prefetch')
})
