import {getFormProps, useForm, type DefaultValue} from '@conform-to/react'
import {useActionData, useNavigation} from '@remix-run/react'
import {useEffect, useMemo, useRef, type FormEvent} from 'react'
import type * as z from 'zod/mini'
import {sendLeadEvent} from '~/consent/analytics'
import {firstTouch} from '~/consent/first-touch'
import type {FormState} from './FormStatus'
import {FORM_KEY_FIELD, newFormKey, ORIGIN_FIELDS, parseForm, type FormDefinition, type FormReply} from './submission'

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
  // Set the moment a send goes ahead, before React shows it: a second Enter a few
  // milliseconds later must not start another (it would abort the first, mid-flight).
  const sending = useRef(false)
  useEffect(() => {
    if (navigation.state === 'idle') sending.current = false
  }, [navigation.state])
  // A stored lead, once per answer: analytics hears of it only with every cookie accepted.
  useEffect(() => {
    if (reply?.message && reply.formKey) sendLeadEvent(id)
  }, [reply, id])
  // Every field starts empty. Said out loud for the selects: without it, conform's reset after
  // a success unselects them (no option shown) instead of showing their placeholder again.
  const defaultValue = useMemo(
    () => Object.fromEntries(Object.keys(definition.schema.shape).map((name) => [name, ''])) as DefaultValue<z.input<Schema>>,
    [definition],
  )
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    lastResult: navigation.state === 'idle' ? reply?.result : null,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({formData}) => (lastCheck.current = parseForm(formData, definition)),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) return event.preventDefault()
    const input = (name: string) => event.currentTarget.elements.namedItem(name) as HTMLInputElement | null
    const key = input(FORM_KEY_FIELD)
    if (key && !key.value) key.value = newFormKey()
    const touch = firstTouch()
    for (const [field, value] of [
      [ORIGIN_FIELDS.address, touch.address],
      [ORIGIN_FIELDS.referrer, touch.referrer],
    ] as const) {
      const hidden = input(field)
      if (hidden) hidden.value = value
    }
    form.onSubmit(event)
    // conform also comes through here when it revalidates a field as the visitor types (an
    // intent, status undefined): focus moves only after a real submit that failed.
    const check = lastCheck.current
    if (!event.defaultPrevented) {
      sending.current = true
      return
    }
    if (check?.status !== 'error') return
    // conform focuses the first invalid field in page order; the spec checks in its own.
    const errors = check.error ?? {}
    const first = focusOrder.find((name) => errors[name])
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  // The form's message stays after a refused send while it still holds, and follows the
  // visitor's corrections (conform revalidates as they type); it goes once all is right.
  const state: FormState = submitting
    ? {status: 'enviando'}
    : form.errors?.length
      ? {status: 'erro', formErrors: form.errors}
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
