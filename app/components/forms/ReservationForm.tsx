import {Form} from '@remix-run/react'
import {MASKS} from '~/forms/brazil'
import {checkReservation, COLOR_OPTIONS, RESERVATION_FIELDS} from '~/forms/reservation-form'
import {FORM_KEY_FIELD} from '~/forms/submission'
import {messages} from '~/messages'
import {FormField} from './FormField'
import {FormStatus, Honeypot, PrivacyNotice} from './FormStatus'
import {MaskedInput} from './MaskedInput'
import {useSubmissionForm} from './useSubmissionForm'

const t = messages.forms

/** Reservation of an EVA Baby (SPEC.md §3, §5), posted to /eva-baby. */
export function ReservationForm({formKey}: {formKey: string}) {
  const form = useSubmissionForm({formKey, check: checkReservation, focusOrder: RESERVATION_FIELDS})
  const {fieldErrors: errors, values} = form
  return (
    <Form key={form.formKey} method="post" action="/eva-baby#reservar_baby" preventScrollReset className="form" noValidate onSubmit={form.onSubmit} data-status={form.state.status ?? undefined}>
      <input type="hidden" name={FORM_KEY_FIELD} value={form.formKey} />
      <Honeypot />
      <div className="form__grid">
        <FormField label={t.field.nome} error={errors.nome} className="form-field--wide">
          {(control) => <input {...control} name="nome" autoComplete="name" maxLength={100} defaultValue={values.nome} />}
        </FormField>
        <FormField label={t.field.email} error={errors.email}>
          {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />}
        </FormField>
        <FormField label={t.field.telefone} error={errors.telefone}>
          {(control) => (
            <MaskedInput {...control} mask={MASKS.telefone} name="telefone" type="tel" inputMode="tel" autoComplete="tel-national" defaultValue={values.telefone} />
          )}
        </FormField>
        <FormField label={t.field.color} error={errors.color} className="form-field--wide">
          {(control) => (
            <select {...control} name="color" defaultValue={values.color ?? ''}>
              <option value="">{t.reservation.colorPlaceholder}</option>
              {COLOR_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormStatus state={form.state} />
      <PrivacyNotice />
      <button type="submit" className="button button--large" disabled={form.submitting}>
        {form.submitting ? t.sending : t.reservation.submit}
      </button>
    </Form>
  )
}
