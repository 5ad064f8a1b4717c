import {z} from 'zod'
import {messages} from '~/messages'
import {formatCep, formatCpf, formatMobile, isValidCpf, isValidMobile, onlyDigits} from './brazil'

const invalid = messages.forms.invalid

// Markup has no place in a name or an address; refusing it keeps stored data plain text.
const noMarkup = (value: string) => !/[<>]/.test(value)
// Control characters (other than line breaks in long text) are never typed by a person.
const noControlCharacters = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)

/** Free text, trimmed, within limits, without markup or control characters. */
export const plainText = (message: string, min: number, max: number) =>
  z
    .string({error: message})
    .trim()
    .min(min, {error: message})
    .max(max, {error: message})
    .refine(noControlCharacters, {error: message})
    .refine(noMarkup, {error: invalid.markup})

export const personName = z
  .string({error: invalid.nome})
  .trim()
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]{1,99}$/u, {error: invalid.nome})

export const email = z
  .string({error: invalid.email})
  .trim()
  .max(254, {error: invalid.email})
  .pipe(z.email({error: invalid.email}))
  .transform((value) => value.toLowerCase())

/** Masked or not, stored in the mask's format. */
export const mobilePhone = z
  .string({error: invalid.telefone})
  .max(30, {error: invalid.telefone})
  .transform(onlyDigits)
  .refine(isValidMobile, {error: invalid.telefone})
  .transform(formatMobile)

export const cpf = z
  .string({error: invalid.cpf})
  .max(30, {error: invalid.cpf})
  .refine(isValidCpf, {error: invalid.cpf})
  .transform((value) => formatCpf(onlyDigits(value)))

export const cep = z
  .string({error: invalid.cep})
  .max(20, {error: invalid.cep})
  .transform(onlyDigits)
  .refine((digits) => digits.length === 8, {error: invalid.cep})
  .transform(formatCep)

/** The first message for each field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in errors)) errors[field] = issue.message
  }
  return errors
}
