// What the two forms share in the browser and on the server: their definition, the hidden
// fields and what a post answers. The server parses a post in ./parse.server.ts; the browser
// checks the same schema field by field (./check.ts).
import type {SubmissionResult} from '@conform-to/react'
import type * as z from 'zod/mini'

/** The hidden field carrying the form's idempotency key. */
export const FORM_KEY_FIELD = 'chave'
/** The honeypot: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'site'
/** The visit's first touch, filled by the browser as the form is sent (app/consent/first-touch.ts, app/leads/origin.ts). */
export const ORIGIN_FIELDS = {address: 'origem_endereco', referrer: 'origem_referencia'} as const

/** A form of the site: its fields' schema and the spec's message(s) for the whole form. */
export type FormDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> = {
  schema: Schema
  /** The message(s) above the button (docs/requirements.md#the-visit-form), from the names of the fields that failed. */
  formErrors: (invalid: ReadonlySet<string>) => string[]
}

/** What a form post answers: conform's result and, after a success, its message and a key for the next post. */
export type FormReply = {result: SubmissionResult<string[]>; message?: string; formKey?: string}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A random v4 UUID: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const isFormKey = (value: string) => UUID_V4.test(value)
