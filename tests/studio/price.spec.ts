import {messages} from '~/messages'
import {
  changesTaken,
  everyInstanceHeard,
  expect,
  openListItem,
  picture,
  publishDocument,
  test,
  type StudioStack,
} from './fixtures'

// In order, on one stack (the content put back after each journey).
test.describe.configure({mode: 'default'})

const nbsp = '\u00a0'
/** The seed's price, which every journey starts from. */
const SEED_PRICE = 'R$ 375,00'
/** The price a visitor sees on /eva-baby, through Varnish. */
async function visitorPrice(base: string) {
  const html = await (await fetch(`${base}/eva-baby`)).text()
  return html.match(/price__cash">([^<]+)</)?.[1]?.replaceAll(nbsp, ' ')
}
/** The price visitors see, through Varnish and from each instance directly (no cached copy between). */
const visitorPrices = (stack: StudioStack) => Promise.all([stack.url, ...stack.instances.map(({url}) => url)].map(visitorPrice))

test('an editor changes the EVA Baby price (the field required, typed the Brazilian way); visitors see it once published', async ({
  studio,
  stack,
}) => {
  await openListItem(studio, 'Produtos')
  await openListItem(studio, /Eva Baby/)
  await studio.getByRole('tab', {name: 'Preços'}).click()
  const price = studio.getByRole('textbox', {name: 'Preço à vista'})
  await expect(price).toHaveValue('375,00')

  // Emptied, the required price keeps the document from being published, and the Studio says why.
  await price.fill('')
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')).toBeTruthy()
  expect(stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBeUndefined()
  const publish = studio.getByRole('button', {name: 'Publicar'})
  await expect(publish).toBeDisabled()
  await publish.hover({force: true})
  await expect(
    studio.getByText('Existem erros de validação que precisam ser corrigidos antes que este documento possa ser publicado'),
  ).toBeVisible()
  await studio.getByRole('button', {name: 'Validação'}).click()
  await expect(studio.getByText('Informe o preço à vista.').first()).toBeVisible()
  await picture(studio, 'validacao')
  await studio.getByRole('button', {name: 'Fechar validação'}).click()

  // The English way is refused, with a hint in Portuguese; nothing is stored, not even "389"
  // read on the way, and the document still cannot be published.
  await price.pressSequentially('389.90')
  await expect(studio.getByText('Use vírgula para os centavos: 389,90')).toBeVisible()
  await price.press('Tab')
  // The Studio's own copy holds no price (the required rule keeps Publicar off), and so does the stored draft.
  await expect(publish).toBeDisabled()
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBeUndefined()
  await picture(studio, 'preco-com-ponto')
  await price.fill('')
  await price.pressSequentially('389,9')
  await price.press('Tab')
  await expect(price).toHaveValue('389,90')
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBe(389.9)
  // A draft is the editor's alone.
  expect(await visitorPrices(stack)).toEqual([SEED_PRICE, SEED_PRICE, SEED_PRICE])

  const deliveredBefore = stack.sanity.webhookDeliveries.length
  const takenBefore = changesTaken(stack)
  await publishDocument(studio)
  await expect.poll(() => stack.sanity.store.find('product-eva-baby')?.cashPrice).toBe(389.9)
  expect(stack.sanity.store.find('drafts.product-eva-baby')).toBeUndefined()
  await expect.poll(() => visitorPrices(stack), {timeout: 5_000}).toEqual(['R$ 389,90', 'R$ 389,90', 'R$ 389,90'])
  // The publish webhook reached the site through Varnish and was taken.
  await expect
    .poll(() => stack.sanity.webhookDeliveries.slice(deliveredBefore).filter(({documentId}) => documentId === 'product-eva-baby'))
    .toEqual([{documentId: 'product-eva-baby', status: 200}])
  // And both instances took it from their change feed: the new price does not hang on the webhook alone.
  await everyInstanceHeard(stack, takenBefore)
  await picture(studio, 'preco-publicado')
})

test("Presentation shows an unpublished price inside the site's frame, changes it as the editor types, and publishes it", async ({
  studio,
  stack,
}) => {
  expect(await visitorPrices(stack)).toEqual([SEED_PRICE, SEED_PRICE, SEED_PRICE])
  await openListItem(studio, 'Produtos')
  await openListItem(studio, /Eva Baby/)
  await studio.getByRole('tab', {name: 'Preços'}).click()
  const price = studio.getByRole('textbox', {name: 'Preço à vista'})
  await price.fill('')
  await price.pressSequentially('401,5')
  await price.press('Tab')
  await expect(studio.getByText(/^Editado (agora mesmo|há)/)).toBeVisible()

  // The pages that show this product, then the site itself in the Studio's frame, with the draft.
  await studio.getByRole('button', {name: 'Usado em 2 páginas'}).click()
  await studio.getByRole('link', {name: /^EVA Baby .*\/eva-baby$/}).click()
  const site = studio.frameLocator('iframe')
  await expect(site.getByText(messages.preview.notice)).toBeVisible()
  await expect(site.locator('.price__cash').first()).toHaveText(`R$${nbsp}401,50`)
  // Connected: Presentation lifts its veil once the site's page answers it.
  await expect(studio.getByText(/^Carregando/)).toBeHidden()
  await site
    .locator('.price__cash')
    .first()
    .evaluate((price) => price.scrollIntoView({block: 'center'}))
  await picture(studio, 'pre-visualizacao')
  expect(await visitorPrices(stack)).toEqual([SEED_PRICE, SEED_PRICE, SEED_PRICE])

  // Typing in the document beside the frame changes the site in it, still for the editor alone.
  await studio.getByRole('combobox', {name: 'Grupos de campos'}).selectOption({label: 'Preços'})
  await price.fill('')
  await price.pressSequentially('402,75')
  await price.press('Tab')
  await expect(site.locator('.price__cash').first()).toHaveText(`R$${nbsp}402,75`)
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBe(402.75)
  expect(await visitorPrices(stack)).toEqual([SEED_PRICE, SEED_PRICE, SEED_PRICE])

  // Published from there, it reaches visitors.
  await publishDocument(studio)
  await expect.poll(() => visitorPrices(stack), {timeout: 5_000}).toEqual(['R$ 402,75', 'R$ 402,75', 'R$ 402,75'])
})
