import {useRef, useState} from 'react'
import {formMessages} from '~/messages/forms'
import {MASKS, onlyDigits} from './brazil'
import {addressLine, type CepAddress} from './cep'
import {MaskedInput, PlaceholderSelect, Textarea} from './controls'
import {FormField} from './FormField'
import {CITY_OPTIONS, CONTACT_PREFERENCES} from './options'
import type {FormReply} from './submission'
import {ContactFields, SubmissionForm} from './SubmissionForm'
import {useSubmissionForm} from './useSubmissionForm'
import {VISIT_FOCUS_ORDER, VISIT_FORM} from './visit-form'

const t = formMessages
const PREFERENCE_OPTIONS = CONTACT_PREFERENCES.map((preference) => ({value: preference, label: preference}))

/**
 * Booking of a diagnostic visit (docs/forms.md), posted to /projetos, or to the campaign page
 * that carries it (`action`; the island gets it with the other props, so it survives hydration).
 */
export function VisitForm({reply, action = '/projetos#formulario'}: {reply?: FormReply; action?: string}) {
  const handle = useSubmissionForm(VISIT_FORM, {id: 'agendamento', focusOrder: VISIT_FOCUS_ORDER, reply})
  const address = useRef<HTMLTextAreaElement>(null)
  const city = useRef<HTMLSelectElement>(null)
  const [cepHint, setCepHint] = useState<string | undefined>()

  // A complete CEP fills the address (and the city, when it is one we serve) if they are
  // still empty. ViaCEP may be slow or down: then nothing happens and the visitor types.
  const lookUpCep = async (typed: string) => {
    try {
      const result = (await (await fetch(`/api/cep/${onlyDigits(typed)}`)).json()) as CepAddress
      if (!result.found) return
      if (address.current && !address.current.value.trim()) {
        fillIn(address.current, addressLine(result))
        setCepHint(t.visit.cepFound)
      }
      const option = CITY_OPTIONS.find((candidate) => candidate.value === result.city.toLowerCase())
      if (option && city.current && !city.current.value) fillIn(city.current, option.value)
    } catch {
      // No lookup, no harm.
    }
  }

  return (
    <SubmissionForm handle={handle} action={action} submitLabel={t.visit.submit}>
      <ContactFields />
      <FormField name="cpf" label={t.field.cpf}>
        <MaskedInput type="text" mask={MASKS.cpf} inputMode="numeric" />
      </FormField>
      <FormField name="prefContato" label={t.field.prefContato}>
        <PlaceholderSelect placeholder={t.visit.prefContatoPlaceholder} options={PREFERENCE_OPTIONS} />
      </FormField>
      <FormField name="cep" label={t.field.cep} hint={cepHint}>
        <MaskedInput type="text" mask={MASKS.cep} inputMode="numeric" autoComplete="postal-code" onComplete={lookUpCep} />
      </FormField>
      <FormField name="cidade" label={t.field.cidade}>
        <PlaceholderSelect ref={city} placeholder={t.visit.cidadePlaceholder} options={CITY_OPTIONS} />
      </FormField>
      <FormField name="endereco" label={t.field.endereco} className="form-field--wide">
        <Textarea ref={address} rows={2} autoComplete="street-address" maxLength={200} />
      </FormField>
      <FormField name="demanda" label={t.field.demanda} className="form-field--wide">
        <Textarea rows={5} maxLength={2000} />
      </FormField>
    </SubmissionForm>
  )
}

/** Fills a field for the visitor as if they had: the form rechecks it (its message goes). */
function fillIn(field: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value
  field.dispatchEvent(new Event('input', {bubbles: true}))
  field.dispatchEvent(new Event('change', {bubbles: true}))
}
