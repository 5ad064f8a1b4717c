import {describe, expect, it} from 'vitest'
import {formatPriceInput, parsePriceInput} from '../../studio/components/brl-input'

// The Studio's price field: what an editor types, and what it stores (reais, a number).

describe('price typed the Brazilian way', () => {
  it.each([
    ['375', 375],
    ['375,00', 375],
    ['375,5', 375.5],
    ['36,26', 36.26],
    ['1234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a02.659,00', 2659],
    ['  0,99 ', 0.99],
  ])('reads %j as %d', (typed, value) => {
    expect(parsePriceInput(typed)).toEqual({ok: true, value})
  })

  it('an empty field clears the price', () => {
    expect(parsePriceInput('')).toEqual({ok: true, value: undefined})
    expect(parsePriceInput('R$ ')).toEqual({ok: true, value: undefined})
  })

  it.each([
    ['abc', 'Digite o preço em reais'],
    ['12a', 'Digite o preço em reais'],
    ['-10', 'não pode ser negativo'],
    ['R$ -1,00', 'não pode ser negativo'],
    // Ambiguous: one thousand two hundred thirty-four in English, 1,234 reais here.
    ['1,234', 'no máximo dois dígitos'],
    ['375,001', 'no máximo dois dígitos'],
    // The English way with a decimal point: the editor is told to use a comma.
    ['375.00', 'Use vírgula para os centavos: 375,00'],
    ['12.5', 'Use vírgula'],
    ['1.23.456', 'Digite o preço em reais'],
    ['12.34.567,00', 'Digite o preço em reais'],
  ])('refuses %j, saying why', (typed, message) => {
    const parsed = parsePriceInput(typed)
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? '' : parsed.message).toContain(message)
  })

  it('shows a stored price with a comma and two centavos digits', () => {
    expect(formatPriceInput(375)).toBe('375,00')
    expect(formatPriceInput(36.26)).toBe('36,26')
    expect(formatPriceInput(1234.56)).toBe('1.234,56')
    expect(formatPriceInput(2659)).toBe('2.659,00')
    expect(formatPriceInput(undefined)).toBe('')
  })

  it('what it shows reads back as the same number', () => {
    for (const value of [0, 0.5, 36.26, 375, 1234.56, 2659, 123456.78]) {
      expect(parsePriceInput(formatPriceInput(value))).toEqual({ok: true, value})
    }
  })
})
