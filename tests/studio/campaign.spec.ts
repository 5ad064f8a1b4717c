import type {Page} from '@playwright/test'
import {campaignMoveMessages, ONE_FORM_MESSAGE} from '~/domain/campaign-page'
import {messages} from '~/messages'
import {evaBabyPriceIn} from '../support/freshness'
import {
  everyAnswer,
  everyCopy,
  expect,
  inEveryCopy,
  openListItem,
  picture,
  publishDocument,
  publishFirstBy,
  test,
} from './fixtures'

// Campaign pages (docs/content.md#campaign-pages), as an editor builds one: from nothing, block
// by block, published for visitors in seconds; and the one rule a page's blocks keep, one form.

test.describe.configure({mode: 'default'})

/** Opens a new campaign page, as an editor does from its list. */
async function newCampaignPage(studio: Page) {
  await openListItem(studio, 'Páginas de campanha')
  await studio.getByRole('link', {name: 'Página de campanha', exact: true}).click()
  await expect(studio.getByRole('textbox', {name: 'Título'})).toBeVisible()
}

/** Adds a block of the kind `kind` at the end of the page; returns its dialog. */
async function addBlock(studio: Page, kind: string) {
  await studio.getByRole('button', {name: 'Adicionar item...'}).click()
  await studio.getByRole('menuitem', {name: kind, exact: true}).click()
  const dialog = studio.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  return dialog
}

/** Closes a block's dialog with its close button, as the editor does when done with it. */
async function closeBlock(studio: Page) {
  await studio
    .getByRole('dialog')
    .last()
    .getByRole('button', {name: /^(Fechar|Close)/})
    .first()
    .click()
  await expect(studio.getByRole('dialog')).toHaveCount(0)
}

/** Fills the page's title and description for search engines and sharing. */
async function fillSeo(studio: Page, title: string, description: string) {
  await studio.getByRole('button', {name: 'SEO e compartilhamento'}).click()
  await studio.getByRole('textbox', {name: 'Título da página'}).fill(title)
  await studio.getByRole('textbox', {name: 'Descrição'}).fill(description)
}

/** What a visitor sees of a campaign page: its h1, the EVA Baby's price, and where its form posts. */
const seen = (html: string) => ({
  h1: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
  price: evaBabyPriceIn(html),
  form: html.match(/<form[^>]*action="([^"]*formulario[^"]*)"/)?.[1]?.replaceAll('&amp;', '&'),
})

test('an editor builds a campaign page from nothing: a text, the EVA Baby, the reservation form; every copy visitors may get has it within 5 s of Publicar', async ({
  studio,
  stack,
}) => {
  await newCampaignPage(studio)
  await studio.getByRole('textbox', {name: 'Título'}).fill('Oferta de primavera')
  await studio.getByRole('button', {name: 'Gerar'}).click()
  await expect(studio.getByRole('textbox', {name: 'Endereço'})).toHaveValue('oferta-de-primavera')

  const text = await addBlock(studio, 'Texto')
  await text.getByRole('textbox', {name: 'Título'}).fill('Tempero fresco na primavera')
  await text.getByRole('textbox').last().click()
  await studio.keyboard.type('Plante agora e colha em poucas semanas.')
  await closeBlock(studio)

  const product = await addBlock(studio, 'Produto')
  await product.getByRole('combobox').first().click()
  await studio.keyboard.type('Eva Baby')
  await studio
    .getByRole('option', {name: /Eva Baby/})
    .first()
    .click()
  await closeBlock(studio)

  const form = await addBlock(studio, 'Formulário')
  await form.getByRole('radio', {name: 'Reserva da EVA Baby'}).check()
  await form.getByRole('textbox', {name: 'Título'}).fill('Reserve a sua')
  await closeBlock(studio)

  // The page's blocks, top to bottom, as the editor left them.
  await studio.getByText('Blocos', {exact: true}).scrollIntoViewIfNeeded()
  await picture(studio, 'pagina-de-campanha')
  await fillSeo(studio, 'Oferta de primavera | EVA Agricultura Urbana', 'A EVA Baby com tempero fresco o ano inteiro.')

  // Not published yet: the address is the 404 page's for every visitor.
  const before = (await everyCopy(stack, '/oferta-de-primavera')).map(seen)
  expect(before.every(({h1}) => h1 !== 'Oferta de primavera')).toBe(true)

  const draft = await expect
    .poll(
      () =>
        stack.sanity.store.dataset.find(
          (document) => document._type === 'campaignPage' && document.title === 'Oferta de primavera',
        )?._id,
    )
    .toMatch(/^drafts\./)
    .then(
      () =>
        stack.sanity.store.dataset.find(
          (document) => document._type === 'campaignPage' && document.title === 'Oferta de primavera',
        )!._id,
    )
  await publishFirstBy(studio, stack, {
    first: 'change feed',
    documentId: draft.replace(/^drafts\./, ''),
    everywhere: async () => (await everyCopy(stack, '/oferta-de-primavera')).map(seen),
    expected: inEveryCopy({
      h1: 'Oferta de primavera',
      price: 'R$ 375,00',
      form: '/oferta-de-primavera?formulario=reserva#formulario',
    }),
    pictureName: 'pagina-de-campanha-publicada',
  })
})

test('a second form block is refused with its message, and Publicar stays off', async ({studio, stack}) => {
  await newCampaignPage(studio)
  await studio.getByRole('textbox', {name: 'Título'}).fill('Dois formulários')
  await studio.getByRole('button', {name: 'Gerar'}).click()
  await fillSeo(studio, 'Dois formulários | EVA Agricultura Urbana', 'Uma página com dois formulários.')
  for (const [title, kind] of [
    ['Reserve a sua', 'Reserva da EVA Baby'],
    ['Agende uma visita', 'Agendamento de visita (o formulário de Projetos)'],
  ] as const) {
    const form = await addBlock(studio, 'Formulário')
    await form.getByRole('radio', {name: kind}).check()
    await form.getByRole('textbox', {name: 'Título'}).fill(title)
    await closeBlock(studio)
  }
  await expect(studio.getByRole('button', {name: 'Publicar'})).toBeDisabled()
  await studio.getByRole('button', {name: 'Validação'}).click()
  await expect(studio.getByText(ONE_FORM_MESSAGE).first()).toBeVisible()
  // The form's rule is the only one broken.
  await expect(studio.getByText('Obrigatório')).toHaveCount(0)
  await picture(studio, 'dois-formularios')
  expect(
    stack.sanity.store.dataset.some(
      (document) =>
        document._type === 'campaignPage' && document.title === 'Dois formulários' && !document._id.startsWith('drafts.'),
    ),
  ).toBe(false)
})

/** Opens the seed's campaign page, /horta-em-casa. */
async function openHortaEmCasa(studio: Page) {
  await openListItem(studio, 'Páginas de campanha')
  await openListItem(studio, /Horta em casa/)
  await expect(studio.getByRole('textbox', {name: 'Endereço'})).toHaveValue('horta-em-casa')
}

test('an editor gives a published page a new address: the old one is a 301 to it in every copy within 5 s, and stays listed', async ({
  studio,
  stack,
}) => {
  // Another page had the address the editor is about to give this one.
  stack.sanity.store.commit([
    {
      createOrReplace: {
        _id: 'campaignPage-horta-antiga',
        _type: 'campaignPage',
        title: 'Horta antiga',
        slug: {_type: 'slug', current: 'horta-antiga'},
        formerAddresses: ['horta-em-casa-2027', 'horta-2026'],
        blocks: [{_key: 'texto', _type: 'textBlock', title: 'Uma horta antiga', content: []}],
      },
    },
  ])
  await openHortaEmCasa(studio)
  await studio.getByRole('textbox', {name: 'Endereço'}).fill('horta-em-casa-2027')
  await publishFirstBy(studio, stack, {
    first: 'webhook',
    documentId: 'campaignPage-horta-em-casa',
    everywhere: () => everyAnswer(stack, '/horta-em-casa'),
    expected: inEveryCopy('301 /horta-em-casa-2027'),
  })
  // The Studio kept the address it left, where the editor sees it and may remove it.
  expect(stack.sanity.store.find('campaignPage-horta-em-casa')).toMatchObject({
    slug: {current: 'horta-em-casa-2027'},
    formerAddresses: ['horta-em-casa'],
  })
  // The other page gave the address up: its redirect went, the rest of its list stays.
  await expect.poll(() => stack.sanity.store.find('campaignPage-horta-antiga')?.formerAddresses).toEqual(['horta-2026'])
  const former = studio
    .getByRole('textbox', {name: /Endereços antigos/})
    .or(studio.locator('[data-testid="field-formerAddresses"] input'))
  await expect(former.first()).toHaveValue('horta-em-casa')
  await former.first().scrollIntoViewIfNeeded()
  // The publish's toast goes first: the picture is of the field.
  await expect(studio.getByText('O documento foi publicado')).toBeHidden({timeout: 15_000})
  await picture(studio, 'endereco-antigo')
  expect(new Set(await everyAnswer(stack, '/horta-em-casa-2027'))).toEqual(new Set(['200']))
})

/** A moment ahead, to the minute the Studio takes, in Curitiba's time as the Studio shows it. */
function curitibaMinuteAhead(atLeastMs: number) {
  const end = new Date(Math.ceil((Date.now() + atLeastMs) / 60_000) * 60_000)
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(end)
  return {end: end.getTime(), typed: parts}
}

test('a campaign with an end a moment ahead sends every visitor to the chosen page within a minute of it; no end without that page', async ({
  studio,
  stack,
}) => {
  await openHortaEmCasa(studio)
  const {end, typed} = curitibaMinuteAhead(30_000)
  const endsAt = studio.getByLabel('Termina em')
  await endsAt.fill(typed)
  await endsAt.press('Tab')
  // An end with nowhere to send visitors is refused.
  await expect(studio.getByRole('button', {name: 'Publicar'})).toBeDisabled()
  await studio.getByRole('button', {name: 'Validação'}).click()
  await expect(studio.getByText(campaignMoveMessages.endTargetMissing).first()).toBeVisible()
  // The part of the form the guide shows, at the top of the pane whatever the typing scrolled.
  await studio.getByText('Fim da campanha', {exact: true}).evaluate((heading) => heading.scrollIntoView({block: 'start'}))
  await picture(studio, 'fim-sem-destino')
  await studio.keyboard.press('Escape')

  await studio.getByRole('textbox', {name: 'Depois do fim, levar para'}).fill('/eva-baby')
  await publishDocument(studio)
  expect(stack.sanity.store.find('campaignPage-horta-em-casa')).toMatchObject({
    endsAt: new Date(end).toISOString(),
    endTarget: '/eva-baby',
  })
  // Until its end the page is on; from it, every copy sends visitors on, though nothing was published.
  expect(new Set(await everyAnswer(stack, '/horta-em-casa'))).toEqual(new Set(['200']))
  await expect
    .poll(() => everyAnswer(stack, '/horta-em-casa'), {timeout: end - Date.now() + 60_000, intervals: [500]})
    .toEqual(inEveryCopy('302 /eva-baby'))
  expect(Date.now()).toBeGreaterThanOrEqual(end)
})

/** Two blocks of the seed's page, by their title, in the order a copy of the page shows them. */
const TEXT_BLOCK = 'Tempero fresco, colhido na hora'
const BENEFITS_BLOCK = 'Por que ter uma EVA Baby'
const blockOrder = (html: string) =>
  [TEXT_BLOCK, BENEFITS_BLOCK]
    .map((title) => [title, html.indexOf(title)] as const)
    .sort(([, a], [, b]) => a - b)
    .map(([title]) => title)

test('an editor drags a block above another in the preview and publishes: every copy shows the new order within 5 s', async ({
  studio,
  stack,
}) => {
  expect((await everyCopy(stack, '/horta-em-casa')).map(blockOrder)).toEqual(inEveryCopy([TEXT_BLOCK, BENEFITS_BLOCK]))
  // Tall enough for both blocks to be in the preview at once.
  await studio.setViewportSize({width: 1280, height: 1600})
  // Where the page is used (its address), then the site at that address in the Studio's frame,
  // with the page's document beside it.
  await openHortaEmCasa(studio)
  await studio.getByRole('button', {name: 'Usado em uma página'}).click()
  await studio.getByTestId('form-view').getByRole('link', {name: 'Horta em casa /horta-em-casa'}).click()
  const frame = studio.frameLocator('iframe')
  await expect(frame.getByText(messages.preview.notice)).toBeVisible()
  await expect(studio.getByText(/^Carregando/)).toBeHidden()
  await expect(studio.getByRole('textbox', {name: 'Endereço'})).toHaveValue('horta-em-casa')
  const block = (key: string) => frame.locator(`[data-sanity*=";path=blocks:${key};"]`)
  // Every block carries the overlays' handle.
  await expect(frame.locator('[data-sanity*=";path=blocks:"]')).toHaveCount(9)
  await expect(block('hc07')).toBeVisible()
  await expect(frame.locator('sanity-visual-editing')).toHaveCount(1)
  await block('hc02').scrollIntoViewIfNeeded()
  const from = (await block('hc07').boundingBox())!
  const to = (await block('hc02').boundingBox())!
  // Held by its edge, outside its texts (each has an overlay of its own), and dropped where the
  // banner meets the text block: the overlays insert only between blocks, never on one.
  const grip = {x: from.x + 6, y: from.y + from.height / 2}
  await studio.mouse.move(grip.x, grip.y)
  await studio.mouse.move(grip.x + 1, grip.y + 1)
  await studio.mouse.down()
  await studio.mouse.move(to.x + 6, to.y + 4, {steps: 12})
  await studio.mouse.up()
  const keys = (id: string) => (stack.sanity.store.find(id)?.blocks as Array<{_key: string}> | undefined)?.map(({_key}) => _key)
  await expect.poll(() => keys('drafts.campaignPage-horta-em-casa')?.slice(0, 3)).toEqual(['hc01', 'hc07', 'hc02'])
  // The document beside the preview lists the blocks in the new order too: then she publishes.
  const listed = studio.getByTestId('form-view').getByRole('button', {name: new RegExp(`^(${TEXT_BLOCK}|${BENEFITS_BLOCK})`)})
  await expect(listed).toHaveText([new RegExp(`^${BENEFITS_BLOCK}`), new RegExp(`^${TEXT_BLOCK}`)])
  // The preview shows it too (its texts carry stega, the overlays' invisible links).
  await expect(frame.locator('h2').first()).toHaveText(new RegExp(`^${BENEFITS_BLOCK}`))
  await picture(studio, 'blocos-reordenados')
  await publishFirstBy(studio, stack, {
    first: 'change feed',
    documentId: 'campaignPage-horta-em-casa',
    everywhere: async () => (await everyCopy(stack, '/horta-em-casa')).map(blockOrder),
    expected: inEveryCopy([BENEFITS_BLOCK, TEXT_BLOCK]),
  })
  expect(keys('campaignPage-horta-em-casa')?.slice(0, 3)).toEqual(['hc01', 'hc07', 'hc02'])
})

test('the blocks reorder from the keyboard in the page’s form: Space lifts, the arrows move, Space drops', async ({
  studio,
  stack,
}) => {
  await openHortaEmCasa(studio)
  await studio.getByText('Blocos', {exact: true}).scrollIntoViewIfNeeded()
  // The benefits' handle (the third block), which goes up one place, above the text.
  const handle = studio.locator('[data-ui="DragHandleButton"]')
  const row = studio
    .getByTestId('form-view')
    .locator('div')
    .filter({has: studio.getByRole('button', {name: new RegExp(`^${BENEFITS_BLOCK}`)})})
    .filter({has: handle})
    .last()
  const benefits = row.locator(handle)
  await benefits.focus()
  await expect(benefits).toBeFocused()
  await studio.keyboard.press('Space')
  // Lifted (the list says so to a screen reader too), then moved and dropped.
  await expect(benefits).toHaveAttribute('aria-pressed', 'true')
  await studio.keyboard.press('ArrowUp')
  await studio.keyboard.press('Space')
  const listed = studio.getByTestId('form-view').getByRole('button', {name: new RegExp(`^(${TEXT_BLOCK}|${BENEFITS_BLOCK})`)})
  await expect(listed).toHaveText([new RegExp(`^${BENEFITS_BLOCK}`), new RegExp(`^${TEXT_BLOCK}`)])
  const draft = () =>
    (stack.sanity.store.find('drafts.campaignPage-horta-em-casa')?.blocks as Array<{_key: string}> | undefined)?.map(
      ({_key}) => _key,
    )
  await expect.poll(() => draft()?.slice(0, 3)).toEqual(['hc01', 'hc07', 'hc02'])
})
