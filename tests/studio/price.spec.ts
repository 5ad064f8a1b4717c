import {messages} from '~/messages'
import {evaBabyPrices, expect, inEveryCopy, openEvaBabyPrices, picture, publishFirstBy, test} from './fixtures'

// In order, on one stack (the content put back after each journey).
test.describe.configure({mode: 'default'})

const nbsp = '\u00a0'
/** The seed's price, which every journey starts from, as visitors see it. */
const SEED_PRICES = inEveryCopy('R$ 375,00')

test('an editor changes the EVA Baby price, typed the Brazilian way; every copy visitors may get shows it within 5 s of Publicar', async ({
  studio,
  stack,
}) => {
  const price = await openEvaBabyPrices(studio)
  await expect(price).toHaveValue('375,00')

  const publish = studio.getByRole('button', {name: 'Publicar'})

  // The English way is refused, with a hint in Portuguese; nothing is stored, not even "389"
  // read on the way, and the document cannot be published (an empty price: validation.spec.ts).
  await price.fill('')
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')).toBeTruthy()
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
  expect(await evaBabyPrices(stack)).toEqual(SEED_PRICES)

  // Published with the webhook reaching the site first, the change feed held until it is answered.
  await publishFirstBy(studio, stack, {
    first: 'webhook',
    documentId: 'product-eva-baby',
    everywhere: () => evaBabyPrices(stack),
    expected: inEveryCopy('R$ 389,90'),
    pictureName: 'preco-publicado',
  })
  expect(stack.sanity.store.find('product-eva-baby')?.cashPrice).toBe(389.9)
  expect(stack.sanity.store.find('drafts.product-eva-baby')).toBeUndefined()
})

test("Presentation shows an unpublished price inside the site's frame, changes it as the editor types, and publishes it", async ({
  studio,
  stack,
}) => {
  expect(await evaBabyPrices(stack)).toEqual(SEED_PRICES)
  const price = await openEvaBabyPrices(studio)
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
  expect(await evaBabyPrices(stack)).toEqual(SEED_PRICES)

  // Typing in the document beside the frame changes the site in it, still for the editor alone.
  await studio.getByRole('combobox', {name: 'Grupos de campos'}).selectOption({label: 'Preços'})
  await price.fill('')
  await price.pressSequentially('402,75')
  await price.press('Tab')
  await expect(site.locator('.price__cash').first()).toHaveText(`R$${nbsp}402,75`)
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBe(402.75)
  expect(await evaBabyPrices(stack)).toEqual(SEED_PRICES)

  // Published from there, it reaches visitors; this time each instance's change feed reaches the
  // site first, the webhook held until both have taken it.
  await publishFirstBy(studio, stack, {
    first: 'change feed',
    documentId: 'product-eva-baby',
    everywhere: () => evaBabyPrices(stack),
    expected: inEveryCopy('R$ 402,75'),
  })
})
