// The browser's check of a form, with the schema the server parses the post with
// (./submission.server.ts): each field on its own, so a keystroke checks one field, not the form.
import * as z from 'zod/mini'
import type {FormDefinition} from './submission'

/** What a form shows: each invalid field's first message, and the message(s) for the whole form. */
export type FormErrors = {fields: Readonly<Record<string, string>>; form: readonly string[]}

export const NO_ERRORS: FormErrors = {fields: {}, form: []}

export type ObjectForm = FormDefinition<z.ZodMiniObject>

/**
 * A field's first message, or undefined when it holds. Empty is checked as missing: each
 * field's schema gives one message for both, the one the server's parse gives for an empty
 * field (tests/unit/forms.test.ts holds the two checks to the same messages).
 */
export function fieldError(definition: ObjectForm, name: string, value: unknown): string | undefined {
  const schema = definition.schema.shape[name]
  if (!schema) return undefined
  if (value === '' || value === undefined) return missingMessage(schema)
  return firstMessage(schema, value)
}

/** A field's schema. */
type FieldSchema = ObjectForm['schema']['shape'][string]

const firstMessage = (schema: FieldSchema, value: unknown) => {
  const result = z.safeParse(schema, value)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Each field's message when it is empty: always the same, so worked out once. */
const missing = new WeakMap<FieldSchema, string | undefined>()

function missingMessage(schema: FieldSchema): string | undefined {
  if (!missing.has(schema)) missing.set(schema, firstMessage(schema, undefined))
  return missing.get(schema)
}

/** Works out each field's empty message ahead (while the browser is idle), for the first send. */
export function prepareChecks(definition: ObjectForm) {
  for (const schema of Object.values(definition.schema.shape)) missingMessage(schema)
}

/** The whole form's message(s), from the fields that fail. */
export function withFormErrors(definition: ObjectForm, fields: Record<string, string>): FormErrors {
  const invalid = new Set(Object.keys(fields))
  return {fields, form: invalid.size > 0 ? definition.formErrors(invalid) : []}
}

/** Every field of the form, as the server will check them. */
export function checkForm(definition: ObjectForm, data: FormData): FormErrors {
  const fields: Record<string, string> = {}
  for (const name of Object.keys(definition.schema.shape)) {
    const value = data.get(name)
    const error = fieldError(definition, name, typeof value === 'string' ? value : undefined)
    if (error) fields[name] = error
  }
  return withFormErrors(definition, fields)
}

/**
 * `errors` once `name` was checked again as the visitor typed: its message now `error`, and the
 * form's message(s) from the fields that fail now (a message the server gave, such as "too many
 * sends", goes with the first correction, as every message of a check does). The same object
 * when nothing changed, so nothing redraws.
 */
export function withFieldError(definition: ObjectForm, errors: FormErrors, name: string, error: string | undefined): FormErrors {
  const fields = errors.fields[name] === error ? errors.fields : {...errors.fields}
  if (fields !== errors.fields) {
    if (error) (fields as Record<string, string>)[name] = error
    else delete (fields as Record<string, string>)[name]
  }
  const next = withFormErrors(definition, fields)
  const sameForm = next.form.length === errors.form.length && next.form.every((message, index) => message === errors.form[index])
  if (sameForm && fields === errors.fields) return errors
  return {fields, form: sameForm ? errors.form : next.form}
}
