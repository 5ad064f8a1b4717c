import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {cookieBanner as banner, expect, gotoWithoutJavaScript, ROUTES, test} from './fixtures'

// WCAG 2.2's 2.4.11, Focus Not Obscured (docs/accessibility.md): a keyboard user tabs through
// every page on a first visit, the cookie banner fixed over the bottom of the screen, and again
// after choosing, at a phone's size and a laptop's. After each Tab, the focused element must be
// on the screen and not entirely under a fixed or sticky box (the banner, the header).
const SIZES = [
  {width: 375, height: 667},
  {width: 1280, height: 720},
]

// No consent cookie: the banner shows. Reduced motion: the focus scrolls the page at once, so
// where the focused element ends up can be read right after the Tab (a smooth scroll ends in
// the same place, a few frames later).
test.use({storageState: {cookies: [], origins: []}, reducedMotion: 'reduce'})

/** `again`: already focused in this pass; `wrapped`: it is the pass's first element. */
type Focus = {element: string; hidden?: string; again?: boolean; wrapped?: boolean}

/**
 * Runs in the page after a Tab: what has the focus, whether it was already focused in this
 * pass (`cycle` names the pass), and why a person could not see it, if so. Points spread over
 * the part of the element inside the screen are looked at; one that no fixed or sticky box
 * (other than one the element is in) covers is enough.
 */
function focusAfterTab(cycle: string): Focus | null {
  const element = document.activeElement
  if (!element || element === document.body) return null
  const describe = (node: Element) => {
    const text = node.getAttribute('aria-label') ?? node.textContent?.replace(/\s+/g, ' ').trim()
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> ${(text || node.getAttribute('name') || '').slice(0, 50)}`
  }
  const passes = ((window as unknown as {focusPasses?: Map<string, Element[]>}).focusPasses ??= new Map())
  const focused = passes.get(cycle) ?? passes.set(cycle, []).get(cycle)!
  const again = focused.includes(element)
  const wrapped = focused[0] === element
  if (!again) focused.push(element)
  if (again) return {element: describe(element), again, wrapped}
  const fixedOrSticky = (node: Element | null) => {
    for (let box = node; box; box = box.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(box).position)) return box
    }
    return null
  }

  const box = element.getBoundingClientRect()
  const screen = {width: document.documentElement.clientWidth, height: document.documentElement.clientHeight}
  const [left, right] = [Math.max(box.left, 0), Math.min(box.right, screen.width)]
  const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, screen.height)]
  if (right - left < 1 || bottom - top < 1) return {element: describe(element), again, hidden: 'off the screen'}
  const covers = new Set<string>()
  for (let column = 0; column < 5; column++) {
    for (let row = 0; row < 5; row++) {
      const hit = document.elementFromPoint(
        left + ((right - left) * (column + 0.5)) / 5,
        top + ((bottom - top) * (row + 0.5)) / 5,
      )
      const cover = fixedOrSticky(hit)
      if (!cover || cover.contains(element)) return {element: describe(element), again}
      covers.add(describe(cover).slice(0, 40))
    }
  }
  return {element: describe(element), again, hidden: `under ${[...covers].join(' and ')}`}
}

/**
 * Tabs from wherever the focus is until every element the keyboard reaches has had it once:
 * the focus leaves the page after the last one, or comes back to the pass's first. Returns
 * each focused element a person could not see (or a focus that came back early, as a trap
 * would), and how many elements had the focus, to compare with how many the page has.
 */
async function tabThrough(page: Page, pass: string) {
  const hidden: string[] = []
  let count = 0
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(focusAfterTab, pass)
    if (!focus) {
      if (count > 0) return {hidden, count}
      continue
    }
    if (focus.again) {
      if (!focus.wrapped) hidden.push(`${pass}: the focus came back to ${focus.element} before the end`)
      return {hidden, count}
    }
    count++
    if (focus.hidden) hidden.push(`${pass}: ${focus.element} is ${focus.hidden}`)
  }
  return {hidden: [...hidden, `${pass}: 300 presses of Tab did not reach the end`], count}
}

/** Elements the keyboard can reach on the page as it now is (shown, not disabled, in the tab order). */
const tabbable = (page: Page) =>
  page.evaluate(
    () =>
      [
        ...document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]',
        ),
      ].filter(
        (element) =>
          (element as HTMLElement).tabIndex >= 0 &&
          !(element as HTMLButtonElement).disabled &&
          !element.closest('[inert]') &&
          element.checkVisibility({visibilityProperty: true}),
      ).length,
  )

// /home renders the home page's own module and content (app/routes/home.tsx): / covers it.
for (const route of ROUTES.filter(({path}) => path !== '/home')) {
  test(`${route.path}: every element Tab reaches is seen when focused, with the cookie banner and after the choice`, async ({
    page,
  }) => {
    await page.goto(route.path)
    await expect(banner(page)).toBeVisible()
    // The page's script has measured the banner (without it, the room kept is a guess: below).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--cookie-banner-height')))
      .toMatch(/^\d+px$/)
    const hidden: string[] = []
    const tab = async (pass: string) => {
      const expected = await tabbable(page)
      const result = await tabThrough(page, pass)
      // A pass that stopped early tested only part of the page.
      expect(result.count, `${pass}: elements focused`).toBe(expected)
      hidden.push(...result.hidden)
    }
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await tab(`${size.width} px, with the banner`)
    }
    await banner(page).getByRole('button', {name: messages.consent.necessary}).click()
    await expect(banner(page)).toBeHidden()
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size)
      await tab(`${size.width} px, after the choice`)
    }
    expect(hidden).toEqual([])
  })
}

// Without JavaScript the room kept for the banner is a guess per width (global/cookie-banner.css),
// not the banner's measured height: checked from the narrowest phone to a laptop.
test('/contato without JavaScript: every element Tab reaches is seen when focused, with the banner, from 320 to 1280 px', async ({
  page,
}) => {
  await gotoWithoutJavaScript(page, '/contato')
  await expect(banner(page)).toBeVisible()
  const hidden: string[] = []
  for (const size of [{width: 320, height: 568}, ...SIZES, {width: 768, height: 1024}]) {
    await page.setViewportSize(size)
    const expected = await tabbable(page)
    const result = await tabThrough(page, `${size.width} px without JavaScript`)
    // On a wide screen, focus opens the dropdown (no-js.css): its links are reached too.
    expect(result.count, `${size.width} px: elements focused`).toBeGreaterThanOrEqual(expected)
    hidden.push(...result.hidden)
  }
  expect(hidden).toEqual([])
})
