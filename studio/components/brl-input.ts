// How an editor types a price: the Brazilian way ("375,00", "1.234,56", "R$ 36,26").
// Pure functions, so the rules are tested without a browser (tests/unit/brl-input.test.ts).

const twoDecimals = new Intl.NumberFormat('pt-BR', {minimumFractionDigits: 2, maximumFractionDigits: 2})

/** 375 → "375,00", 1234.56 → "1.234,56"; nothing → "". What the price field shows. */
export function formatPriceInput(value: number | undefined | null): string {
  return typeof value === 'number' && Number.isFinite(value) ? twoDecimals.format(value) : ''
}

export type PriceParse = {ok: true; value: number | undefined} | {ok: false; message: string}

// Whole reais, either plain ("1234") or with dots between thousands ("1.234"), then optionally
// a comma and one or two digits of centavos.
const BRAZILIAN = /^(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/

/**
 * Reads what the editor typed into reais (a number with at most two decimals), or says why
 * not. Empty → undefined (the field is cleared). Refused, with a message: letters, negatives,
 * a dot before centavos ("375.00", "375.5": the English way), more than two centavos digits
 * ("1,234" is ambiguous: it reads as one thousand in English and as 1,234 reais here).
 */
export function parsePriceInput(text: string): PriceParse {
  const typed = text.replace(/^\s*R\$/i, '').replace(/[\s\u00a0]/g, '')
  if (typed === '') return {ok: true, value: undefined}
  if (typed.startsWith('-')) return {ok: false, message: 'O preço não pode ser negativo.'}
  const match = BRAZILIAN.exec(typed)
  if (!match) {
    if (/^\d+\.\d{1,2}$/.test(typed)) {
      return {ok: false, message: `Use vírgula para os centavos: ${typed.replace('.', ',')}`}
    }
    if (/^[\d.]+,\d{3,}$/.test(typed)) {
      return {ok: false, message: 'Use no máximo dois dígitos depois da vírgula (centavos), ex.: 1.234,56'}
    }
    return {ok: false, message: 'Digite o preço em reais, ex.: 375,00 ou 1.234,56'}
  }
  const reais = match[1]!.replace(/\./g, '')
  const centavos = (match[2] ?? '').padEnd(2, '0')
  return {ok: true, value: Number(`${reais}.${centavos}`)}
}
