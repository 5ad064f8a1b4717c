import {AxeBuilder} from '@axe-core/playwright'
import {test as base, expect, type Page} from '@playwright/test'
import {NOT_FOUND_PATH, UNDER_CONSTRUCTION_PATH} from '~/constants'
import {messages} from '~/messages'
import {invitationMessages} from '~/messages/invitation'
import {BASE_URL, BROKEN_STORE_PORT} from '../playwright.config'

/**
 * `page` that fails the test on any console error or uncaught exception in the page,
 * after the test body has run.
 */
export const test = base.extend<{
  /** Console errors a test causes on purpose (e.g. a form sent before the JavaScript is answered 400). */
  expectedConsoleErrors: RegExp[]
}>({
  expectedConsoleErrors: [[], {option: true}],
  page: async ({page, expectedConsoleErrors}, use) => {
    // Every test is its own visitor for the per-client rate limit (the server trusts one proxy).
    await page.setExtraHTTPHeaders({'x-forwarded-for': `10.${random255()}.${random255()}.${random255()}`})
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // The browser logs the 404 page's own status as an error; that one is by design. So is its
      // data's (/404.data), fetched again after an action such as a choice in the cookie banner.
      const url = new URL(message.location().url || 'http://x/')
      if ([NOT_FOUND_PATH, `${NOT_FOUND_PATH}.data`].includes(url.pathname) && message.text().includes('404')) return
      // The invitation page tries the Minha EVA app; a browser without it refuses, as designed.
      if (/launch 'minhaeva:/.test(message.text())) return
      // The server with a broken store answers form posts with 503 on purpose.
      if (url.port === String(BROKEN_STORE_PORT) && message.text().includes('503')) return
      if (expectedConsoleErrors.some((expected) => expected.test(message.text()))) return
      errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

const random255 = () => Math.floor(Math.random() * 255)

export {expect}

/**
 * A fake clock that stands still until the test moves it (page.clock.runFor), installed
 * before the page loads. It is paused an hour after its start so that the pause can never
 * land in the past, however long the machine takes between the two calls.
 */
export async function installPausedClock(page: Page) {
  const start = new Date('2026-11-21T12:00:00-03:00')
  await page.clock.install({time: start})
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000))
}

/**
 * Waits until React has hydrated every island of the page (its form; docs/decisions/0064): each
 * container says so once React has committed it. By then
 * any error in hydrating has been reported, and clicks reach React's handlers. A form starts
 * when it comes near the screen (docs/decisions/0067): each island is scrolled to, as a
 * visitor reaching it would.
 */
export async function hydrated(page: Page) {
  const islands = page.locator('[data-island]')
  await expect(islands.first()).toBeAttached()
  for (const island of await islands.all()) {
    // One at a time: the screen has to stay near each until it starts.
    await island.evaluate((container) => container.firstElementChild?.scrollIntoView({block: 'nearest'}))
    await expect(island).toHaveAttribute('data-hydrated', '')
  }
}

/** The cookie banner, shown on a first visit until the visitor chooses. */
export const cookieBanner = (page: Page) => page.getByRole('region', {name: messages.consent.title})

/** Every route of the site with what its first heading says (seed content). */
export const ROUTES = [
  {
    path: '/',
    heading: 'EVA Agricultura Urbana: Trazendo saúde e bem estar para as cidades',
    title: 'EVA Agricultura Urbana | Hortas inteligentes em Curitiba',
  },
  {
    path: '/home',
    heading: 'EVA Agricultura Urbana: Trazendo saúde e bem estar para as cidades',
    title: 'EVA Agricultura Urbana | Hortas inteligentes em Curitiba',
  },
  {path: '/sobre-nos', heading: 'Sobre Nós', title: 'Sobre Nós | EVA Agricultura Urbana'},
  {path: '/projetos', heading: 'Tenha sua própria horta urbana', title: 'Projetos | EVA Agricultura Urbana'},
  {path: '/eva-baby', heading: 'EVA Baby', title: 'EVA Baby | Horta vertical inteligente'},
  {path: '/insumos', heading: 'Insumos inteligentes', title: 'Insumos | EVA Agricultura Urbana'},
  {path: '/contato', heading: 'Fale Conosco', title: 'Contato | EVA Agricultura Urbana'},
  {
    path: '/politica-de-privacidade',
    heading: 'Política de Privacidade',
    title: 'Política de Privacidade | EVA Agricultura Urbana',
  },
  // The seed's campaign page (docs/content.md#campaign-pages): every block, and the reservation form.
  {
    path: '/horta-em-casa',
    heading: 'Horta em casa, o ano inteiro',
    title: 'Horta em casa com a EVA Baby | EVA Agricultura Urbana',
  },
  // The articles (docs/content.md#articles): the list, and the seed's three, every body element among them.
  {path: '/dicas', heading: 'Dicas de cultivo', title: 'Dicas de cultivo | EVA Agricultura Urbana'},
  {
    path: '/dicas/ervas-na-janela',
    heading: 'Como cultivar ervas na janela do apartamento',
    title: 'Como cultivar ervas na janela do apartamento | EVA Agricultura Urbana',
  },
  {
    path: '/dicas/hortalicas-na-meia-sombra',
    heading: 'Hortaliças que crescem na meia-sombra',
    title: 'Hortaliças que crescem na meia-sombra | EVA Agricultura Urbana',
  },
  {
    path: '/dicas/eva-baby-agua-e-colheita',
    heading: 'EVA Baby: quando encher a água e quando colher',
    title: 'EVA Baby: água e colheita | Dicas de cultivo',
  },
  {path: NOT_FOUND_PATH, heading: messages.notFound.title, title: messages.notFound.title, status: 404},
  {path: '/minha_eva/convite/amb-demo', heading: invitationMessages.title, title: invitationMessages.title},
  {path: UNDER_CONSTRUCTION_PATH, heading: 'EVA Agricultura Urbana', title: messages.underConstruction.title, bare: true},
] as const

/**
 * Opens `path` as a browser without JavaScript renders it: the server's HTML with its
 * scripts removed and its <noscript> content in force. (Playwright cannot run axe in a
 * context where JavaScript is off, so this page keeps JS for the test tool only.)
 */
export async function gotoWithoutJavaScript(page: Page, path: string) {
  const url = new URL(path, BASE_URL).toString()
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
      .replace(/<\/?noscript>/gi, '')
    await route.fulfill({response, body: html})
  })
  return page.goto(url)
}

/** What axe finds against WCAG 2.2 AA and its best practices, as "rule: elements". */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)
}
