import * as z from 'zod/mini'
import {messages} from '~/messages'
import {email, fieldErrorsOf, mobilePhone, personName} from './fields'
import type {FormCheck} from './visit-form'

const t = messages.forms

export const COLOR_OPTIONS = [
  {value: 'branca', label: 'Branca'},
  {value: 'all_black', label: 'All Black'},
] as const

export const reservationSchema = z.object({
  nome: personName,
  email,
  telefone: mobilePhone,
  color: z.enum(['branca', 'all_black'], {error: t.invalid.color}),
})

export type Reservation = z.infer<typeof reservationSchema>
export const RESERVATION_FIELDS = Object.keys(reservationSchema.shape) as Array<keyof Reservation>

/**
 * Checks a reservation (SPEC.md §5): wrong or missing data and a colour not chosen each
 * have their message, and both can show at once.
 */
export function checkReservation(values: Record<string, unknown>): FormCheck<Reservation> {
  const result = reservationSchema.safeParse(values)
  if (result.success) return {ok: true, data: result.data}
  const fieldErrors = fieldErrorsOf(result.error)
  const {color, ...others} = fieldErrors
  const formErrors = [
    ...(Object.keys(others).length > 0 ? [t.reservation.incomplete] : []),
    ...(color ? [t.reservation.colorMissing] : []),
  ]
  return {ok: false, formErrors, fieldErrors}
}
