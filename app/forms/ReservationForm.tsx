import {formMessages} from '~/messages/forms'
import {PlaceholderSelect} from './controls'
import {FormField} from './FormField'
import {COLOR_OPTIONS, RESERVATION_FOCUS_ORDER, RESERVATION_FORM} from './reservation-form'
import type {FormReply} from './submission'
import {ContactFields, SubmissionForm} from './SubmissionForm'
import {useSubmissionForm} from './useSubmissionForm'

const t = formMessages

/**
 * Reservation of an EVA Baby (docs/forms.md), posted to /eva-baby, or to the campaign page
 * that carries it (`action`; the island gets it with the other props, so it survives hydration).
 */
export function ReservationForm({reply, action = '/eva-baby#reservar_baby'}: {reply?: FormReply; action?: string}) {
  const handle = useSubmissionForm(RESERVATION_FORM, {id: 'reserva', focusOrder: RESERVATION_FOCUS_ORDER, reply})
  return (
    <SubmissionForm handle={handle} action={action} submitLabel={t.reservation.submit}>
      <ContactFields />
      <FormField name="color" label={t.field.color} className="form-field--wide">
        <PlaceholderSelect placeholder={t.reservation.colorPlaceholder} options={COLOR_OPTIONS} />
      </FormField>
    </SubmissionForm>
  )
}
