import {expect, openListItem, picture, test} from './fixtures'

test('the Studio boots in Portuguese and shows the desk', async ({studio}) => {
  await expect(studio.getByText('Conteúdo do site')).toBeVisible()
  await openListItem(studio, 'Produtos')
  await expect(studio.getByText('R$ 375,00 ou 12x de R$ 36,26')).toBeVisible()
  await openListItem(studio, /Eva Baby/)
  await expect(studio.getByRole('tab', {name: 'Preços'})).toBeVisible()
  await picture(studio, 'inicio')
})
