import {describe, expect, it} from 'vitest'
import {isInternalHref, mailtoHref, whatsappHref} from '~/domain/links'
import {formatBRL, formatInstallments} from '~/domain/money'

// Intl puts a no-break space between "R$" and the amount.
const nbsp = '\u00a0'

describe('money', () => {
  it('formats reais the Brazilian way', () => {
    expect(formatBRL(375)).toBe(`R$${nbsp}375,00`)
    expect(formatBRL(2659)).toBe(`R$${nbsp}2.659,00`)
    expect(formatBRL(36.26)).toBe(`R$${nbsp}36,26`)
  })

  it('formats instalments', () => {
    expect(formatInstallments(12, 36.26)).toBe(`12x de R$${nbsp}36,26`)
  })
})

describe('links', () => {
  it('builds a WhatsApp chat link with the greeting typed in', () => {
    expect(whatsappHref('+55 (41) 99999-0000', 'Olá! Tudo bem?')).toBe(
      'https://wa.me/5541999990000?text=Ol%C3%A1!%20Tudo%20bem%3F',
    )
    // Without a greeting, an empty chat: no dangling `?text=`.
    expect(whatsappHref('+55 41 99999-0000', '')).toBe('https://wa.me/5541999990000')
  })

  it('builds a mailto link', () => {
    expect(mailtoHref('contato@eva.com.br')).toBe('mailto:contato@eva.com.br')
  })

  it('tells site paths from external addresses', () => {
    expect(isInternalHref('/eva-baby#reservar_baby')).toBe(true)
    expect(isInternalHref('#formulario')).toBe(true)
    expect(isInternalHref('https://loja.example/rai')).toBe(false)
    expect(isInternalHref('//loja.example/rai')).toBe(false)
    expect(isInternalHref('/\\loja.example')).toBe(false)
    expect(isInternalHref('javascript:alert(1)')).toBe(false)
  })
})
