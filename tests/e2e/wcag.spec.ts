import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {expect, ROUTES, test} from './fixtures'

// The WCAG 2.2 AA criteria axe does not test (a11y.spec.ts runs axe), measured in the page on
// every route at a phone's size and a laptop's: target size (2.5.8) and text spacing (1.4.12).
// Content on hover (1.4.13) is the header's dropdown. docs/accessibility.md lists every
// criterion and the test that holds it.
const SIZES = [
  {width: 375, height: 667},
  {width: 1280, height: 720},
]

/**
 * Runs in the page: every target a pointer can reach on the screen that is smaller than
 * 24 × 24 px and has no exception. The exceptions: a link inside a sentence, a control the
 * browser draws (a checkbox left as it is), and spacing — a 24 px circle centred on the
 * target touches no other target, nor the circle of another small one.
 */
function smallTargets() {
  const MIN = 24
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({visibilityProperty: true, opacityProperty: true})
  }
  const targets = [...document.querySelectorAll(selector)].filter(visible).map((element) => ({
    element,
    box: element.getBoundingClientRect(),
  }))
  const small = ({box}: {box: DOMRect}) => box.width < MIN - 0.5 || box.height < MIN - 0.5
  /** A link in running text: inline, beside text of its own parent's. */
  const inSentence = (element: Element) =>
    getComputedStyle(element).display === 'inline' &&
    [...(element.parentElement?.childNodes ?? [])].some((node) => node !== element && node.textContent?.trim())
  const drawnByBrowser = (element: Element) =>
    element instanceof HTMLInputElement &&
    ['checkbox', 'radio'].includes(element.type) &&
    getComputedStyle(element).appearance !== 'none'
  const centre = (box: DOMRect) => ({x: box.x + box.width / 2, y: box.y + box.height / 2})
  const distanceToBox = (point: {x: number; y: number}, box: DOMRect) =>
    Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom))
  const spaced = (target: (typeof targets)[number]) => {
    const point = centre(target.box)
    return targets.every((other) => {
      if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) return true
      if (distanceToBox(point, other.box) < MIN / 2) return false
      return !small(other) || Math.hypot(point.x - centre(other.box).x, point.y - centre(other.box).y) >= MIN
    })
  }
  return targets
    .filter((target) => small(target) && !inSentence(target.element) && !drawnByBrowser(target.element) && !spaced(target))
    .map(({element, box}) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)
      return `<${element.tagName.toLowerCase()}> ${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`
    })
}

/** WCAG 1.4.12's spacing, as a reader's own style sheet would set it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/**
 * Runs in the page: text that a box with hidden overflow cuts off at its top or bottom (a
 * fixed height the spaced text no longer fits), and whether the page now scrolls sideways.
 * Text hidden on purpose (a slide not shown, text only for screen readers) is not looked at.
 */
function cutText() {
  const cut: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim()
    const parent = node.parentElement
    if (!text || !parent?.checkVisibility({visibilityProperty: true, opacityProperty: true})) continue
    if (parent.closest('[aria-hidden="true"], [inert]')) continue
    range.selectNodeContents(node)
    const box = range.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    for (let clip = parent; clip && clip !== document.body; clip = clip.parentElement!) {
      const style = getComputedStyle(clip)
      if (!['hidden', 'clip'].includes(style.overflowY)) continue
      const bounds = clip.getBoundingClientRect()
      // A box of a pixel or so: text for screen readers only.
      if (bounds.width <= 2 || bounds.height <= 2) break
      if (box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1) {
        cut.push(`"${text.slice(0, 40)}" cut by <${clip.tagName.toLowerCase()} class="${clip.className}">`)
      }
      break
    }
  }
  const sideways = document.documentElement.scrollWidth > document.documentElement.clientWidth
  return {cut, sideways}
}

// /home renders the home page's own module and content (app/routes/home.tsx): / covers it.
// A first visit, so the cookie banner's buttons are measured too.
test.describe('every route', () => {
  test.use({storageState: {cookies: [], origins: []}})

  for (const route of ROUTES.filter(({path}) => path !== '/home')) {
    test(`${route.path}: targets of 24 px or spaced apart (2.5.8); text spaced by the reader is not cut (1.4.12)`, async ({
      page,
    }) => {
      await page.goto(route.path)
      for (const size of [...SIZES].reverse()) {
        await page.setViewportSize(size)
        expect(await page.evaluate(smallTargets), `targets smaller than 24 px at ${size.width} px`).toEqual([])
      }
      // A link that opens a tab says so to a screen reader (2.4.4).
      const silentNewTabs = await page.evaluate(
        (words) =>
          [...document.querySelectorAll('a[target="_blank"]')]
            .map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' ').trim())
            .filter((name) => !name.includes(words)),
        messages.footer.newTab,
      )
      expect(silentNewTabs, 'links that open a tab without saying so').toEqual([])
      // The phone's menu and its dropdown, open (a bare page has none).
      const nav = page.getByRole('navigation', {name: messages.nav.label})
      if ((await nav.count()) > 0) {
        await nav.getByRole('button', {name: messages.nav.toggle}).click()
        await nav.getByRole('button', {name: messages.nav.solutions}).click()
        await expect(nav.getByRole('link', {name: messages.nav.projects})).toBeVisible()
        expect(await page.evaluate(smallTargets), 'targets smaller than 24 px in the open menu at 375 px').toEqual([])
      }
      // As a reader's own style sheet: the page's CSP is for the page's styles, not the reader's.
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }, TEXT_SPACING)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        expect(await page.evaluate(cutText), `with the text spaced, at ${size.width} px`).toEqual({cut: [], sideways: false})
      }
    })
  }
})

test.describe('the header dropdown on a wide screen', () => {
  test.use({viewport: {width: 1280, height: 720}})

  const submenu = (page: Page) =>
    page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name: messages.nav.projects})

  test('opened by the pointer, stays while the pointer moves onto it, and Escape hides it without moving anything (1.4.13)', async ({
    page,
  }) => {
    await page.goto('/')
    const solutions = page.getByRole('navigation', {name: messages.nav.label}).getByRole('button', {name: messages.nav.solutions})
    await solutions.hover()
    await expect(submenu(page)).toBeVisible()
    // Hoverable: the pointer goes down onto the links it shows, through every point between.
    const box = (await submenu(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 10})
    await expect(submenu(page)).toBeVisible()
    // Dismissible: Escape, the pointer and the focus where they are.
    const focused = await page.evaluate(() => document.activeElement?.tagName)
    await page.keyboard.press('Escape')
    await expect(submenu(page)).toBeHidden()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focused)
    // Back on the button after leaving, it opens again.
    await page.mouse.move(5, 400)
    await solutions.hover()
    await expect(submenu(page)).toBeVisible()
  })
})

test('the forms say what each field is for, so browsers and assistive tools can fill it (1.3.5)', async ({page}) => {
  const purposes = async (form: string) =>
    page.evaluate(
      (selector) =>
        Object.fromEntries(
          [...document.querySelectorAll(`${selector} input:not([type="hidden"]), ${selector} textarea`)]
            .filter((field) => (field as HTMLInputElement).tabIndex >= 0)
            .map((field) => [field.getAttribute('name'), field.getAttribute('autocomplete')]),
        ),
      form,
    )
  await page.goto('/projetos')
  expect(await purposes('#formulario form')).toEqual({
    nome: 'name',
    email: 'email',
    telefone: 'tel',
    cpf: null,
    cep: 'postal-code',
    endereco: 'street-address',
    demanda: null,
  })
  await page.goto('/eva-baby')
  expect(await purposes('#reservar_baby form')).toEqual({nome: 'name', email: 'email', telefone: 'tel'})
})
