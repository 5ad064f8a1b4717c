import type {FieldMetadata} from '@conform-to/react'
import type {ReactNode} from 'react'

type FieldProps = {
  field: FieldMetadata<string>
  label: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** A labelled form control (conform's ids tie it to its label and error) with its error beside it. */
export function FormField({field, label, hint, className = '', children}: FieldProps) {
  const error = field.errors?.[0]
  return (
    <div className={`form-field ${className}`} data-invalid={error ? true : undefined}>
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint ? (
        <p className="form-field__hint" id={field.descriptionId} aria-live="polite">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={field.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
