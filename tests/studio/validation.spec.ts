import {evaBabyPrices, expect, inEveryCopy, openEvaBabyPrices, picture, test} from './fixtures'

// The Studio's validation, as an editor meets it: a rule the site relies on keeps a document
// from being published, the Studio says why and where, and lets it through once fixed.

test('an empty required price keeps Publicar off; Validação says why and leads to the field; fixed, it can be published', async ({
  studio,
  stack,
}) => {
  const price = await openEvaBabyPrices(studio)
  await price.fill('')
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')).toBeTruthy()
  expect(stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBeUndefined()

  // Publicar is off, and hovering it says why.
  const publish = studio.getByRole('button', {name: 'Publicar'})
  await expect(publish).toBeDisabled()
  await publish.hover({force: true})
  await expect(
    studio.getByText('Existem erros de validação que precisam ser corrigidos antes que este documento possa ser publicado'),
  ).toBeVisible()

  // Validação names what is missing, and takes the editor to it.
  await studio.getByRole('button', {name: 'Validação'}).click()
  const problem = studio.getByText('Informe o preço à vista.')
  await expect(problem.first()).toBeVisible()
  await picture(studio, 'validacao')
  await problem.first().click()
  await expect(price).toBeFocused()

  // Typed, the price is stored and the problem goes: the document can be published.
  await price.pressSequentially('375')
  await price.press('Tab')
  await expect.poll(() => stack.sanity.store.find('drafts.product-eva-baby')?.cashPrice).toBe(375)
  await expect(problem).toHaveCount(0)
  await expect(publish).toBeEnabled()
  // Nothing of this reached visitors: the published price is the seed's, in every copy.
  expect(stack.sanity.store.find('product-eva-baby')?.cashPrice).toBe(375)
  expect(await evaBabyPrices(stack)).toEqual(inEveryCopy('R$ 375,00'))
})
