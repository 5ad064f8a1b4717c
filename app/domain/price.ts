import type {Product} from '~/sanity.types'

/** A monthly plan of a product: "12x de R$ 169,00/mês + entrada de R$ 2.659,00". */
export type PaymentPlan = {
  _key: string
  installments: number
  installmentValue: number
  entryAmount: number | null
  noEntry: boolean | null
}

/** The price fields of a product, as the queries project them. */
export type PricedProduct = {
  /** Null only on a product saved before the field existed. */
  priceType: Product['priceType'] | null
  cashPrice: number | null
  paymentPlans: PaymentPlan[] | null
}

/**
 * What the site shows as a product's price, chosen by the editor in the Studio (priceType):
 * - `cash` ("À vista e parcelado"): the cash price and, when there is one, an instalment
 *   plan: "R$ 375,00 ou 12x de R$ 36,26";
 * - `plans` ("Planos mensais"): every plan, with its entry or "sem entrada";
 * - `highlightOnly` ("Só preço na vitrine"): nothing in the product list (the highlights grid
 *   shows the highlight price, whatever the type).
 * The one place for this rule: the product card, the EVA Baby page and its structured data read it.
 */
export type ProductPricing =
  {type: 'cash'; cashPrice: number; plan: PaymentPlan | null} | {type: 'plans'; plans: PaymentPlan[]} | {type: 'none'}

export function productPricing(product: PricedProduct): ProductPricing {
  const plans = product.paymentPlans ?? []
  const priceType = product.priceType ?? impliedPriceType(product)
  if (priceType === 'cash' && product.cashPrice != null) {
    return {type: 'cash', cashPrice: product.cashPrice, plan: plans[0] ?? null}
  }
  if (priceType === 'plans' && plans.length > 0) return {type: 'plans', plans}
  return {type: 'none'}
}

/**
 * The type a product saved before the field existed is shown with: what the site showed then
 * (a cash price if there is one, else the plans, else only the highlight price). The dataset
 * migration (studio/migrations/price-type-and-case-order) writes the same value.
 */
export function impliedPriceType(product: Omit<PricedProduct, 'priceType'>): NonNullable<Product['priceType']> {
  if (product.cashPrice != null) return 'cash'
  return (product.paymentPlans ?? []).length > 0 ? 'plans' : 'highlightOnly'
}
