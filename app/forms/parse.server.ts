// How the server parses a form post: conform over the form's zod/mini schema, so its reply
// (SubmissionResult) carries back what the visitor typed and each field's messages.
import {parse} from '@conform-to/react'
import * as z from 'zod/mini'
import type {FormDefinition} from './submission'

/**
 * conform's submission of a post, checked with the form's schema, with the spec's message
 * for the whole form (key '') beside each field's own.
 * (conform's own parseWithZod would bring zod's classic API into the page: docs/decisions/0009.)
 */
export function parseForm<Schema extends z.ZodMiniType>(payload: FormData | URLSearchParams, form: FormDefinition<Schema>) {
  const submission = parse(payload, {
    resolve(value) {
      const result = z.safeParse(form.schema, value)
      if (result.success) return {value: result.data as z.output<Schema>}
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) (error[issue.path.join('.')] ??= []).push(issue.message)
      return {error}
    },
  })
  if (submission.status !== 'success' && submission.error) {
    const {error} = submission
    const invalid = new Set(Object.keys(error).filter((name) => name !== '' && error[name]))
    if (invalid.size > 0) error[''] = form.formErrors(invalid)
  }
  return submission
}
