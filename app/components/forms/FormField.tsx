import {useId, type ReactNode} from 'react'

type FieldProps = {
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  /** Renders the control with the ids and ARIA attributes that tie it to its label and error. */
  children: (control: {id: string; 'aria-invalid'?: true; 'aria-describedby'?: string}) => ReactNode
}

/** A labelled form control with its error message right beside it. */
export function FormField({label, error, hint, className = '', children}: FieldProps) {
  const id = useId()
  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`form-field ${className}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({id, ...(error ? {'aria-invalid': true as const} : {}), 'aria-describedby': describedBy})}
      {hint ? (
        <p className="form-field__hint" id={hintId} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
