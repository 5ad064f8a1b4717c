import {useRef, useState} from 'react'
import {MASKS, onlyDigits} from '~/forms/brazil'
import type {CepAddress} from '~/forms/cep-lookup.server'
import {checkVisitRequest, CITY_OPTIONS, CONTACT_PREFERENCES, VISIT_FIELDS} from '~/forms/visit-form'
import {messages} from '~/messages'
import {FormField, PlaceholderSelect} from './FormField'
import {MaskedInput} from './MaskedInput'
import {ContactFields, SubmissionForm} from './SubmissionForm'
import {useSubmissionForm} from './useSubmissionForm'

const t = messages.forms
const FOCUS_ORDER = ['cidade', 'prefContato', ...VISIT_FIELDS.filter((field) => field !== 'cidade' && field !== 'prefContato')]

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
      const result = (await response.json()) as CepAddress
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
    <SubmissionForm form={form} action="/projetos#formulario" submitLabel={t.visit.submit}>
      <ContactFields form={form} />
      <FormField label={t.field.cpf} error={errors.cpf}>
        {(control) => <MaskedInput {...control} mask={MASKS.cpf} name="cpf" inputMode="numeric" defaultValue={values.cpf} />}
      </FormField>
      <FormField label={t.field.prefContato} error={errors.prefContato}>
        {(control) => (
          <PlaceholderSelect
            {...control}
            name="prefContato"
            placeholder={t.visit.prefContatoPlaceholder}
            options={CONTACT_PREFERENCES.map((preference) => ({value: preference, label: preference}))}
            defaultValue={values.prefContato}
          />
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
          <PlaceholderSelect
            {...control}
            ref={city}
            name="cidade"
            placeholder={t.visit.cidadePlaceholder}
            options={CITY_OPTIONS}
            defaultValue={values.cidade}
          />
        )}
      </FormField>
      <FormField label={t.field.endereco} error={errors.endereco} className="form-field--wide">
        {(control) => (
          <textarea
            {...control}
            ref={address}
            name="endereco"
            rows={2}
            autoComplete="street-address"
            maxLength={200}
            defaultValue={values.endereco}
          />
        )}
      </FormField>
      <FormField label={t.field.demanda} error={errors.demanda} className="form-field--wide">
        {(control) => <textarea {...control} name="demanda" rows={5} maxLength={2000} defaultValue={values.demanda} />}
      </FormField>
    </SubmissionForm>
  )
}
