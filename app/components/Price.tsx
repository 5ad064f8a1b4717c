import {messages} from '~/messages'
import {formatBRL, formatInstallments} from '~/utils/money'

type Plan = {installments: number; installmentValue: number}

/** "R$ 375,00 ou 12x de R$ 36,26": a cash price and, when there is one, the first plan. */
export function Price({cashPrice, plan, className}: {cashPrice: number | null; plan?: Plan | null; className?: string}) {
  if (cashPrice == null && !plan) return null
  return (
    <p className={className}>
      {cashPrice != null ? <strong className="price__cash">{formatBRL(cashPrice)}</strong> : null}
      {cashPrice != null && plan ? <span className="price__or"> {messages.evaBaby.priceOr} </span> : null}
      {plan ? <span className="price__plan">{formatInstallments(plan.installments, plan.installmentValue)}</span> : null}
    </p>
  )
}
