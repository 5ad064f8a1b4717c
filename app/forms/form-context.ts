// What a form's fields read: their ids, what to start from, and their message, each field
// subscribed to its own message only. A keystroke that changes one message redraws that field
// and nothing else (issue 37: every keystroke within two frames on a cheap phone).
import {createContext, useContext, useSyncExternalStore} from 'react'
import type {FormErrors} from './check'

/**
 * The form's messages, outside React's state: each reader subscribes to the part it shows.
 * `checked`: a send was refused, so each field is checked again as the visitor types it.
 */
export type ErrorStore = {
  get(): FormErrors
  set(next: FormErrors, options?: {checked?: boolean}): void
  checked(): boolean
  subscribe(listener: () => void): () => void
}

export function createErrorStore(initial: FormErrors, {checked = false} = {}): ErrorStore {
  let errors = initial
  let wasChecked = checked
  const listeners = new Set<() => void>()
  return {
    get: () => errors,
    set(next, options) {
      if (options?.checked) wasChecked = true
      if (next === errors) return
      errors = next
      for (const listener of listeners) listener()
    },
    checked: () => wasChecked,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type FormContextValue = {
  /** The form's id; a field's id is `${id}-${name}`. */
  id: string
  store: ErrorStore
  /** What each field starts from: what the visitor had typed, when the server refused a send. */
  defaults: Readonly<Record<string, string>>
  /** Changes after each success: the fields start again, empty. */
  generation: number
}

export const FormContext = createContext<FormContextValue | null>(null)

export function useFormContext(): FormContextValue {
  const form = useContext(FormContext)
  if (!form) throw new Error('A form field outside its form')
  return form
}

/** One field's message: this component redraws only when it changes. */
export function useFieldError(name: string): string | undefined {
  const {store} = useFormContext()
  const read = () => store.get().fields[name]
  return useSyncExternalStore(store.subscribe, read, read)
}

/** The whole form's message(s). */
export function useFormMessages(): readonly string[] {
  const {store} = useFormContext()
  const read = () => store.get().form
  return useSyncExternalStore(store.subscribe, read, read)
}

/** What a control needs from its field (./FormField.tsx provides it). */
export type FieldProps = {
  name: string
  id: string
  errorId: string
  descriptionId: string
  error: string | undefined
  /** The message's id when there is one, then the hint's: the control's aria-describedby. */
  describedBy: string | undefined
  defaultValue: string
  /** Remounts the control when the form starts again. */
  key: string
}

export const FieldContext = createContext<FieldProps | null>(null)

export function useField(): FieldProps {
  const field = useContext(FieldContext)
  if (!field) throw new Error('A form control outside its FormField')
  return field
}
