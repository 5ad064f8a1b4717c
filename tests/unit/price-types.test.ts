import {createElement} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {ProductPrice} from '~/components/Price'
import {type PaymentPlan, type PricedProduct} from '~/domain/price'
import {evaBabyProduct} from '~/seo/structured-data'

// What each price type (chosen in the Studio, product.priceType) shows on the site.

const brl = (amount: string) => `R$\u00a0${amount}`
// "ou" and the plan are joined by a no-break space: no line ends with "ou".
const plan = (installments: number, installmentValue: number, extra: Partial<PaymentPlan> = {}): PaymentPlan => ({
  _key: `${installments}x${installmentValue}`,
  installments,
  installmentValue,
  entryAmount: null,
  noEntry: null,
  ...extra,
})

/** The visible text of the price, one entry per line (paragraph or list item). */
function shown(product: PricedProduct) {
  const html = renderToStaticMarkup(createElement(ProductPrice, {product}))
  return [...html.matchAll(/<(p|li)\b[^>]*>(.*?)<\/\1>/g)].map((match) => match[2]!.replace(/<[^>]+>/g, ''))
}

const evaBaby: PricedProduct = {priceType: 'cash', cashPrice: 375, paymentPlans: [plan(12, 36.26)]}
const dalia: PricedProduct = {
  priceType: 'plans',
  cashPrice: null,
  paymentPlans: [plan(6, 179, {noEntry: true}), plan(12, 59, {entryAmount: 364})],
}

describe('price types', () => {
  it('"À vista e parcelado": the cash price or one instalment plan', () => {
    expect(shown(evaBaby)).toEqual([`${brl('375,00')} ou\u00a012x de ${brl('36,26')}`])
  })

  it('"À vista e parcelado" without a plan: the cash price alone', () => {
    expect(shown({...evaBaby, paymentPlans: null})).toEqual([brl('375,00')])
  })

  it('"Planos mensais": every plan, with its entry or "sem entrada"', () => {
    expect(shown(dalia)).toEqual([
      `6x de ${brl('179,00')}/mês sem entrada`,
      `12x de ${brl('59,00')}/mês + entrada de ${brl('364,00')}`,
    ])
  })

  it('the type decides, not which fields happen to be filled', () => {
    // A leftover cash price on a "planos mensais" product does not hide its plans…
    expect(shown({...dalia, cashPrice: 999})).toHaveLength(2)
    // …and leftover plans on a cash product do not turn into a list.
    expect(shown({...evaBaby, paymentPlans: dalia.paymentPlans})).toEqual([`${brl('375,00')} ou\u00a06x de ${brl('179,00')}`])
  })

  it('a product saved before price types shows what it used to', () => {
    expect(shown({...evaBaby, priceType: null})).toEqual([`${brl('375,00')} ou\u00a012x de ${brl('36,26')}`])
    expect(shown({...dalia, priceType: null})).toHaveLength(2)
  })

  it('"Só preço na vitrine": no price in the product list', () => {
    expect(renderToStaticMarkup(createElement(ProductPrice, {product: {...dalia, priceType: 'highlightOnly'}}))).toBe('')
  })

  it('the EVA Baby page offers the cash price to search engines, and no price for monthly plans', () => {
    type Page = Parameters<typeof evaBabyProduct>[0]
    const page = (product: PricedProduct) =>
      ({title: 'EVA Baby', intro: 'Horta inteligente', carouselImages: [], product}) as unknown as Page
    expect(evaBabyProduct(page(evaBaby), 'https://eva.example').offers?.price).toBe('375.00')
    expect(evaBabyProduct(page({...dalia, cashPrice: 999}), 'https://eva.example').offers).toBeUndefined()
  })
})
