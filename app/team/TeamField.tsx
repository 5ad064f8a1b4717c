import type {InputHTMLAttributes} from 'react'

/**
 * A labelled field of the team's sign-in forms, with the answer's error under it (announced,
 * and tied to the field so a screen reader reads it with the field).
 */
export function TeamField({
  id,
  label,
  error,
  ...input
}: {id: string; label: string; error?: string} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={id}
        required
        aria-describedby={error ? `${id}-erro` : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-erro`} className="team-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
