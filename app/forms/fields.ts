// Field rules shared by the browser and the server. zod/mini: the same zod, in the form
// that tree-shakes to a few KB in the page bundle (the classic API adds about 90 KB gzip).
import * as z from 'zod/mini'
import {formMessages} from '~/messages/forms'
import {formatCep, formatCpf, formatMobile, isValidCpf, isValidMobile, onlyDigits, withoutCountryCode} from './brazil'

const invalid = formMessages.invalid

// Markup has no place in a name or an address; refusing it keeps stored data plain text.
const noMarkup = (value: string) => !/[<>]/.test(value)
// Control characters (other than line breaks in long text) are never typed by a person.
const noControlCharacters = (value: string) => !/(?![\t\n\r])\p{Cc}/u.test(value)

/** Free text, trimmed, within limits, without markup or control characters. */
export const plainText = (message: string, min: number, max: number) =>
  z
    .string({error: message})
    .check(
      z.trim(),
      z.minLength(min, {error: message}),
      z.maxLength(max, {error: message}),
      z.refine(noControlCharacters, {error: message}),
      z.refine(noMarkup, {error: invalid.markup}),
    )

export const personName = z
  .string({error: invalid.nome})
  .check(z.trim(), z.regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]{1,99}$/u, {error: invalid.nome}))

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
