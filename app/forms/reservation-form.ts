import * as z from 'zod/mini'
import {formMessages} from '~/messages/forms'
import {email, mobilePhone, personName} from './fields'
import type {FormDefinition} from './submission'

const t = formMessages

export const COLOR_OPTIONS = [
  {value: 'branca', label: t.reservation.colors.branca},
  {value: 'all_black', label: t.reservation.colors.all_black},
] as const

export const reservationSchema = z.object({
  nome: personName,
  email,
  telefone: mobilePhone,
  color: z.enum(['branca', 'all_black'], {error: t.invalid.color}),
})

export type Reservation = z.infer<typeof reservationSchema>

/**
 * The EVA Baby reservation (docs/requirements.md#the-eva-baby-reservation): wrong or missing
 * data and a colour not chosen each have their message, and both can show at once.
 */
export const RESERVATION_FORM: FormDefinition<typeof reservationSchema> = {
  schema: reservationSchema,
  formErrors: (invalid) => [
    ...([...invalid].some((name) => name !== 'color') ? [t.reservation.incomplete] : []),
    ...(invalid.has('color') ? [t.reservation.colorMissing] : []),
  ],
}

export const RESERVATION_FOCUS_ORDER: Array<keyof Reservation> = ['nome', 'email', 'telefone', 'color']
