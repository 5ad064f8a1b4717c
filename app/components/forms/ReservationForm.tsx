import {checkReservation, COLOR_OPTIONS, RESERVATION_FIELDS} from '~/forms/reservation-form'
import {messages} from '~/messages'
import {FormField, PlaceholderSelect} from './FormField'
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
          <PlaceholderSelect
            {...control}
            name="color"
            placeholder={t.reservation.colorPlaceholder}
            options={COLOR_OPTIONS}
            defaultValue={form.values.color}
          />
        )}
      </FormField>
    </SubmissionForm>
  )
}
