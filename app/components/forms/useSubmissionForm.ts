import {useActionData, useNavigation} from '@remix-run/react'
import {useEffect, useState, type FormEvent} from 'react'
import type {SubmissionResult} from '~/forms/submission'
import type {FormCheck} from '~/forms/visit-form'
import type {FormState} from './FormStatus'

type ClientErrors = {formErrors: string[]; fieldErrors: Record<string, string>}

/**
 * State of a form posted to its page's action: the browser checks with the same schema as
 * the server before sending (in the spec's order); the server's answer (also without
 * JavaScript) gives the status, the errors and back what the visitor typed.
 */
export function useSubmissionForm<Data>({
  formKey,
  check,
  focusOrder,
}: {
  formKey: string
  check: (values: Record<string, unknown>) => FormCheck<Data>
  /** Fields in the order the spec checks them; the first invalid one gets focus. */
  focusOrder: readonly string[]
}) {
  const answer = useActionData<SubmissionResult>()
  const navigation = useNavigation()
  // The page's loader runs again after other posts (the cookie banner's, for one) and hands
  // out a new key: keep the first, or the form would start over under the visitor's hands.
  const [firstKey] = useState(formKey)
  const [clientErrors, setClientErrors] = useState<ClientErrors | null>(null)
  const submitting = navigation.state === 'submitting'

  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [answer])

  const serverErrors = answer?.status === 'erro' ? answer : null
  const state: FormState = submitting
    ? {status: 'enviando'}
    : clientErrors
      ? {status: 'erro', formErrors: clientErrors.formErrors}
      : answer?.status === 'sucesso'
        ? {status: 'sucesso', message: answer.message}
        : serverErrors
          ? {status: 'erro', formErrors: serverErrors.formErrors}
          : {status: null}

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const result = check(Object.fromEntries(new FormData(form)))
    if (result.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(result)
    const first = focusOrder.find((field) => field in result.fieldErrors)
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  return {
    state,
    submitting,
    onSubmit,
    fieldErrors: clientErrors?.fieldErrors ?? serverErrors?.fieldErrors ?? {},
    /** What the visitor typed, when the server answered with an error (kept without JS). */
    values: serverErrors?.values ?? {},
    /** The form remounts empty, with a new key, after a success. */
    formKey: answer?.formKey ?? firstKey,
  }
}
