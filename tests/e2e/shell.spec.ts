import type {Page} from '@playwright/test'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {MOBILE_BREAKPOINT_PX} from '../../app/constants'
import {expect, test} from './fixtures'

const menu = (page: Page) => page.getByRole('navigation', {name: 'Menu principal'})
const solutions = (page: Page) => menu(page).getByRole('button', {name: 'Nossas Soluções'})

test.describe('header menu at 1280 px', () => {
  test.use({viewport: {width: 1280, height: 800}})

  test('shows every entry in a row; the dropdown opens and closes when a link is chosen', async ({page}) => {
    await page.goto('/')
    await expect(menu(page).getByRole('button', {name: 'Menu'})).toBeHidden()
    for (const name of ['Home', 'Sobre Nós', 'Contato']) await expect(menu(page).getByRole('link', {name})).toBeVisible()
    await expect(menu(page).getByRole('link', {name: 'Projetos'})).toBeHidden()

    await solutions(page).click()
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'true')
    await menu(page).getByRole('link', {name: 'EVA Baby'}).click()
    await expect(page).toHaveURL('/eva-baby')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(0, 700)
    await expect(menu(page).getByRole('link', {name: 'Projetos'})).toBeHidden()
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
    await expect(menu(page).getByRole('link', {name: 'Projetos'})).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', {name: 'Insumos'})).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/insumos')
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page).locator('a[href="/insumos"]')).toHaveAttribute('aria-current', 'page')
  })

  test('the first Tab reaches the skip link, which jumps to the content', async ({page}) => {
    await page.goto('/sobre-nos')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', {name: 'Pular para o conteúdo'})
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
    const toggle = menu(page).getByRole('button', {name: 'Menu'})
    await expect(toggle).toBeVisible()
    await expect(menu(page).getByRole('link', {name: 'Sobre Nós'})).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page).getByRole('link', {name: 'Sobre Nós'})).toBeVisible()
    await solutions(page).click()
    await menu(page).getByRole('link', {name: 'Insumos'}).click()

    await expect(page).toHaveURL('/insumos')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page).getByRole('link', {name: 'Sobre Nós'})).toBeHidden()
    await toggle.click()
    await expect(solutions(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('works by keyboard', async ({page}) => {
    await page.goto('/')
    const toggle = menu(page).getByRole('button', {name: 'Menu'})
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', {name: 'Home'})).toBeFocused()
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
    await expect(menu(page).getByRole('button', {name: 'Menu'})).toBeHidden()
    await expect(menu(page).getByRole('link', {name: 'Projetos'})).toBeVisible()
    await menu(page).getByRole('link', {name: 'Projetos'}).click()
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
    const projetos = menu(page).getByRole('link', {name: 'Projetos'})
    await expect(projetos).toBeFocused()
    await expect(projetos).toBeVisible()
  })
})

test('footer: contact links with the WhatsApp greeting, e-mail and the five social networks', async ({page}) => {
  await page.goto('/contato')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', {name: 'Informações para contato'})).toBeVisible()
  await expect(footer.getByRole('link', {name: /^WhatsApp/})).toHaveAttribute(
    'href',
    `https://wa.me/5541999990000?text=${encodeURIComponent('Olá! Vim pelo site da EVA Agricultura Urbana e gostaria de mais informações.')}`,
  )
  await expect(footer.getByRole('link', {name: /^E-mail/})).toHaveAttribute('href', 'mailto:contato@evaagriculturaurbana.com.br')
  await expect(footer.getByRole('heading', {name: 'Redes sociais'})).toBeVisible()
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
  test.setTimeout(90_000)
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({width, height: 800})
    for (const path of [...PUBLIC_PAGES, '/404', '/index']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test('the menu folds at exactly 768 px and unfolds above it', async ({page}) => {
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX, height: 800})
  await page.goto('/')
  await expect(menu(page).getByRole('button', {name: 'Menu'})).toBeVisible()
  await expect(menu(page).getByRole('link', {name: 'Sobre Nós'})).toBeHidden()
  await page.setViewportSize({width: MOBILE_BREAKPOINT_PX + 1, height: 800})
  await expect(menu(page).getByRole('button', {name: 'Menu'})).toBeHidden()
  await expect(menu(page).getByRole('link', {name: 'Sobre Nós'})).toBeVisible()
})
