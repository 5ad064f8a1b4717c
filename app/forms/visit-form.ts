import * as z from 'zod/mini'
import {messages} from '~/messages'
import {cep, cpf, email, fieldErrorsOf, mobilePhone, personName, plainText} from './fields'
import {CITY_OPTIONS, CONTACT_PREFERENCES} from './options'

export {CITY_LABELS, CITY_OPTIONS, CONTACT_PREFERENCES} from './options'

const t = messages.forms

/** One schema for the browser and the server: what a visit request must hold. */
export const visitSchema = z.object({
  nome: personName,
  email,
  cpf,
  telefone: mobilePhone,
  prefContato: z.enum(CONTACT_PREFERENCES, {error: t.invalid.prefContato}),
  cidade: z.enum(CITY_OPTIONS.map((option) => option.value) as [string, ...string[]], {error: t.invalid.cidade}),
  cep,
  endereco: plainText(t.invalid.endereco, 5, 200),
  demanda: plainText(t.invalid.demanda, 10, 2000),
})

export type VisitRequest = z.infer<typeof visitSchema>
export const VISIT_FIELDS = Object.keys(visitSchema.shape) as Array<keyof VisitRequest>

export type FormCheck<Data> = {ok: true; data: Data} | {ok: false; formErrors: string[]; fieldErrors: Record<string, string>}

/**
 * Checks a visit request in the spec's order (SPEC.md §5): the city first, then the
 * contact preference, then everything else. One message for the form, one per field.
 */
export function checkVisitRequest(values: Record<string, unknown>): FormCheck<VisitRequest> {
  const result = visitSchema.safeParse(values)
  if (result.success) return {ok: true, data: result.data}
  const fieldErrors = fieldErrorsOf(result.error)
  const formError = fieldErrors.cidade
    ? t.visit.cidadeInvalid
    : fieldErrors.prefContato
      ? t.visit.prefContatoInvalid
      : t.visit.incomplete
  return {ok: false, formErrors: [formError], fieldErrors}
}
