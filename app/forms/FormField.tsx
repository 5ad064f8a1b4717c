import {useMemo, type ReactNode} from 'react'
import {FieldContext, useFieldError, useFormContext, type FieldProps} from './form-context'

type Props = {
  /** The field's name in the form's schema. */
  name: string
  label: string
  hint?: ReactNode
  className?: string
  /** The control (./controls.tsx), which takes its id, name and state from here. */
  children: ReactNode
}

/**
 * A labelled form control with its message beside it. Only this field redraws when its message
 * changes: the control inside is the same element, and reads the change from the context.
 */
export function FormField({name, label, hint, className = '', children}: Props) {
  const form = useFormContext()
  const error = useFieldError(name)
  const id = `${form.id}-${name}`
  const hasHint = Boolean(hint)
  const field = useMemo<FieldProps>(
    () => ({
      name,
      id,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      error,
      describedBy: [error ? `${id}-error` : '', hasHint ? `${id}-description` : ''].join(' ').trim() || undefined,
      defaultValue: form.defaults[name] ?? '',
      key: String(form.generation),
    }),
    [name, id, error, hasHint, form.defaults, form.generation],
  )
  return (
    <div className={`form-field ${className}`} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>{label}</label>
      <FieldContext.Provider value={field}>{children}</FieldContext.Provider>
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
