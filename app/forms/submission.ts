// What a form post answers, shared by the server action and the form component.

/** The hidden field carrying the form's idempotency key. */
export const FORM_KEY_FIELD = 'chave'
/** The honeypot: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'site'

export type SubmissionResult =
  | {status: 'sucesso'; message: string; formKey: string}
  | {
      status: 'erro'
      formErrors: string[]
      fieldErrors: Record<string, string>
      values: Record<string, string>
      formKey: string
    }
