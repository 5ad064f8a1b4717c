import type {Page} from '@playwright/test'
import {ONE_FORM_MESSAGE} from '~/domain/campaign-page'
import {evaBabyPriceIn} from '../support/freshness'
import {everyCopy, expect, inEveryCopy, openListItem, picture, publishFirstBy, test} from './fixtures'

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
