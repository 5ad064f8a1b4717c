import type {Page} from '@playwright/test'
import {MOBILE_BREAKPOINT_PX, NOT_FOUND_PATH, UNDER_CONSTRUCTION_PATH} from '~/constants'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {messages} from '~/messages'
import {expect, test} from './fixtures'

const menu = (page: Page) => page.getByRole('navigation', {name: messages.nav.label})
const nav = messages.nav
const solutions = (page: Page) => menu(page).getByRole('button', {name: messages.nav.solutions})

test.describe('header menu at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}})

  test('shows every entry in a row; the dropdown opens and closes when a link is chosen', async ({page}) => {
    await page.goto('/')
    await expect(menu(page).getByRole('button', {name: nav.toggle})).toBeHidden()
    for (const name of [nav.home, nav.about, nav.contact]) await expect(menu(page).getByRole('link', {name})).toBeVisible()
    await expect(menu(page).getByRole('link', {name: nav.projects})).toBeHidden()

    await solutions(page).click()
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'true')
    await menu(page).getByRole('link', {name: nav.evaBaby}).click()
    await expect(page).toHaveURL('/eva-baby')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(0, 700)
    await expect(menu(page).getByRole('link', {name: nav.projects})).toBeHidden()
  })

  test('works by keyboard: Tab to the dropdown, Enter opens it, Escape closes it, Enter follows a link', async ({page}) => {
    await page.goto('/contato')
    await solutions(page).focus()
    await page.keyboard.press('Enter')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(solutions(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', {name: nav.projects})).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', {name: nav.supplies})).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/insumos')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page).locator('a[href="/insumos"]')).toHaveAttribute('aria-current', 'page')
  })

  test('the first Tab reaches the skip link, which jumps to the content', async ({page}) => {
    await page.goto('/sobre-nos')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', {name: nav.skipToContent})
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#conteudo$/)
  })
})

test.describe('header menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 740}})

  test('folds behind the toggle; choosing a link closes menu and dropdown', async ({page}) => {
    await page.goto('/')
    const toggle = menu(page).getByRole('button', {name: nav.toggle})
    await expect(toggle).toBeVisible()
    await expect(menu(page).getByRole('link', {name: nav.about})).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page).getByRole('link', {name: nav.about})).toBeVisible()
    await solutions(page).click()
    await menu(page).getByRole('link', {name: nav.supplies}).click()

    await expect(page).toHaveURL('/insumos')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page).getByRole('link', {name: nav.about})).toBeHidden()
    await toggle.click()
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('works by keyboard', async ({page}) => {
    await page.goto('/')
    const toggle = menu(page).getByRole('button', {name: nav.toggle})
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', {name: nav.home})).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/sobre-nos')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 375, height: 740}})

  test('the menu is unfolded and every link works', async ({page}) => {
    await page.goto('/')
    await expect(menu(page).getByRole('button', {name: nav.toggle})).toBeHidden()
    await expect(menu(page).getByRole('link', {name: nav.projects})).toBeVisible()
    await menu(page).getByRole('link', {name: nav.projects}).click()
    await expect(page).toHaveURL('/projetos')
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tenha sua própria horta urbana')
  })
})

test.describe('without JavaScript, wide', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}})

  test('keyboard focus opens the dropdown', async ({page}) => {
    await page.goto('/contato')
    await solutions(page).focus()
    await page.keyboard.press('Tab')
    const projetos = menu(page).getByRole('link', {name: nav.projects})
    await expect(projetos).toBeFocused()
    await expect(projetos).toBeVisible()
  })
})

test('footer: contact links with the WhatsApp greeting, e-mail and the five social networks', async ({page}) => {
  await page.goto('/contato')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', {name: messages.footer.contactHeading})).toBeVisible()
  await expect(footer.getByRole('link', {name: new RegExp(`^${messages.footer.whatsapp}`)})).toHaveAttribute(
    'href',
    `https://wa.me/5541999990000?text=${encodeURIComponent('Olá! Vim pelo site da EVA Agricultura Urbana e gostaria de mais informações.')}`,
  )
  await expect(footer.getByRole('link', {name: new RegExp(`^${messages.footer.email}`)})).toHaveAttribute(
    'href',
    'mailto:contato@evaagriculturaurbana.com.br',
  )
  await expect(footer.getByRole('heading', {name: messages.footer.socialHeading})).toBeVisible()
  const networks = {
    Facebook: 'https://www.facebook.com/evaagriculturaurbana',
    Instagram: 'https://www.instagram.com/evaagriculturaurbana',
    YouTube: 'https://www.youtube.com/@evaagriculturaurbana',
    LinkedIn: 'https://www.linkedin.com/company/evaagriculturaurbana',
    Twitch: 'https://www.twitch.tv/evaagriculturaurbana',
  }
  for (const [name, href] of Object.entries(networks)) {
    const link = footer.getByRole('link', {name: new RegExp(`^${name}`)})
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
})

test('no page scrolls sideways, from 320 to 1440 px', async ({page}) => {
  const widths = [320, 375, 768, 1024, 1440]
  for (const path of [...PUBLIC_PAGES, NOT_FOUND_PATH, UNDER_CONSTRUCTION_PATH]) {
    // Loaded at the narrowest width, then widened, as a phone turned sideways or a window
    // dragged wider: the carousels and the menu lay out again on resize.
    await page.setViewportSize({width: widths[0]!, height: 800})
    await page.goto(path)
    for (const width of widths) {
      await page.setViewportSize({width, height: 800})
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `${path} at ${width} px`,
        })
        .toBeLessThanOrEqual(0)
    }
  }
})

test('the menu folds at exactly 768 px and unfolds above it', async ({page}) => {
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX, height: 800})
  await page.goto('/')
  await expect(menu(page).getByRole('button', {name: nav.toggle})).toBeVisible()
  await expect(menu(page).getByRole('link', {name: nav.about})).toBeHidden()
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX + 1, height: 800})
  await expect(menu(page).getByRole('button', {name: nav.toggle})).toBeHidden()
  await expect(menu(page).getByRole('link', {name: nav.about})).toBeVisible()
})
