import type {ActionFunctionArgs} from '@remix-run/node'
import {messages} from '~/messages'
import {checkReservation, RESERVATION_FIELDS} from './reservation-form'
import {handleSubmission} from './submission.server'
import {checkVisitRequest, VISIT_FIELDS} from './visit-form'

/** POST /projetos: a diagnostic visit request, stored in `agendamentos`. */
export const visitAction = ({request, context}: ActionFunctionArgs) =>
  handleSubmission(request, context.clientIp, {
    form: 'agendamento',
    collection: 'agendamentos',
    fields: VISIT_FIELDS,
    check: checkVisitRequest,
    success: messages.forms.visit.success,
  })

/** POST /eva-baby: an EVA Baby reservation, stored in `reservas_evababy`. */
export const reservationAction = ({request, context}: ActionFunctionArgs) =>
  handleSubmission(request, context.clientIp, {
    form: 'reserva',
    collection: 'reservas_evababy',
    fields: RESERVATION_FIELDS,
    check: checkReservation,
    success: messages.forms.reservation.success,
  })
