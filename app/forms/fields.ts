// Field rules shared by the browser and the server. zod/mini: the same zod, in the form
// that tree-shakes to a few KB in the page bundle (the classic API adds about 90 KB gzip).
import * as z from 'zod/mini'
import {formMessages} from '~/messages/forms'
import {formatCep, formatCpf, formatMobile, isValidCpf, isValidMobile, onlyDigits, withoutCountryCode} from './brazil'

const invalid = formMessages.invalid

// Anything a person can type is accepted (a name may be "Ana 2", a demand may say "<3"),
// stored as typed and escaped wherever it is shown (docs/decisions/0033). Refused: control
// characters, which no keyboard types (line breaks and tabs only where the field has lines), and
// the invisible bidi controls that make text read differently from what it holds.
const BIDI_CONTROL = /\p{Bidi_Control}/u
const CONTROL = /\p{Cc}/u
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u

/** Required free text, trimmed, up to `max` characters; `lines` where the field has several (a textarea). */
export const freeText = (message: string, max: number, {lines = false} = {}) => {
  const control = lines ? CONTROL_BUT_LINE_BREAKS : CONTROL
  return z.string({error: message}).check(
    z.trim(),
    z.minLength(1, {error: message}),
    z.maxLength(max, {error: message}),
    z.refine((value) => !control.test(value) && !BIDI_CONTROL.test(value), {error: invalid.invisible}),
  )
}

export const personName = freeText(invalid.nome, 100)

export const email = z.pipe(
  z.string({error: invalid.email}).check(z.trim(), z.maxLength(254, {error: invalid.email}), z.toLowerCase()),
  z.email({error: invalid.email}),
)

/** A number typed masked or not, checked on its digits and stored in the mask's format. */
const digitsField = (
  message: string,
  maxLength: number,
  valid: (digits: string) => boolean,
  format: (digits: string) => string,
  digitsOf: (value: string) => string = onlyDigits,
) =>
  z.pipe(
    z
      .pipe(z.string({error: message}).check(z.maxLength(maxLength, {error: message})), z.transform(digitsOf))
      .check(z.refine(valid, {error: message})),
    z.transform(format),
  )

export const mobilePhone = digitsField(invalid.telefone, 30, isValidMobile, formatMobile, (value) =>
  onlyDigits(withoutCountryCode(value)),
)
export const cpf = digitsField(invalid.cpf, 30, isValidCpf, formatCpf)
export const cep = digitsField(invalid.cep, 20, (digits) => digits.length === 8, formatCep)
