import {Form} from '@remix-run/react'
import type {ReactNode} from 'react'
import {MASKS} from '~/forms/brazil'
import {FORM_KEY_FIELD} from '~/forms/submission'
import {messages} from '~/messages'
import {FormField} from './FormField'
import {FormStatus, Honeypot, PrivacyNotice} from './FormStatus'
import {MaskedInput} from './MaskedInput'
import type {useSubmissionForm} from './useSubmissionForm'

const t = messages.forms

type FormHandle = ReturnType<typeof useSubmissionForm>

/**
 * The frame both forms share: the post to their page (with the anchor, so a browser without
 * JavaScript lands back on the form), the form key and honeypot, the fields, the live
 * regions, the privacy notice and the button, disabled while sending.
 */
export function SubmissionForm({
  form,
  action,
  submitLabel,
  children,
}: {
  form: FormHandle
  action: string
  submitLabel: string
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      className="form"
      noValidate
      onSubmit={form.onSubmit}
      data-status={form.state.status ?? undefined}
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={form.formKey} />
      <Honeypot />
      <div className="form__grid">{children}</div>
      <FormStatus state={form.state} />
      <PrivacyNotice />
      <button type="submit" className="button button--large" disabled={form.submitting}>
        {form.submitting ? t.sending : submitLabel}
      </button>
    </Form>
  )
}

/** Name, e-mail and mobile phone: the fields both forms ask first. */
export function ContactFields({form}: {form: FormHandle}) {
  const {fieldErrors: errors, values} = form
  return (
    <>
      <FormField label={t.field.nome} error={errors.nome} className="form-field--wide">
        {(control) => <input {...control} name="nome" autoComplete="name" maxLength={100} defaultValue={values.nome} />}
      </FormField>
      <FormField label={t.field.email} error={errors.email}>
        {(control) => (
          <input {...control} name="email" type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />
        )}
      </FormField>
      <FormField label={t.field.telefone} error={errors.telefone}>
        {(control) => (
          <MaskedInput
            {...control}
            mask={MASKS.telefone}
            name="telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            defaultValue={values.telefone}
          />
        )}
      </FormField>
    </>
  )
}
