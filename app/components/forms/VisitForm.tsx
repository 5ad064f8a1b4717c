import {Form} from '@remix-run/react'
import {useRef, useState} from 'react'
import {MASKS, onlyDigits} from '~/forms/brazil'
import {FORM_KEY_FIELD} from '~/forms/submission'
import {checkVisitRequest, CITY_OPTIONS, CONTACT_PREFERENCES, VISIT_FIELDS} from '~/forms/visit-form'
import {messages} from '~/messages'
import {FormField} from './FormField'
import {FormStatus, Honeypot, PrivacyNotice} from './FormStatus'
import {MaskedInput} from './MaskedInput'
import {useSubmissionForm} from './useSubmissionForm'

const t = messages.forms
const FOCUS_ORDER = ['cidade', 'prefContato', ...VISIT_FIELDS.filter((field) => field !== 'cidade' && field !== 'prefContato')]

type AddressFound = {found: true; street: string; district: string; city: string; state: string} | {found: false}

/** Booking of a diagnostic visit (SPEC.md §3, §5), posted to /projetos. */
export function VisitForm({formKey}: {formKey: string}) {
  const form = useSubmissionForm({formKey, check: checkVisitRequest, focusOrder: FOCUS_ORDER})
  return <VisitFormFields key={form.formKey} form={form} />
}

function VisitFormFields({form}: {form: ReturnType<typeof useSubmissionForm>}) {
  const {fieldErrors: errors, values} = form
  const address = useRef<HTMLTextAreaElement>(null)
  const city = useRef<HTMLSelectElement>(null)
  const [cepHint, setCepHint] = useState<string | undefined>()

  // A complete CEP fills the address (and the city, when it is one we serve) if they are
  // still empty. ViaCEP may be slow or down: then nothing happens and the visitor types.
  const lookUpCep = async (cep: string) => {
    try {
      const response = await fetch(`/api/cep/${onlyDigits(cep)}`)
      const result = (await response.json()) as AddressFound
      if (!result.found) return
      if (address.current && !address.current.value.trim()) {
        address.current.value = [result.street, result.district, `${result.city} - ${result.state}`].filter(Boolean).join(', ')
        setCepHint(t.visit.cepFound)
      }
      const option = CITY_OPTIONS.find((candidate) => candidate.value === result.city.toLowerCase())
      if (option && city.current && !city.current.value) city.current.value = option.value
    } catch {
      // No lookup, no harm.
    }
  }

  return (
    <Form method="post" action="/projetos#formulario" preventScrollReset className="form" noValidate onSubmit={form.onSubmit} data-status={form.state.status ?? undefined}>
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
        <FormField label={t.field.cpf} error={errors.cpf}>
          {(control) => <MaskedInput {...control} mask={MASKS.cpf} name="cpf" inputMode="numeric" defaultValue={values.cpf} />}
        </FormField>
        <FormField label={t.field.prefContato} error={errors.prefContato}>
          {(control) => (
            <select {...control} name="prefContato" defaultValue={values.prefContato ?? ''}>
              <option value="">{t.visit.prefContatoPlaceholder}</option>
              {CONTACT_PREFERENCES.map((preference) => (
                <option key={preference} value={preference}>
                  {preference}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t.field.cep} error={errors.cep} hint={cepHint}>
          {(control) => (
            <MaskedInput
              {...control}
              mask={MASKS.cep}
              name="cep"
              inputMode="numeric"
              autoComplete="postal-code"
              defaultValue={values.cep}
              onComplete={lookUpCep}
            />
          )}
        </FormField>
        <FormField label={t.field.cidade} error={errors.cidade}>
          {(control) => (
            <select {...control} ref={city} name="cidade" defaultValue={values.cidade ?? ''}>
              <option value="">{t.visit.cidadePlaceholder}</option>
              {CITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t.field.endereco} error={errors.endereco} className="form-field--wide">
          {(control) => (
            <textarea {...control} ref={address} name="endereco" rows={2} autoComplete="street-address" maxLength={200} defaultValue={values.endereco} />
          )}
        </FormField>
        <FormField label={t.field.demanda} error={errors.demanda} className="form-field--wide">
          {(control) => <textarea {...control} name="demanda" rows={5} maxLength={2000} defaultValue={values.demanda} />}
        </FormField>
      </div>
      <FormStatus state={form.state} />
      <PrivacyNotice />
      <button type="submit" className="button button--large" disabled={form.submitting}>
        {form.submitting ? t.sending : t.visit.submit}
      </button>
    </Form>
  )
}
