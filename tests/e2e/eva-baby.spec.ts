import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {expect, test} from './fixtures'

const gallery = (page: Page) => page.getByRole('region', {name: messages.evaBaby.galleryLabel})
const track = (page: Page) => gallery(page).locator('.gallery__track')
const thumbnails = (page: Page) => gallery(page).locator('.gallery__thumbnail')

/** How far, in pixels, the image at `position` is from the strip's left edge. */
const slideOffset = (page: Page, position: number) =>
  track(page).evaluate((element, at) => {
    const slide = element.children[at]!.getBoundingClientRect()
    return Math.abs(slide.left - element.getBoundingClientRect().left)
  }, position - 1)

async function expectShowing(page: Page, position: number) {
  await expect(thumbnails(page).nth(position - 1)).toHaveAttribute('aria-current', 'true')
  await expect(thumbnails(page).and(page.locator('[aria-current]'))).toHaveCount(1)
  // At rest on the image (its left edge the strip's, within a pixel), not only mostly there: an
  // arrow key pressed while the strip still slides is taken by Chromium as that same slide, and
  // the strip stops on the image it was already heading to.
  await expect.poll(() => slideOffset(page, position)).toBeLessThanOrEqual(1)
  await expect(
    track(page)
      .locator('img')
      .nth(position - 1),
  ).toBeInViewport({ratio: 0.9})
}

test.describe('EVA Baby gallery', () => {
  test.use({viewport: {width: 1280, height: 900}})

  test('four images with thumbnails; choosing one slides to it and highlights it', async ({page}) => {
    await page.goto('/eva-baby')
    expect(
      await track(page)
        .locator('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Produto EVA Baby 1', 'Produto EVA Baby 2', 'Produto EVA Baby 3', 'Produto EVA Baby 4'])
    await expect(thumbnails(page)).toHaveCount(4)
    await expectShowing(page, 1)
    await gallery(page)
      .getByRole('link', {name: messages.evaBaby.showImage('Produto EVA Baby 3')})
      .click()
    await expectShowing(page, 3)
    await gallery(page)
      .getByRole('link', {name: messages.evaBaby.showImage('Produto EVA Baby 2')})
      .click()
    await expectShowing(page, 2)
    expect(new URL(page.url()).hash).toBe('')
  })

  test('re-aligns on the chosen image 50 ms after a resize', async ({page}) => {
    await page.goto('/eva-baby')
    await gallery(page)
      .getByRole('link', {name: messages.evaBaby.showImage('Produto EVA Baby 3')})
      .click()
    await expectShowing(page, 3)
    await page.setViewportSize({width: 700, height: 900})
    // The third image's left edge is the strip's left edge again (within a pixel).
    await expect.poll(() => slideOffset(page, 3)).toBeLessThanOrEqual(1)
    await expectShowing(page, 3)
  })

  test('under reduced motion a thumbnail shows its image at once, without a slide', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/eva-baby')
    await gallery(page)
      .getByRole('link', {name: messages.evaBaby.showImage('Produto EVA Baby 3')})
      .click()
    // Read at once, not polled: an instant scroll is done when the click's handler returns.
    expect(await track(page).evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2)
    await expectShowing(page, 3)
  })

  test('scrolling the strip (a swipe, a wheel, the arrow keys) highlights the image it settles on', async ({page}) => {
    await page.goto('/eva-baby')
    // The arrow keys scroll the strip a person has focused, as the wheel and a swipe scroll the
    // one under them; Chromium snaps each on to the next image. (A synthetic wheel sent just after
    // the page loaded left the strip where it was now and then, on a busy machine.)
    await track(page).focus()
    await page.keyboard.press('ArrowRight')
    await expectShowing(page, 2)
    await page.keyboard.press('ArrowRight')
    await expectShowing(page, 3)
    await page.keyboard.press('ArrowLeft')
    await expectShowing(page, 2)
  })
})

test('product info: guarantees, price, reserve link, benefits, advantages, specifications', async ({page}) => {
  await page.goto('/eva-baby')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('EVA Baby')
  const info = page.locator('.product__info')
  await expect(info.getByRole('listitem')).toHaveText([
    'Não precisa de luz solar',
    'Até 21 dias sem regar',
    'Cultive ervas, temperos e plantas ornamentais',
    'Suporte de uma equipe de agrônomos',
  ])
  // Intl.NumberFormat('pt-BR') puts a no-break space after R$.
  await expect(info.locator('.price')).toHaveText(`R$\u00a0375,00 ${messages.evaBaby.priceOr} 12x de R$\u00a036,26`)

  await info.getByRole('link', {name: 'Reservar Agora!'}).click()
  await expect(page).toHaveURL('/eva-baby#reservar_baby')
  await expect(page.getByRole('heading', {name: 'Reserve a sua EVA Baby'})).toBeInViewport()

  await expect(page.getByRole('region', {name: messages.evaBaby.benefitsLabel}).getByRole('heading')).toHaveText([
    'Frete para todo o Brasil',
    'Pague como quiser',
    'Suporte 24h pelo WhatsApp',
    'Produto nacional',
  ])
  await expect(page.getByRole('region', {name: 'Vantagens'}).getByRole('heading', {level: 3})).toHaveText([
    'Tempo',
    'Espaço',
    'Conhecimento',
  ])
  const specs = page.locator('.specs__row')
  await expect(specs).toHaveText([
    'Peso total10-13 kg',
    'VoltagemBivolt: 127V e 220V',
    'Reservatório1,5 litro',
    'Ciclo de luz10h ligada / 14h desligada',
    'Capacidade6 plantas',
    'MaterialPolietileno reciclável com proteção UV',
    'ManualVídeo de apoio à montagem e suporte pelo WhatsApp',
  ])
})

test('the play button works from the keyboard, and the focus stays on the video', async ({page}) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>'}),
  )
  await page.goto('/eva-baby')
  const video = page.getByRole('region', {name: 'Veja a EVA Baby em ação'})
  await video.getByRole('link', {name: messages.evaBaby.playVideo('Veja a EVA Baby em ação')}).focus()
  await page.keyboard.press('Enter')
  await expect(video.locator('iframe')).toBeFocused()
  await expect(video.getByRole('link')).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/eva-baby')
})

test('a press with Ctrl opens the video on YouTube in a new tab, as a link does, and leaves the poster', async ({
  page,
  context,
}) => {
  await page.goto('/eva-baby')
  const video = page.getByRole('region', {name: 'Veja a EVA Baby em ação'})
  // After every listener of the page: whether the link still does what a link does.
  await page.evaluate(() =>
    window.addEventListener('click', (event) =>
      document.body.setAttribute('data-link-followed', String(!event.defaultPrevented)),
    ),
  )
  const play = video.getByRole('link', {name: messages.evaBaby.playVideo('Veja a EVA Baby em ação')})
  // What the link opens: the video's page on YouTube.
  await expect(play).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  const opened = context.waitForEvent('page')
  await play.click({modifiers: ['ControlOrMeta']})
  await opened
  await expect(page.locator('body')).toHaveAttribute('data-link-followed', 'true')
  await expect(video.getByRole('link', {name: messages.evaBaby.playVideo('Veja a EVA Baby em ação')})).toBeVisible()
  await expect(video.locator('iframe')).toHaveCount(0)
})

test('the video sends nothing to the video host until the visitor presses play', async ({page}) => {
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(request.url())) videoRequests.push(request.url())
  })
  // No internet here: answer the player request locally once it is made.
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>'}),
  )
  await page.goto('/eva-baby')
  const video = page.getByRole('region', {name: 'Veja a EVA Baby em ação'})
  await video.scrollIntoViewIfNeeded()
  // In view, the poster (our own image) has loaded, and nothing else came with it.
  await expect
    .poll(() => video.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  expect(videoRequests).toEqual([])

  await video.getByRole('link', {name: messages.evaBaby.playVideo('Veja a EVA Baby em ação')}).click()
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/EvaBaby2024?autoplay=1&rel=0',
  )
  await expect(video.locator('iframe')).toHaveAttribute('title', 'Veja a EVA Baby em ação')
  // The keyboard stays on the video: the player takes the focus from the poster it replaced.
  await expect(video.locator('iframe')).toBeFocused()
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
})

test('without JavaScript the thumbnails and the video are plain links', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto('/eva-baby')
  await expect(page.getByRole('link', {name: messages.evaBaby.showImage('Produto EVA Baby 4')})).toHaveAttribute(
    'href',
    '#foto-eva-baby-4',
  )
  await expect(page.getByRole('link', {name: messages.evaBaby.playVideo('Veja a EVA Baby em ação')})).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=EvaBaby2024',
  )
  await context.close()
})
