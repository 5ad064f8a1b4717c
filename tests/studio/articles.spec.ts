import type {Locator, Page} from '@playwright/test'
import sharp from 'sharp'
import {everyCopy, expect, openListItem, picture, publishFirstBy, test, type StudioStack} from './fixtures'

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

/** Uploads a picture into the empty image field `within`, as dropping a file on it does. */
async function upload(within: Locator, name: string) {
  await within
    .locator('input[type="file"]')
    .first()
    .setInputFiles({name, mimeType: 'image/jpeg', buffer: await photo(1200, 675)}, {timeout: 5000})
}

/** The article's draft, as the Studio saved it. */
const draftOf = (stack: StudioStack) =>
  stack.sanity.store.dataset.find((document) => document._id.startsWith('drafts.') && document._type === 'article') as
    {_id: string; cover?: {asset?: {_ref: string}}; body?: unknown[]} | undefined

/** Picks `option` in the reference field's search box `combobox` (an author, a category, a product). */
async function pickReference(studio: Page, combobox: Locator, typed: string, option: RegExp) {
  await combobox.click()
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
  const summary = 'Cebolinha rebrota sempre que você corta: veja o vaso, a luz e a rega certos para colher o ano inteiro.'
  await studio.getByRole('textbox', {name: 'Resumo'}).fill(summary)
  await expect(studio.getByText(`${summary.length}/160 caracteres`)).toBeVisible()

  // The cover: the first picture of the form.
  await upload(studio.locator('body'), 'cebolinha.jpg')
  await expect.poll(() => draftOf(stack)?.cover?.asset?._ref).toMatch(/^image-/)
  await studio.getByTestId('field-cover.alt').getByRole('textbox').fill('Vaso de cebolinha numa janela')

  // Who wrote it, in what, and when: a date of its own (the list shows it; the guide's picture too).
  await studio.getByRole('tab', {name: 'Autoria e datas'}).click()
  const date = studio.getByRole('textbox', {name: 'Data de publicação'})
  await date.fill('27/11/2026')
  await date.press('Tab')
  await expect.poll(() => (draftOf(stack) as {publishedAt?: string} | undefined)?.publishedAt).toBe('2026-11-27')
  await pickReference(studio, studio.getByRole('combobox', {name: 'Autor'}), 'Mariana', /Mariana Kowalski/)
  await pickReference(studio, studio.getByRole('combobox', {name: 'Categoria'}), 'Ervas', /Ervas e temperos/)
  await studio.getByRole('tab', {name: 'Conteúdo'}).click()

  // The text: a heading, a paragraph naming a product with its price, and a picture.
  const body = studio.getByTestId('field-body')
  const editor = body.getByTestId('pt-editor').locator('[contenteditable="true"]')
  /** Inserts an element from the toolbar (or from its menu of the rest, where it collapsed them). */
  const insert = async (kind: string) => {
    const button = body.getByRole('button', {name: `Inserir ${kind}`}).filter({visible: true})
    if (await button.count()) return button.first().click()
    await body.getByTestId('insert-menu-auto-collapse-menu').getByRole('button').filter({visible: true}).last().click()
    await studio.getByRole('menuitem', {name: new RegExp(kind.replace(/[()]/g, '.'))}).click()
  }
  await editor.click()
  await studio.keyboard.type('Cebolinha é o tempero mais fácil de ter em casa.')
  await studio.keyboard.press('Enter')
  await studio.keyboard.type('O vaso certo')
  await body.getByRole('button', {name: 'Parágrafo'}).filter({visible: true}).first().click()
  await studio.getByRole('menuitem', {name: 'Título', exact: true}).click()
  await expect.poll(() => JSON.stringify(draftOf(stack)?.body)).toContain('"style":"h2"')
  await editor.getByText('O vaso certo').click()
  await studio.keyboard.press('End')
  await studio.keyboard.press('Enter')
  await studio.keyboard.type('Um vaso de 15 cm basta; com pouca luz, use a ')
  await insert('Produto com preço (inline)')
  // Its dialog opens from the object's toolbar, once the Studio has saved the new object.
  await expect.poll(() => JSON.stringify(draftOf(stack)?.body)).toContain('"_type":"productReference"')
  await studio.getByRole('button', {name: 'Editar objeto'}).click()
  await pickReference(studio, studio.getByRole('dialog').getByRole('combobox', {name: 'Produto'}), 'Dalia', /Dalia/)
  await expect.poll(() => JSON.stringify(draftOf(stack)?.body)).toContain('"_ref":"product-dalia"')
  // The dialog may have closed itself once the choice was saved.
  if (await studio.getByRole('dialog').count()) await studio.keyboard.press('Escape')
  await expect(studio.getByRole('dialog')).toHaveCount(0)
  await editor.getByText('Um vaso de 15 cm').click()
  await studio.keyboard.press('End')
  await insert('Imagem (bloco)')
  await expect.poll(() => JSON.stringify(draftOf(stack)?.body)).toContain('"_type":"articleImage"')
  // The new block waits in the text: its menu opens it. The Studio closes the dialog as it saves
  // a change to the text (a person opens it again): each step is done in an open dialog, and
  // done when saved.
  const imageDialog = studio.getByRole('dialog').last()
  const savedImage = () =>
    (draftOf(stack)?.body ?? []).find((item) => (item as {_type?: string})._type === 'articleImage') as
      {asset?: {_ref: string}; alt?: string; caption?: string} | undefined
  const inImageDialog = (step: () => Promise<unknown>, saved: () => boolean) =>
    expect(async () => {
      if (!saved()) {
        await expect(studio.getByText(/^Salvando/)).toHaveCount(0)
        if (!(await studio.getByRole('dialog').count())) {
          await editor.getByRole('button', {name: 'Abrir menu'}).last().click()
          await studio.getByRole('menuitem', {name: 'Editar'}).click()
        }
        await step()
      }
      await expect.poll(saved, {timeout: 2000}).toBe(true)
    }).toPass()
  await inImageDialog(
    () => upload(imageDialog, 'vaso.jpg'),
    () => /^image-/.test(savedImage()?.asset?._ref ?? ''),
  )
  for (const [field, key, text] of [
    ['Texto alternativo', 'alt', 'Cebolinha recém-cortada no vaso'],
    ['Legenda', 'caption', 'Corte a dois dedos da terra: ela rebrota.'],
  ] as const) {
    await inImageDialog(
      () => imageDialog.getByRole('textbox', {name: field}).fill(text, {timeout: 2000}),
      () => savedImage()?.[key] === text,
    )
  }
  if (await studio.getByRole('dialog').count()) await studio.keyboard.press('Escape')
  await expect(studio.getByRole('dialog')).toHaveCount(0)
  // Whether the dialog closed itself or by Escape, nothing keeps the focus: the same picture each time.
  await studio.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await picture(studio, 'artigo-novo')

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
