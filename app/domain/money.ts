const brl = new Intl.NumberFormat('pt-BR', {style: 'currency', currency: 'BRL'})

/** 375 → "R$ 375,00" (with the no-break space Intl puts after R$). */
export function formatBRL(value: number): string {
  return brl.format(value)
}

/** 12 × 36.26 → "12x de R$ 36,26". */
export function formatInstallments(installments: number, value: number): string {
  return `${installments}x de ${formatBRL(value)}`
}
