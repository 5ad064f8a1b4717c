import {forwardRef, useEffect, useRef, type ComponentProps} from 'react'
import {useField, type FieldProps} from './form-context'
import {whenIdle} from './idle'

// Form controls inside a FormField (./FormField.tsx): their id, name, aria attributes and the
// value to start from (what the visitor typed, when the server answered with an error) come
// from it. Uncontrolled: a keystroke is the browser's, React redraws nothing for it. The key
// remounts a control, empty, when the form starts again after a success.

type InputType = 'text' | 'email' | 'tel'

const bound = (field: FieldProps) => ({
  id: field.id,
  name: field.name,
  'aria-invalid': field.error ? true : undefined,
  'aria-describedby': field.describedBy,
  defaultValue: field.defaultValue,
})

export function Input({type, ...rest}: {type: InputType} & Omit<ComponentProps<'input'>, 'type'>) {
  const field = useField()
  return <input key={field.key} {...bound(field)} type={type} {...rest} />
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
  type,
  mask,
  prepare,
  onComplete,
  ...rest
}: Masking & {type: InputType} & Omit<ComponentProps<'input'>, 'type'>) {
  const field = useField()
  return (
    <MaskedControl
      key={field.key}
      mask={mask}
      prepare={prepare}
      onComplete={onComplete}
      {...bound(field)}
      type={type}
      {...rest}
    />
  )
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
    let idle: (() => void) | undefined
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
      // Most of what imask runs when the field is focused or tapped (finding where the cursor
      // goes), run once ahead while nothing else happens, on the field without focus, where it
      // moves no cursor: the first tap does not compile it.
      idle = whenIdle(() => {
        if (document.activeElement !== input.current) instance.alignCursorFriendly()
      })
    })
    return () => {
      cancelled = true
      idle?.()
      masked?.destroy()
    }
    // `prepare` is a module-level function: it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mask])
  return <input ref={input} {...props} />
}

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(function Textarea(props, ref) {
  const field = useField()
  return <textarea key={field.key} ref={ref} {...bound(field)} {...props} />
})

type Option = {value: string; label: string}

/** A select that starts on a placeholder (value ""), the spec's "not chosen yet". */
export const PlaceholderSelect = forwardRef<
  HTMLSelectElement,
  {placeholder: string; options: readonly Option[]} & ComponentProps<'select'>
>(function PlaceholderSelect({placeholder, options, ...rest}, ref) {
  const field = useField()
  return (
    <select key={field.key} ref={ref} {...bound(field)} {...rest}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
})
