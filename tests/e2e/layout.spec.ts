import type {Locator, Page} from '@playwright/test'
import {messages} from '~/messages'
import {cookieBanner as banner, expect, ROUTES, test} from './fixtures'

// Layout faults measured in the page (issue 18), not compared with pictures: fonts and
// images will change. A phone and a small laptop, each with a short screen, where a banner at
// the bottom of the screen reaches highest. Each test loads its page once and measures it at
// every width (the layout follows the window; loading the page again would only cost time).
const PHONE = {width: 375, height: 667}
const LAPTOP = {width: 1280, height: 720}
const VIEWPORTS = [PHONE, LAPTOP]

/** Waits for what still moves the text: the fonts (the page's images are sized before they load). */
async function fontsReady(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
  })
}

/**
 * The lines the text of an element is laid out on: its text, the offsets where a new line
 * starts, how wide the text would be on one line and how much room a line has. A character
 * starts a line when its top is below the bottom of the character before it (characters of
 * different sizes on one line overlap vertically). Runs in the page.
 */
function textLines(element: Element) {
  const range = document.createRange()
  let text = ''
  let width = 0
  const lineStarts: number[] = []
  let previous: DOMRect | null = null
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = (node as Text).data
    for (let offset = 0; offset < data.length; offset++) {
      const index = text.length
      const character = data[offset]!
      text += character
      range.setStart(node, offset)
      range.setEnd(node, offset + 1)
      const rect = range.getBoundingClientRect()
      width += rect.width
      // Spaces decide nothing: collapsed ones have no box, one at the end of a line hangs.
      if (/\s/.test(character) || rect.height === 0) continue
      if (previous && rect.top >= previous.bottom - 0.5) lineStarts.push(index)
      previous = rect
    }
  }
  const style = getComputedStyle(element)
  const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  return {text, lineStarts, width, room}
}

/** A measured text cut at its line breaks, for messages. */
const asLines = ({text, lineStarts}: {text: string; lineStarts: number[]}) =>
  [0, ...lineStarts].map((start, index) => text.slice(start, lineStarts[index]).trim())

/**
 * The address on /contato: on one line when its line has room for it, else broken only after
 * its "@" or before a dot (docs/decisions/0031-e-mail-address-line-breaks.md).
 * `roomForAll`: the screen is wide enough that the card must make room for the whole address.
 */
async function expectAddressWrapsBetweenParts(page: Page, {roomForAll}: {roomForAll: boolean}) {
  const card = page.getByRole('listitem').filter({has: page.getByRole('heading', {name: messages.footer.email})})
  const address = card.getByText('contato@evaagriculturaurbana.com.br', {exact: true})
  await expect(address).toBeVisible()
  await expect(async () => {
    const lines = await address.evaluate(textLines)
    const fits = lines.width <= lines.room + 0.5
    if (roomForAll) expect(fits, `the whole address (${lines.width} px) fits its card's line (${lines.room} px)`).toBe(true)
    if (fits) {
      expect(asLines(lines), 'an address that fits its line stays on it').toHaveLength(1)
    } else {
      for (const start of lines.lineStarts) {
        const allowed = lines.text[start - 1] === '@' || lines.text[start] === '.'
        expect(allowed, `lines break only after "@" or before a dot: ${JSON.stringify(asLines(lines))}`).toBe(true)
      }
    }
  }).toPass()
}

/**
 * How far apart the end of the document and the bottom edge of the box the page ends with
 * are, in px: the page's footer, or on the bare page (/index) the full-height frame its
 * footer sits in.
 */
const roomAfterTheEnd = (end: Locator) =>
  end.evaluate((element) =>
    Math.abs(document.documentElement.scrollHeight - (element.getBoundingClientRect().bottom + window.scrollY)),
  )

test.describe('first visit (cookie banner showing)', () => {
  // No consent cookie: the configuration's returning visitor would never see the banner.
  test.use({storageState: {cookies: [], origins: []}, viewport: PHONE})

  for (const route of ROUTES) {
    test(`${route.path}: the document ends where the footer ends, with the banner and after the choice`, async ({page}) => {
      await page.goto(route.path)
      await expect(banner(page)).toBeVisible()
      await fontsReady(page)
      const footer = page.getByRole('contentinfo')
      const end = 'bare' in route ? footer.locator('xpath=..') : footer
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        await expect
          .poll(() => roomAfterTheEnd(end), {message: `px after the footer at ${viewport.width} px, with the banner`})
          .toBeLessThanOrEqual(1)
      }
      await banner(page).getByRole('button', {name: messages.consent.necessary}).click()
      await expect(banner(page)).toHaveCount(0)
      for (const viewport of [...VIEWPORTS].reverse()) {
        await page.setViewportSize(viewport)
        await expect
          .poll(() => roomAfterTheEnd(end), {message: `px after the footer at ${viewport.width} px, after the choice`})
          .toBeLessThanOrEqual(1)
      }
    })
  }

  test('home: the cookie banner leaves the slideshow arrows uncovered and clickable', async ({page}) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await fontsReady(page)
    const hero = page.getByRole('region', {name: messages.home.heroLabel})
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      for (const name of [messages.slider.previous, messages.slider.next]) {
        const arrow = hero.getByRole('button', {name})
        await expect(arrow).toBeInViewport()
        await expect(async () => {
          const [arrowBox, bannerBox] = [await arrow.boundingBox(), await banner(page).boundingBox()]
          if (!arrowBox || !bannerBox) throw new Error('the arrow or the banner has no box')
          const overlap =
            arrowBox.x < bannerBox.x + bannerBox.width &&
            bannerBox.x < arrowBox.x + arrowBox.width &&
            arrowBox.y < bannerBox.y + bannerBox.height &&
            bannerBox.y < arrowBox.y + arrowBox.height
          expect(
            overlap,
            `at ${viewport.width} px "${name}" ${JSON.stringify(arrowBox)} under the banner ${JSON.stringify(bannerBox)}`,
          ).toBe(false)
          // What a click at the arrow's centre would reach.
          const reached = await arrow.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            return hit !== null && element.contains(hit)
          })
          expect(reached, `at ${viewport.width} px a click at the centre of "${name}" reaches it`).toBe(true)
        }).toPass()
      }
    }
  })
})

test('/contato: the e-mail address wraps only where it must, after "@" or before a dot (320, 375, 1280 px)', async ({page}) => {
  await page.setViewportSize({width: 320, height: 568})
  await page.goto('/contato')
  await fontsReady(page)
  await expectAddressWrapsBetweenParts(page, {roomForAll: false})
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await expectAddressWrapsBetweenParts(page, {roomForAll: viewport.width >= 1280})
  }
})

for (const {path, price} of [
  {
    path: '/insumos',
    price: (page: Page) =>
      page
        .locator('.product-card')
        .filter({has: page.getByRole('heading', {name: 'Eva Baby', exact: true})})
        .locator('.price'),
  },
  {path: '/eva-baby', price: (page: Page) => page.locator('.price')},
]) {
  test(`${path}: "ou" in the EVA Baby price is on the line of the plan after it`, async ({page}) => {
    await page.goto(path)
    await fontsReady(page)
    await expect(price(page)).toContainText(/R\$\s375,00\sou\s12x de R\$\s36,26/)
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await expect(async () => {
        const lines = await price(page).evaluate(textLines)
        const or = lines.text.search(/(?<=^|\s)ou\s/)
        expect(or, lines.text).toBeGreaterThanOrEqual(0)
        const next = lines.text.slice(or + 2).search(/\S/) + or + 2
        const breaksBetween = lines.lineStarts.filter((start) => start > or && start <= next)
        expect(breaksBetween, `at ${viewport.width} px "ou" ends no line: ${JSON.stringify(asLines(lines))}`).toEqual([])
      }).toPass()
    }
  })
}
