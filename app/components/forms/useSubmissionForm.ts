import {getFormProps, useForm} from '@conform-to/react'
import {useActionData, useNavigation} from '@remix-run/react'
import {useRef, type FormEvent} from 'react'
import type * as z from 'zod/mini'
import {FORM_KEY_FIELD, newFormKey, parseForm, type FormDefinition, type FormReply} from '~/forms/submission'
import type {FormState} from './FormStatus'

/**
 * A form posted to its page's action, on conform: the browser checks with the same schema
 * as the server before sending (the spec's messages, focus in the spec's order), and the
 * server's answer (also without JavaScript) gives the status, the errors and back what the
 * visitor typed. The form key that makes a doubled post store once is made in the browser
 * on the first send (the page itself is the same for everyone).
 */
export function useSubmissionForm<Schema extends z.ZodMiniObject>(
  definition: FormDefinition<Schema>,
  {id, focusOrder}: {id: string; focusOrder: ReadonlyArray<keyof z.input<Schema> & string>},
) {
  const reply = useActionData<FormReply>()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'
  const lastCheck = useRef<ReturnType<typeof parseForm<Schema>> | null>(null)
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === 'idle' ? reply?.result : null,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({formData}) => (lastCheck.current = parseForm(formData, definition)),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const key = event.currentTarget.elements.namedItem(FORM_KEY_FIELD) as HTMLInputElement | null
    if (key && !key.value) key.value = newFormKey()
    form.onSubmit(event)
    if (!event.defaultPrevented) return
    // conform focuses the first invalid field in page order; the spec checks in its own.
    const check = lastCheck.current
    const errors = check && check.status !== 'success' ? (check.error ?? {}) : {}
    const first = focusOrder.find((name) => errors[name])
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  const state: FormState = submitting
    ? {status: 'enviando'}
    : form.status === 'error'
      ? {status: 'erro', formErrors: form.errors ?? []}
      : reply?.message
        ? {status: 'sucesso', message: reply.message}
        : {status: null}

  return {
    fields,
    /** id and noValidate of the <form>; the browser's own checks give way to the schema's. */
    formProps: getFormProps(form),
    onSubmit,
    state,
    submitting,
    /** From the server's last answer; the browser makes one on the first send otherwise. */
    formKey: reply?.formKey ?? '',
  }
}
