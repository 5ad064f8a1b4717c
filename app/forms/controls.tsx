import {getInputProps, getSelectProps, getTextareaProps, type FieldMetadata} from '@conform-to/react'
import {forwardRef, useEffect, useRef, type ComponentProps} from 'react'

// Form controls bound to a conform field: name, id, aria attributes and the value to start
// from (what the visitor typed, when the server answered with an error). conform's `key`
// remounts a control when the form resets.

type Field = FieldMetadata<string>
type InputType = 'text' | 'email' | 'tel'

type Bound = {field: Field; /** An element that describes the control, besides its error. */ describedBy?: string}

export function Input({field, type, describedBy, ...rest}: Bound & {type: InputType} & Omit<ComponentProps<'input'>, 'type'>) {
  const {key, ...props} = getInputProps(field, {type, ariaDescribedBy: describedBy})
  return <input key={key} {...props} {...rest} />
}

/**
 * A text input that formats as the visitor types (imask). The server renders a plain input,
 * so without JavaScript it takes any text; the server normalises it.
 */
type Masking = {
  mask: string
  /** Rewrites what is pasted or autofilled before the mask takes it (e.g. drops a country code). */
  prepare?: (text: string) => string
  onComplete?: (value: string) => void
}

export function MaskedInput({
  field,
  type,
  describedBy,
  mask,
  prepare,
  onComplete,
  ...rest
}: Bound & Masking & {type: InputType} & Omit<ComponentProps<'input'>, 'type'>) {
  const {key, ...props} = getInputProps(field, {type, ariaDescribedBy: describedBy})
  return <MaskedControl key={key} mask={mask} prepare={prepare} onComplete={onComplete} {...props} {...rest} />
}

function MaskedControl({mask, prepare, onComplete, ...props}: Masking & ComponentProps<'input'>) {
  const input = useRef<HTMLInputElement>(null)
  const completed = useRef(onComplete)
  useEffect(() => {
    completed.current = onComplete
  })
  // imask is loaded once the page is interactive, not with it: the form pages' first load
  // stays within its JavaScript budget, and what was typed before is formatted when it arrives.
  useEffect(() => {
    let cancelled = false
    let masked: {destroy(): void} | undefined
    void import('imask').then(({default: IMask}) => {
      if (cancelled || !input.current) return
      const instance = IMask(input.current, {
        mask,
        // Backspace takes one digit each time, with the punctuation before it: never a press
        // that only removes a "-" or steps over a ".".
        eager: 'remove',
        ...(prepare ? {prepare: (text: string) => (text.length > 1 ? prepare(text) : text)} : {}),
      })
      instance.on('complete', () => completed.current?.(instance.value))
      // Typed in full before imask arrived: it formats that, and it counts as complete.
      if (instance.masked.isComplete) completed.current?.(instance.value)
      masked = instance
    })
    return () => {
      cancelled = true
      masked?.destroy()
    }
    // `prepare` is a module-level function: it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mask])
  return <input ref={input} {...props} />
}

export const Textarea = forwardRef<HTMLTextAreaElement, Bound & ComponentProps<'textarea'>>(function Textarea(
  {field, describedBy, ...rest},
  ref,
) {
  const {key, ...props} = getTextareaProps(field, {ariaDescribedBy: describedBy})
  return <textarea key={key} ref={ref} {...props} {...rest} />
})

type Option = {value: string; label: string}

/** A select that starts on a placeholder (value ""), the spec's "not chosen yet". */
export const PlaceholderSelect = forwardRef<
  HTMLSelectElement,
  Bound & {placeholder: string; options: readonly Option[]} & ComponentProps<'select'>
>(function PlaceholderSelect({field, describedBy, placeholder, options, ...rest}, ref) {
  const {key, defaultValue, ...props} = getSelectProps(field, {ariaDescribedBy: describedBy})
  return (
    <select key={key} ref={ref} {...props} defaultValue={defaultValue ?? ''} {...rest}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
})
