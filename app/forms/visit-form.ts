import * as z from 'zod/mini'
import {formMessages} from '~/messages/forms'
import {cep, cpf, email, freeText, mobilePhone, personName} from './fields'
import {CITY_OPTIONS, CONTACT_PREFERENCES} from './options'
import type {FormDefinition} from './submission'

const t = formMessages

/** One schema for the browser and the server: what a visit request must hold. */
export const visitSchema = z.object({
  nome: personName,
  email,
  cpf,
  telefone: mobilePhone,
  prefContato: z.enum(CONTACT_PREFERENCES, {error: t.invalid.prefContato}),
  cidade: z.enum(CITY_OPTIONS.map((option) => option.value) as [string, ...string[]], {error: t.invalid.cidade}),
  cep,
  // Filled in, that is all the spec asks: "Horta" is a demand.
  endereco: freeText(t.invalid.endereco, 200, {lines: true}),
  demanda: freeText(t.invalid.demanda, 2000, {lines: true}),
})

export type VisitRequest = z.infer<typeof visitSchema>

/**
 * The visit booking (docs/requirements.md#the-visit-form): the city is checked first, then the contact preference,
 * then everything else; one message for the form, one per field.
 */
export const VISIT_FORM: FormDefinition<typeof visitSchema> = {
  schema: visitSchema,
  formErrors: (invalid) => [
    invalid.has('cidade') ? t.visit.cidadeInvalid : invalid.has('prefContato') ? t.visit.prefContatoInvalid : t.visit.incomplete,
  ],
}

/** The fields in the order the spec checks them; the first invalid one gets focus. */
export const VISIT_FOCUS_ORDER: Array<keyof VisitRequest> = [
  'cidade',
  'prefContato',
  'nome',
  'email',
  'telefone',
  'cpf',
  'cep',
  'endereco',
  'demanda',
]
