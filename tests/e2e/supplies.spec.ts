import {messages} from '~/messages'
import {expect, test} from './fixtures'

const t = messages.supplies

const brl = (amount: string) => `R$\u00a0${amount}`

test('product list: Rai, Eva Baby and Dalia with their details, plans and links', async ({page}) => {
  await page.goto('/insumos')
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Insumos inteligentes')
  await expect(page.getByText('Aumente a sua produção com tecnologia e sustentabilidade')).toBeVisible()

  const cards = page.locator('.product-card')
  await expect(cards.getByRole('heading', {level: 3})).toHaveText(['Rai', 'Eva Baby', 'Dalia'])

  const rai = cards.nth(0)
  await expect(rai).toContainText('Oferta de lançamento!')
  await expect(rai).toContainText('Tomate, Cannabis Medicinal, Soja, Mudas')
  await expect(rai).toContainText('12 m²')
  await expect(rai.locator('dd').nth(2)).toHaveText('2')
  await expect(rai).toContainText('1h de chamada pelo Meet ou 3 tickets pelo WhatsApp')
  await expect(rai.locator('.product-card__plans li')).toHaveText([
    `6x de ${brl('769,00')}${t.perMonth}`,
    `12x de ${brl('169,00')}${t.perMonth} ${t.withEntry(brl('2.659,00'))}`,
  ])
  const raiLink = rai.getByRole('link', {name: new RegExp(`^${t.buy}`)})
  await expect(raiLink).toHaveAttribute('target', '_blank')
  await expect(raiLink).toHaveAttribute('rel', /noopener/)
  await expect(raiLink).toHaveAttribute('href', 'https://loja.evaagriculturaurbana.com.br/rai')

  const evaBaby = cards.nth(1)
  await expect(evaBaby.locator('.product-card__benefits li')).toHaveText([
    '21 diasSem regar',
    'Crescimento2x mais rápido',
    'Reduçãode 50% no seu consumo',
  ])
  await expect(evaBaby.locator('.price')).toHaveText(`${brl('375,00')} ${messages.evaBaby.priceOr} 12x de ${brl('36,26')}`)
  const evaBabyLink = evaBaby.getByRole('link', {name: new RegExp(`^${t.buy}`)})
  await expect(evaBabyLink).toHaveAttribute('href', '/eva-baby#reservar_baby')
  await expect(evaBabyLink).not.toHaveAttribute('target', /.*/)

  const dalia = cards.nth(2)
  await expect(dalia).toContainText('Morango, Lúpulo, Flores')
  await expect(dalia).toContainText('6 m²')
  await expect(dalia.locator('dd').nth(2)).toHaveText('3')
  await expect(dalia.locator('.product-card__plans li')).toHaveText([
    `6x de ${brl('179,00')}${t.perMonth} ${t.noEntry}`,
    `12x de ${brl('59,00')}${t.perMonth} ${t.withEntry(brl('364,00'))}`,
  ])
  await expect(dalia.getByRole('link', {name: new RegExp(`^${t.buy}`)})).toHaveAttribute('target', '_blank')
})

test('Instagram strip and highlighted products', async ({page}) => {
  await page.goto('/insumos')
  const instagram = page.getByRole('region', {name: 'Acompanhe a EVA no Instagram'})
  await expect(instagram.locator('img')).toHaveCount(6)
  await expect(instagram.getByRole('link', {name: t.followUs('@evaagriculturaurbana')})).toHaveAttribute(
    'href',
    'https://www.instagram.com/evaagriculturaurbana',
  )

  const items = page.locator('.highlights__item')
  await expect(items.getByRole('heading')).toHaveText(['Dalia', 'EVA Baby All Black', 'Rai', 'Jasmin', 'Canteiro de cultivo'])
  await expect(items.locator('.highlights__price')).toHaveText([
    brl('279,00'),
    brl('399,00'),
    brl('1.479,00'),
    brl('1.739,00'),
    brl('1.280,00'),
  ])
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', '/eva-baby')
  await expect(items.nth(1).getByRole('link')).not.toHaveAttribute('target', /.*/)
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('target', '_blank')
  await expect(items.nth(4).getByRole('link')).toHaveCount(0)
})
