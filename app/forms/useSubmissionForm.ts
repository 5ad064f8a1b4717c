import {useEffect, useRef, useState, type FormEvent} from 'react'
import {flushSync} from 'react-dom'
import type * as z from 'zod/mini'
import {sendLeadEvent} from '~/consent/analytics'
import {firstTouch} from '~/consent/first-touch'
import {formMessages} from '~/messages/forms'
import {checkForm, fieldError, NO_ERRORS, prepareChecks, withFieldError, type FormErrors, type ObjectForm} from './check'
import {createErrorStore, type FormContextValue} from './form-context'
import {whenIdle} from './idle'
import {postForm} from './post'
import {FORM_KEY_FIELD, newFormKey, ORIGIN_FIELDS, type FormDefinition, type FormReply} from './submission'

/** The form after the server's answer `reply` (none yet: empty, no message). */
function answered(id: string, reply: FormReply | undefined, generation: number): FormContextValue {
  const result = reply?.result
  const fields: Record<string, string> = {}
  for (const [name, messages] of Object.entries(result?.error ?? {})) {
    if (name !== '' && messages?.[0]) fields[name] = messages[0]
  }
  const errors: FormErrors = result?.error ? {fields, form: result.error['']?.filter(Boolean) ?? []} : NO_ERRORS
  const defaults = Object.fromEntries(
    Object.entries(result?.initialValue ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  return {id, store: createErrorStore(errors, {checked: result?.status === 'error'}), defaults, generation}
}

/**
 * What the form says when no answer came from the site (the network, or something between): a
 * new answer each time, so that a second failure shows its message again.
 */
const unanswered = (): FormReply => ({
  result: {status: 'error', error: {'': [`${formMessages.failurePrefix}${formMessages.unexpected}`]}},
})

/**
 * A form posted to its page's action (./post.ts). The browser checks with the schema the server parses with
 * (the spec's messages, focus in the spec's order); after a refused send each field is checked
 * again as the visitor types it, alone: a keystroke costs one field's check and redraws at most
 * that field and the form's message. The server's answer (also without JavaScript) gives the
 * status, the messages and back what the visitor typed. The form key that makes a doubled post
 * store once is made in the browser on the first send (the page itself is the same for everyone).
 * `reply`: the server's answer to a send made before this ran (without JavaScript, or before
 * it arrived), from the page.
 */
export function useSubmissionForm<Schema extends z.ZodMiniObject>(
  definition: FormDefinition<Schema>,
  {id, focusOrder, reply: pageReply}: {id: string; focusOrder: ReadonlyArray<keyof z.input<Schema> & string>; reply?: FormReply},
) {
  const form = definition as unknown as ObjectForm
  const [sent, setSent] = useState({reply: pageReply, submitting: false})
  const {reply, submitting} = sent
  const element = useRef<HTMLFormElement>(null)
  // Set the moment a send goes ahead, before React shows it: a second Enter a few
  // milliseconds later must not start another.
  const sending = useRef(false)
  // A stored lead, once per answer: analytics hears of it only with every cookie accepted.
  useEffect(() => {
    if (reply?.message && reply.formKey) sendLeadEvent(id)
  }, [reply, id])

  // Each answer gives the form its messages and values; a success starts it again, empty.
  const [state, setState] = useState(() => ({reply, context: answered(id, reply, 0)}))
  let context = state.context
  if (state.reply !== reply) {
    context = answered(id, reply, reply?.message ? context.generation + 1 : context.generation)
    setState({reply, context})
  }

  // After a refused send, the field typed in is checked again (the browser's own listener: a
  // value set by a script, like the address from the CEP, dispatches it too).
  useEffect(() => {
    const target = element.current
    if (!target) return
    const onInput = (event: Event) => {
      const {name, value} = event.target as HTMLInputElement
      if (!context.store.checked() || !name || !Object.hasOwn(form.schema.shape, name)) return
      context.store.set(withFieldError(form, context.store.get(), name, fieldError(form, name, value)))
    }
    target.addEventListener('input', onInput)
    return () => target.removeEventListener('input', onInput)
  }, [context, form])

  // The message of each empty field, worked out while the browser is idle: the first refused
  // send, most often of an empty form, then only shows them (issue 37: within 100 ms).
  useEffect(() => whenIdle(() => prepareChecks(form)), [form])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const target = event.currentTarget
    const errors = checkForm(form, new FormData(target))
    if (Object.keys(errors.fields).length > 0) {
      // The messages first, then the focus: the browser lays the page out once, with them, and
      // scrolls the field into view where it now is.
      flushSync(() => context.store.set(errors, {checked: true}))
      // The first invalid field in the spec's order, not the page's.
      const first = focusOrder.find((name) => errors.fields[name])
      if (first) (target.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    context.store.set(errors)
    // What only a send needs: the form key and the visit's origin.
    const input = (name: string) => target.elements.namedItem(name) as HTMLInputElement | null
    const key = input(FORM_KEY_FIELD)
    if (key && !key.value) key.value = newFormKey()
    const touch = firstTouch()
    for (const [field, value] of [
      [ORIGIN_FIELDS.address, touch.address],
      [ORIGIN_FIELDS.referrer, touch.referrer],
    ] as const) {
      const hidden = input(field)
      if (hidden) hidden.value = value
    }
    sending.current = true
    setSent((current) => ({...current, submitting: true}))
    void postForm<FormReply>(target).then(({data}) => {
      sending.current = false
      setSent({reply: data ?? unanswered(), submitting: false})
    })
  }

  return {
    context,
    /** id, noValidate and ref of the <form>: the schema's checks replace the browser's own. */
    formProps: {id, noValidate: true, ref: element},
    onSubmit,
    submitting,
    /** The success message of the last answer, shown while no message says otherwise. */
    success: reply?.message,
    /** From the server's last answer; the browser makes one on the first send otherwise. */
    formKey: reply?.formKey ?? '',
  }
}
