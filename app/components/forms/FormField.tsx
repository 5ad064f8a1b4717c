import {forwardRef, useId, type ReactNode, type SelectHTMLAttributes} from 'react'

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

type Option = {value: string; label: string}

type PlaceholderSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  placeholder: string
  options: readonly Option[]
}

/** A select that starts on a placeholder (value ""), the spec's "not chosen yet". */
export const PlaceholderSelect = forwardRef<HTMLSelectElement, PlaceholderSelectProps>(function PlaceholderSelect(
  {placeholder, options, defaultValue, ...rest},
  ref,
) {
  return (
    <select ref={ref} {...rest} defaultValue={defaultValue ?? ''}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
})
