import {useSyncExternalStore, type ReactNode} from 'react'
import {formMessages} from '~/messages/forms'
import {MASKS, withoutCountryCode} from './brazil'
import {Input, MaskedInput} from './controls'
import {FormContext} from './form-context'
import {FormField} from './FormField'
import {FormStatus, Honeypot, PrivacyNotice} from './FormStatus'
import {FORM_KEY_FIELD, ORIGIN_FIELDS} from './submission'
import type {useSubmissionForm} from './useSubmissionForm'

const t = formMessages

type FormHandle = Pick<
  ReturnType<typeof useSubmissionForm>,
  'context' | 'formProps' | 'onSubmit' | 'submitting' | 'success' | 'formKey'
>

/**
 * The frame both forms share: the post to their page (with the anchor, so a browser without
 * JavaScript lands back on the form), the form key, the visit's origin and the honeypot, the fields, the live
 * regions, the privacy notice and the button, disabled while sending.
 */
export function SubmissionForm({
  handle,
  action,
  submitLabel,
  children,
}: {
  handle: FormHandle
  action: string
  submitLabel: string
  children: ReactNode
}) {
  const hasMessages = useSyncExternalStore(
    handle.context.store.subscribe,
    () => handle.context.store.get().form.length > 0,
    () => handle.context.store.get().form.length > 0,
  )
  const status = handle.submitting ? 'enviando' : hasMessages ? 'erro' : handle.success ? 'sucesso' : undefined
  return (
    <FormContext.Provider value={handle.context}>
      <form {...handle.formProps} method="post" action={action} className="form" onSubmit={handle.onSubmit} data-status={status}>
        <input type="hidden" name={FORM_KEY_FIELD} defaultValue={handle.formKey} />
        {/* Filled as the form is sent (useSubmissionForm); without JavaScript the server reads the post's Referer. */}
        <input type="hidden" name={ORIGIN_FIELDS.address} />
        <input type="hidden" name={ORIGIN_FIELDS.referrer} />
        <Honeypot />
        <div className="form__grid">{children}</div>
        <FormStatus sending={handle.submitting} success={handle.success} />
        <PrivacyNotice />
        <button type="submit" className="button button--large" disabled={handle.submitting}>
          {handle.submitting ? t.sending : submitLabel}
        </button>
      </form>
    </FormContext.Provider>
  )
}

/** Name, e-mail and mobile phone: the fields both forms ask first. */
export function ContactFields() {
  return (
    <>
      <FormField name="nome" label={t.field.nome} className="form-field--wide">
        <Input type="text" autoComplete="name" maxLength={100} />
      </FormField>
      <FormField name="email" label={t.field.email}>
        <Input type="email" autoComplete="email" maxLength={254} />
      </FormField>
      <FormField name="telefone" label={t.field.telefone}>
        <MaskedInput type="tel" mask={MASKS.telefone} prepare={withoutCountryCode} inputMode="tel" autoComplete="tel" />
      </FormField>
    </>
  )
}
