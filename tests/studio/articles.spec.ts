import type {Page} from '@playwright/test'
import sharp from 'sharp'
import {everyCopy, expect, openListItem, picture, publishFirstBy, test} from './fixtures'

// Articles, "Dicas de cultivo" (docs/content.md#articles), as an editor writes one: a title, a
// summary, a cover, a heading, a picture and a product with its price in the text, an author and
// a category; published, it is on /dicas, in the feed and in the sitemap everywhere within 5 s.

test.describe.configure({mode: 'default'})

/** A picture to upload: a green field with a pale sun, as a JPEG. */
const photo = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#4f9d5b"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.15}" fill="#f8d77a"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer()

/** Uploads a picture into the image field or dialog `within`, through its menu, as an editor does. */
async function upload(studio: Page, within: ReturnType<Page['locator']>, name: string) {
  const chooser = studio.waitForEvent('filechooser')
  const menu = within.getByRole('button', {name: 'Abrir menu de opções de imagem'})
  if (await menu.count()) {
    await menu.first().click()
    await studio.getByRole('menuitem', {name: /Fazer upload/}).click()
  } else {
    await within
      .getByRole('button', {name: /Fazer upload/})
      .first()
      .click()
  }
  await (await chooser).setFiles({name, mimeType: 'image/jpeg', buffer: await photo(1200, 675)})
}

/** Picks `option` in the reference field `field` (an author, a category, a product). */
async function pickReference(studio: Page, field: ReturnType<Page['locator']>, typed: string, option: RegExp) {
  await field.getByRole('combobox').first().click()
  await studio.keyboard.type(typed)
  await studio.getByRole('option', {name: option}).first().click()
}

test('an editor writes an article with a heading, a picture and a product; /dicas, the feed and the sitemap have it everywhere within 5 s', async ({
  studio,
  stack,
}) => {
  await openListItem(studio, 'Dicas de cultivo')
  await openListItem(studio, 'Artigos')
  await studio.getByRole('link', {name: 'Artigo', exact: true}).click()
  const title = studio.getByRole('textbox', {name: 'Título'})
  await expect(title).toBeVisible()
  await title.fill('Como plantar cebolinha no vaso')
  await studio.getByRole('button', {name: 'Gerar'}).click()
  await expect(studio.getByRole('textbox', {name: 'Endereço'})).toHaveValue('como-plantar-cebolinha-no-vaso')

  // The summary's counter says how much room is left.
  await studio
    .getByRole('textbox', {name: 'Resumo'})
    .fill('Cebolinha rebrota sempre que você corta: veja o vaso, a luz e a rega certos para colher o ano inteiro.')
  await expect(studio.getByText('104/160 caracteres')).toBeVisible()

  const cover = studio.locator('[data-testid="field-cover"]')
  await upload(studio, cover, 'cebolinha.jpg')
  await cover.getByRole('textbox', {name: 'Texto alternativo'}).fill('Vaso de cebolinha numa janela')

  // The text: a heading, a paragraph naming a product with its price, and a picture.
  const body = studio.locator('[data-testid="field-body"]')
  await body.getByRole('textbox').first().click()
  await studio.keyboard.type('Cebolinha é o tempero mais fácil de ter em casa.')
  await studio.keyboard.press('Enter')
  await body
    .getByRole('button', {name: /^(Parágrafo|Estilo)/})
    .first()
    .click()
  await studio.getByRole('menuitem', {name: 'Título'}).click()
  await studio.keyboard.type('O vaso certo')
  await studio.keyboard.press('Enter')
  await studio.keyboard.type('Um vaso de 15 cm basta; com pouca luz, use a ')
  await body
    .getByRole('button', {name: /Produto com preço/})
    .first()
    .click()
  await pickReference(studio, studio.getByRole('dialog').last(), 'Dalia', /Dalia/)
  await studio.keyboard.press('Escape')
  await body
    .getByRole('button', {name: /^Imagem$/})
    .first()
    .click()
  const image = studio.getByRole('dialog').last()
  await upload(studio, image, 'vaso.jpg')
  await image.getByRole('textbox', {name: 'Texto alternativo'}).fill('Cebolinha recém-cortada no vaso')
  await image.getByRole('textbox', {name: 'Legenda'}).fill('Corte a dois dedos da terra: ela rebrota.')
  await studio.keyboard.press('Escape')
  await picture(studio, 'artigo-novo')

  await studio.getByRole('tab', {name: 'Autoria e datas'}).click()
  await pickReference(studio, studio.locator('[data-testid="field-author"]'), 'Mariana', /Mariana Kowalski/)
  await pickReference(studio, studio.locator('[data-testid="field-category"]'), 'Ervas', /Ervas e temperos/)

  const draft = await expect
    .poll(() => stack.sanity.store.dataset.find((document) => document.title === 'Como plantar cebolinha no vaso')?._id)
    .toMatch(/^drafts\./)
    .then(() => stack.sanity.store.dataset.find((document) => document.title === 'Como plantar cebolinha no vaso')!._id)
  const everywhere = async () => {
    const [lists, feeds, sitemaps] = await Promise.all(
      ['/dicas', '/dicas/feed.xml', '/sitemap.xml'].map((path) => everyCopy(stack, path)),
    )
    return {
      list: lists!.every((html) => html.includes('href="/dicas/como-plantar-cebolinha-no-vaso"')),
      feed: feeds!.every((xml) => xml.includes('/dicas/como-plantar-cebolinha-no-vaso</link>')),
      sitemap: sitemaps!.every((xml) => xml.includes('/dicas/como-plantar-cebolinha-no-vaso</loc>')),
    }
  }
  await publishFirstBy(studio, stack, {
    first: 'change feed',
    documentId: draft.replace(/^drafts\./, ''),
    everywhere: async () => [await everywhere()],
    expected: [{list: true, feed: true, sitemap: true}],
    pictureName: 'artigo-publicado',
  })
  // The article itself: its heading, and the product with its price as the product has it.
  const pages = await everyCopy(stack, '/dicas/como-plantar-cebolinha-no-vaso')
  for (const html of pages) {
    expect(html).toContain('<h1>Como plantar cebolinha no vaso</h1>')
    expect(html).toMatch(/<h2 id="o-vaso-certo">O vaso certo<\/h2>/)
    expect(html).toMatch(/<a href="\/insumos">Dalia<\/a><span class="product-mention__price"> \(6x de R\$\u00a0179,00\)<\/span>/)
    expect(html).toContain('<figcaption>Corte a dois dedos da terra: ela rebrota.</figcaption>')
  }
})
