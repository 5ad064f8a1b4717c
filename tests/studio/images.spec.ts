import type {Browser} from '@playwright/test'
import sharp from 'sharp'
import {freshWithin} from '../support/freshness'
import {LOOPBACK_HOST} from '../support/loopback-only.mjs'
import {everyCopy, expect, openListItem, picture, publishDocument, test} from './fixtures'

const ALT = 'Disco vermelho sobre fundo verde'

/**
 * A square picture, green with a red disc near its foot. The home page's slide is wider than
 * it is tall (16:7), so only a band of the picture shows: around the middle unless the focus
 * point says otherwise, and the disc lies outside that middle band.
 */
const pictureWithRedDisc = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="#2e7d32"/><circle cx="600" cy="1020" r="130" fill="#e00000"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer()

/** How much of the home page's first slide, as a visitor's browser shows it, is the red disc. */
async function redShareOfFirstSlide(browser: Browser, base: string, contentLake: string) {
  // Reduced motion: the slideshow stays on its first slide (no autoplay, no fade).
  const visitor = await browser.newContext({reducedMotion: 'reduce'})
  try {
    // The site asks Sanity's image CDN for the cut around the focus point; the stand-in cuts it.
    await visitor.route(
      (url) => url.hostname === 'cdn.sanity.io',
      async (route) => {
        const {pathname, search} = new URL(route.request().url())
        await route.fulfill({response: await route.fetch({url: `${contentLake}${pathname}${search}`})})
      },
    )
    const offLoopback: string[] = []
    await visitor.route(
      (url) => url.hostname !== 'cdn.sanity.io' && !LOOPBACK_HOST.test(url.hostname),
      (route) => (offLoopback.push(route.request().url()), route.abort('blockedbyclient')),
    )
    const page = await visitor.newPage()
    await page.goto(base)
    await page.getByRole('button', {name: 'Somente necessários'}).click()
    const slide = page.locator('.hero__image').first()
    await expect(slide).toHaveJSProperty('complete', true)
    await picture(page, 'imagem-no-site')
    const {data, info} = await sharp(await slide.screenshot())
      .raw()
      .toBuffer({resolveWithObject: true})
    // Red, even under the slide's shading and text: well above both green and blue.
    let red = 0
    for (let at = 0; at < data.length; at += info.channels)
      if (data[at]! > data[at + 1]! + 40 && data[at]! > data[at + 2]! + 40) red++
    expect(offLoopback).toEqual([])
    return red / (info.width * info.height)
  } finally {
    await visitor.close()
  }
}

test("an editor replaces a slide's picture and sets its focus point; alt text is required", async ({studio, stack, browser}) => {
  type Image = {asset?: {_ref: string}; hotspot?: {y: number}; alt?: string}
  /** The first slide's picture in the editor's draft, as the Studio saved it. */
  const firstImage = () =>
    (stack.sanity.store.find('drafts.homePage')?.bannerSlides as Array<{image: Image}> | undefined)?.[0]?.image

  await openListItem(studio, /^Páginas$/)
  await openListItem(studio, 'Home')
  await studio.getByRole('button', {name: /^EVA Baby .*Reserve Agora$/}).click()
  const slide = studio.getByRole('dialog', {name: 'Editar Slide'})

  await slide.getByRole('button', {name: 'Abrir menu de opções de imagem'}).click()
  const chooser = studio.waitForEvent('filechooser')
  await studio.getByRole('menuitem', {name: /Fazer upload/}).click()
  await (await chooser).setFiles({name: 'disco-vermelho.jpg', mimeType: 'image/jpeg', buffer: await pictureWithRedDisc()})
  await expect.poll(() => firstImage()?.asset?._ref).toMatch(/^image-[0-9a-f]{40}-1200x1200-jpg$/)

  // The focus point, with the keyboard: a smaller circle, moved down onto the disc.
  await slide.getByRole('button', {name: 'Abrir diálogo de edição de imagem'}).click()
  const focus = studio.getByRole('dialog', {name: 'Editar foco e recortar'})
  await focus.locator('[data-handle="hotspot"]').focus()
  for (let press = 0; press < 8; press++) await studio.keyboard.press('Control+Shift+ArrowUp')
  for (let press = 0; press < 14; press++) await studio.keyboard.press('Shift+ArrowDown')
  for (let press = 0; press < 3; press++) await studio.keyboard.press('Shift+ArrowLeft')
  await expect.poll(() => firstImage()?.hotspot?.y).toBeGreaterThan(0.75)
  await picture(studio, 'foco-da-imagem')
  await focus.getByRole('button', {name: 'Close dialog'}).click()

  // Without alt text the page cannot be published, and the Studio says what is missing.
  const alt = slide.getByRole('textbox', {name: 'Texto alternativo'})
  await alt.fill('')
  await expect.poll(() => firstImage()?.alt).toBeUndefined()
  await slide.getByRole('button', {name: 'Close dialog'}).click()
  await expect(studio.getByRole('button', {name: 'Publicar'})).toBeDisabled()
  await studio.getByRole('button', {name: 'Validação'}).click()
  await expect(studio.getByText('Informe o texto alternativo: descreva a imagem.').first()).toBeVisible()
  await picture(studio, 'imagem-sem-texto-alternativo')

  // With it, the page is published, and a visitor sees the picture cut around the focus point.
  await studio.getByRole('button', {name: /^EVA Baby .*Reserve Agora$/}).click()
  await alt.fill(ALT)
  await expect.poll(() => firstImage()?.alt).toBe(ALT)
  await slide.getByRole('button', {name: 'Close dialog'}).click()
  const pressed = await publishDocument(studio)
  // In every copy of the home page a visitor may get, within 5 s of Publicar.
  await expect
    .poll(async () => (await everyCopy(stack, '/')).every((html) => html.includes(`alt="${ALT}"`)), freshWithin(pressed))
    .toBe(true)
  expect(await redShareOfFirstSlide(browser, stack.url, stack.sanity.url)).toBeGreaterThan(0.02)
})
