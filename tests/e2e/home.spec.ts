import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {expect, installPausedClock, test} from './fixtures'

const hero = (page: Page) => page.getByRole('region', {name: messages.home.heroLabel})
// Inactive slides are hidden (visibility), so they are looked up including hidden ones.
const slide = (page: Page, position: number) =>
  hero(page).getByRole('group', {name: messages.slider.position(position, 3), includeHidden: true})

async function expectActive(page: Page, position: number) {
  for (const other of [1, 2, 3]) {
    if (other === position) await expect(slide(page, other)).toHaveAttribute('data-active', 'true')
    else await expect(slide(page, other)).not.toHaveAttribute('data-active', 'true')
  }
}

/**
 * Opens the home page under a paused fake clock, then restarts the slide timer at a known
 * instant (hovering pauses the banner, leaving starts a fresh 5 s).
 */
async function openWithPausedClock(page: Page) {
  await installPausedClock(page)
  await page.goto('/')
  await hero(page).hover()
  await page.mouse.move(5, 790)
}

test.describe('home banner', () => {
  test.use({viewport: {width: 1280, height: 800}})

  test('has the three slides of the spec, with their brightness', async ({page}) => {
    await page.goto('/')
    await expect(slide(page, 1).getByRole('link', {name: 'Reserve Agora'})).toHaveAttribute('href', '/eva-baby#reservar_baby')
    // Brightness is a black veil over the image (opacity 1 − b), never a CSS filter.
    await expect(slide(page, 1).locator('.hero__veil')).toHaveCount(0)
    await expect(slide(page, 1).locator('img')).not.toHaveAttribute('style', /filter/)

    const second = slide(page, 2)
    await expect(second.getByRole('heading', {name: 'Tire a sua horta do papel', includeHidden: true})).toHaveCount(1)
    await expect(second).toContainText('Transforme suas ideias em realidade com nossos projetos personalizados')
    await expect(second.getByRole('link', {name: 'Saiba mais', includeHidden: true})).toHaveAttribute(
      'href',
      '/projetos#formulario',
    )
    await expect(second.locator('.hero__veil')).toHaveCSS('opacity', '0.1')
    await expect(second.locator('img')).not.toHaveAttribute('style', /filter/)

    const third = slide(page, 3)
    await expect(third.locator('img')).toHaveAttribute('alt', /.+/)
    await expect(third.getByRole('link', {includeHidden: true})).toHaveCount(0)
    await expect(third.getByRole('heading', {includeHidden: true})).toHaveCount(0)
  })

  test('advances every 5 s, fading over 1.5 s, showing only the current slide, and wraps', async ({page}) => {
    await openWithPausedClock(page)
    await expectActive(page, 1)
    await expect(slide(page, 2)).toBeHidden()

    await page.clock.runFor(4900)
    await expectActive(page, 1)
    await page.clock.runFor(200)
    await expectActive(page, 2)
    // Fading: the outgoing slide fades out over 1.5 s and only then hides. CSS transitions run
    // on the real clock, not the test's, so the test reads them instead of racing them.
    await expect(slide(page, 1)).toHaveCSS('transition-property', 'opacity, visibility')
    await expect(slide(page, 1)).toHaveCSS('transition-duration', '1.5s, 0s')
    await expect(slide(page, 1)).toHaveCSS('transition-delay', '0s, 1.5s')
    await expect(slide(page, 2)).toHaveCSS('transition-duration', '1.5s')
    await expect(slide(page, 1)).toBeHidden()
    await expect(slide(page, 2)).toBeVisible()

    await page.clock.runFor(5000)
    await expectActive(page, 3)
    await page.clock.runFor(5000)
    await expectActive(page, 1)
  })

  test('previous and next wrap around; the dots jump to a slide', async ({page}) => {
    await page.goto('/')
    await hero(page).getByRole('button', {name: messages.slider.previous}).click()
    await expectActive(page, 3)
    await hero(page).getByRole('button', {name: messages.slider.next}).click()
    await expectActive(page, 1)
    await hero(page)
      .getByRole('button', {name: messages.slider.goTo(2)})
      .click()
    await expectActive(page, 2)
    await expect(hero(page).getByRole('button', {name: messages.slider.goTo(2)})).toHaveAttribute('aria-current', 'true')
  })

  test('holds still while hovered, while focused and when paused', async ({page}) => {
    await openWithPausedClock(page)

    await hero(page).hover()
    await page.clock.runFor(12_000)
    await expectActive(page, 1)
    await page.mouse.move(5, 790)
    await page.clock.runFor(5100)
    await expectActive(page, 2)

    await hero(page).getByRole('button', {name: messages.slider.previous}).focus()
    await page.clock.runFor(12_000)
    await expectActive(page, 2)

    await hero(page).getByRole('button', {name: messages.slider.pause}).click()
    await expect(hero(page).getByRole('button', {name: messages.slider.pause})).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('link', {name: messages.nav.logo}).focus()
    await page.clock.runFor(12_000)
    await expectActive(page, 2)
  })

  test('stays still under prefers-reduced-motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.clock.install()
    await page.goto('/')
    await page.mouse.move(5, 790)
    await page.clock.runFor(20_000)
    await expectActive(page, 1)
    await expect(hero(page).getByRole('button', {name: messages.slider.pause})).toHaveCount(0)
    await hero(page).getByRole('button', {name: messages.slider.next}).click()
    await expectActive(page, 2)
  })
})

test('without JavaScript the banner shows its first slide, without controls', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('link', {name: 'Reserve Agora'})).toBeVisible()
  await expect(page.getByText('Tire a sua horta do papel')).toBeHidden()
  await expect(page.getByRole('button', {name: messages.slider.next})).toBeHidden()
  await context.close()
})

test('solutions and projects sections', async ({page}) => {
  await page.goto('/')
  const solutions = page.getByRole('region', {name: 'EVA Agricultura Urbana'})
  await expect(solutions).toContainText('Nossas Soluções')
  const cards = solutions.getByRole('listitem')
  await expect(cards.getByRole('heading')).toHaveText(['Horta Inteligente', 'Projetos', 'Suporte para cultivo'])
  await expect(cards.getByRole('link')).toHaveText([
    'Saiba Mais: Horta Inteligente',
    'Saiba Mais: Projetos',
    'Saiba Mais: Suporte para cultivo',
  ])
  for (const [index, href] of ['/eva-baby', '/projetos', '/insumos'].entries()) {
    await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', href)
  }
  // Colour comes from content: red for Projetos, green for the others.
  await expect(cards.nth(1)).toHaveClass(/solution-card--red/)
  await expect(cards.nth(0)).toHaveClass(/solution-card--green/)

  const projects = page.getByRole('region', {name: 'Venha conhecer nossos projetos'})
  await projects.getByRole('link', {name: 'Fazer um Orçamento'}).click()
  await expect(page).toHaveURL('/projetos#formulario')
  await expect(page.getByRole('heading', {name: 'Agende Sua Visita de Diagnóstico'})).toBeInViewport()
})
