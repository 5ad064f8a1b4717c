import {formatBRL, formatInstallments} from '~/domain/money'
import {productPricing, type PaymentPlan, type PricedProduct} from '~/domain/price'
import {messages} from '~/messages'

const t = messages.supplies

/** "R$ 375,00 ou 12x de R$ 36,26": a cash price and, when there is one, a plan. */
export function Price({cashPrice, plan, className}: {cashPrice: number; plan: PaymentPlan | null; className?: string}) {
  return (
    <p className={className}>
      <strong className="price__cash">{formatBRL(cashPrice)}</strong>
      {plan ? (
        // "ou" and the plan in one piece, joined by a no-break space: no line ends with "ou".
        <span className="price__or">
          {' '}
          {messages.evaBaby.priceOr}
          {'\u00a0'}
          <span className="price__plan">{formatInstallments(plan.installments, plan.installmentValue)}</span>
        </span>
      ) : null}
    </p>
  )
}

/** Monthly plans: "6x de R$ 179,00/mês sem entrada", "12x de R$ 59,00/mês + entrada de R$ 364,00". */
export function PlanList({plans}: {plans: PaymentPlan[]}) {
  return (
    <ul className="product-card__plans">
      {plans.map((plan) => (
        <li key={plan._key}>
          <strong>
            {formatInstallments(plan.installments, plan.installmentValue)}
            {t.perMonth}
          </strong>
          {plan.entryAmount != null ? <span> {t.withEntry(formatBRL(plan.entryAmount))}</span> : null}
          {plan.noEntry ? <span> {t.noEntry}</span> : null}
        </li>
      ))}
    </ul>
  )
}

/** A product's price the way its price type says (app/domain/price.ts). */
export function ProductPrice({product}: {product: PricedProduct}) {
  const pricing = productPricing(product)
  switch (pricing.type) {
    case 'cash':
      return <Price className="price" cashPrice={pricing.cashPrice} plan={pricing.plan} />
    case 'plans':
      return <PlanList plans={pricing.plans} />
    case 'none':
      return null
  }
}
