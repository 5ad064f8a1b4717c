import type {ActionFunctionArgs} from '@remix-run/node'
import {formMessages} from '~/messages/forms'
import {RESERVATION_FORM} from './reservation-form'
import {handleSubmission} from './submission.server'
import {VISIT_FORM} from './visit-form'

/** POST /projetos: a diagnostic visit request, stored in `agendamentos`. */
export const visitAction = ({request, context}: ActionFunctionArgs) =>
  handleSubmission(request, context, {
    ...VISIT_FORM,
    name: 'agendamento',
    collection: 'agendamentos',
    success: formMessages.visit.success,
  })

/** POST /eva-baby: an EVA Baby reservation, stored in `reservas_evababy`. */
export const reservationAction = ({request, context}: ActionFunctionArgs) =>
  handleSubmission(request, context, {
    ...RESERVATION_FORM,
    name: 'reserva',
    collection: 'reservas_evababy',
    success: formMessages.reservation.success,
  })
