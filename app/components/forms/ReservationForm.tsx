import {checkReservation, COLOR_OPTIONS, RESERVATION_FIELDS} from '~/forms/reservation-form'
import {messages} from '~/messages'
import {FormField} from './FormField'
import {ContactFields, SubmissionForm} from './SubmissionForm'
import {useSubmissionForm} from './useSubmissionForm'

const t = messages.forms

/** Reservation of an EVA Baby (SPEC.md §3, §5), posted to /eva-baby. */
export function ReservationForm({formKey}: {formKey: string}) {
  const form = useSubmissionForm({formKey, check: checkReservation, focusOrder: RESERVATION_FIELDS})
  return (
    // A new key after a success: the form starts over, empty.
    <SubmissionForm key={form.formKey} form={form} action="/eva-baby#reservar_baby" submitLabel={t.reservation.submit}>
      <ContactFields form={form} />
      <FormField label={t.field.color} error={form.fieldErrors.color} className="form-field--wide">
        {(control) => (
          <select {...control} name="color" defaultValue={form.values.color ?? ''}>
            <option value="">{t.reservation.colorPlaceholder}</option>
            {COLOR_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </SubmissionForm>
  )
}
