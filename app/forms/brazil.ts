// Brazilian document and number formats: CPF, mobile phone, CEP.

export const onlyDigits = (value: string) => value.replace(/\D/g, '')

/** CPF check digits (Receita Federal's mod-11 rule); refuses the all-same-digit numbers. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value)
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false
  const checkDigit = (length: number) => {
    let sum = 0
    for (let index = 0; index < length; index++) sum += Number(digits[index]) * (length + 1 - index)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10])
}

/** 12345678909 → 123.456.789-09 */
export const formatCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')

/**
 * A phone number as a browser's autofill or a paste may bring it, with Brazil's country code
 * (+55 41 99876-5432): its 11 national digits. Anything else stays as it is.
 */
export function withoutCountryCode(value: string): string {
  const digits = onlyDigits(value)
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : value
}

/** A mobile number with area code: 11 digits, area code 11–99, number starting with 9. */
export const isValidMobile = (digits: string) => /^[1-9][1-9]9\d{8}$/.test(digits)

/** 41999990000 → (41) 99999-0000 */
export const formatMobile = (digits: string) => digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3')

/** 80010000 → 80.010-000 */
export const formatCep = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2-$3')

/** The masks the forms apply while typing (imask pattern syntax). */
export const MASKS = {
  cpf: '000.000.000-00',
  telefone: '(00) 00000-0000',
  cep: '00.000-000',
} as const
