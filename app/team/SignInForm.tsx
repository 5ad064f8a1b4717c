import {Form, useActionData} from '@remix-run/react'
import type {InputHTMLAttributes} from 'react'

/** What each field of the sign-in asks of the browser: its keyboard, its autofill, what it accepts. */
const SIGN_IN_INPUTS = {
  email: {type: 'email', autoComplete: 'email', inputMode: 'email'},
  codigo: {inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]{6,8}', maxLength: 8},
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>

/** The actions' answer to a refused post: why, and what was sent (so that it need not be typed again). */
type Answer = {error?: string} & {[field in keyof typeof SIGN_IN_INPUTS]?: string}

/**
 * A step of the team's sign-in (the e-mail, then the code): one labelled field, named `field`,
 * with the action's answer under it (announced, and tied to the field so a screen reader
 * reads it with the field), and the button that sends it.
 */
export function SignInForm({field, label, submit}: {field: keyof typeof SIGN_IN_INPUTS; label: string; submit: string}) {
  const answer = useActionData<Answer>()
  const error = answer?.error
  return (
    <Form method="post">
      <label htmlFor={field}>{label}</label>
      <input
        {...SIGN_IN_INPUTS[field]}
        defaultValue={answer?.[field]}
        id={field}
        name={field}
        required
        aria-describedby={error ? `${field}-erro` : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${field}-erro`} className="team-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit">{submit}</button>
    </Form>
  )
}
