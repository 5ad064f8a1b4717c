import {createHash, randomUUID} from 'node:crypto'
import {data} from '@remix-run/node'
import {FORM_RATE_LIMIT} from '~/constants'
import {messages} from '~/messages'
import {StoreUnavailableError} from '~/store/store'
import {getStore} from '~/store/store.server'
import {readUrlEncodedBody} from '~/utils/form-body.server'
import {logEvent} from '~/utils/log.server'
import {createRateLimiter} from '~/utils/rate-limit.server'
import {FORM_KEY_FIELD, HONEYPOT_FIELD, type SubmissionResult} from './submission'
import type {FormCheck} from './visit-form'

const t = messages.forms
const limiter = createRateLimiter(FORM_RATE_LIMIT)

type FormDefinition<Data> = {
  /** Names the form in rate limits and logs. */
  form: 'agendamento' | 'reserva'
  collection: 'agendamentos' | 'reservas_evababy'
  fields: readonly string[]
  check: (values: Record<string, unknown>) => FormCheck<Data>
  success: string
}

/** A fresh key for a form about to be shown (its hidden idempotency field). */
export const newFormKey = () => randomUUID()

/**
 * The whole server side of a form post: size and type of the body, the honeypot, the
 * per-client rate limit, validation with the shared schema, then one stored document
 * whose id derives from the form key and the content, so a doubled post stores once.
 * Every answer carries what the visitor typed, so nothing is lost on an error.
 */
export async function handleSubmission<Data extends Record<string, string>>(
  request: Request,
  clientIp: string,
  definition: FormDefinition<Data>,
) {
  const body = await readUrlEncodedBody(request)
  if (body === 'too-large' || body === 'unsupported') {
    return reply(body === 'too-large' ? 413 : 415, errorResult([t.tooLarge], {}, {}, newFormKey()))
  }
  const values = Object.fromEntries(definition.fields.map((field) => [field, body.get(field) ?? '']))
  // What goes back into the form: all of it, within what the fields themselves accept.
  const echoed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.slice(0, 2000)]))
  const submittedKey = body.get(FORM_KEY_FIELD) ?? ''
  const formKey = /^[0-9a-f-]{36}$/.test(submittedKey) ? submittedKey : newFormKey()

  if (!limiter.attempt(`${definition.form}:${clientIp}`)) {
    logEvent('warn', 'form.rate_limited', {form: definition.form})
    return reply(429, errorResult([t.rateLimited], {}, echoed, formKey))
  }

  // Bots fill every field; people never see this one. Answer as if it worked.
  if (body.get(HONEYPOT_FIELD)) {
    logEvent('warn', 'form.honeypot', {form: definition.form})
    return reply(200, {status: 'sucesso', message: definition.success, formKey: newFormKey()})
  }

  const check = definition.check(values)
  if (!check.ok || submittedKey !== formKey) {
    const fieldErrors = check.ok ? {} : check.fieldErrors
    const formErrors = check.ok ? [`${t.failurePrefix}${t.unexpected}`] : check.formErrors
    return reply(400, errorResult(formErrors, fieldErrors, echoed, formKey))
  }

  const id = createHash('sha256')
    .update(`${definition.collection}\n${formKey}\n${JSON.stringify(check.data)}`)
    .digest('hex')
    .slice(0, 40)
  try {
    const outcome = await getStore().create(definition.collection, id, check.data, {serverTimestamp: 'dataSolicitacao'})
    logEvent('info', 'form.stored', {form: definition.form, outcome})
    return reply(200, {status: 'sucesso', message: definition.success, formKey: newFormKey()})
  } catch (error) {
    const reason = error instanceof StoreUnavailableError ? t.storeUnavailable : t.unexpected
    logEvent('error', 'form.store_failed', {form: definition.form, error: error instanceof Error ? error.name : 'unknown'})
    return reply(503, errorResult([`${t.failurePrefix}${reason}`], {}, echoed, formKey))
  }
}

function errorResult(
  formErrors: string[],
  fieldErrors: Record<string, string>,
  values: Record<string, string>,
  formKey: string,
): SubmissionResult {
  return {status: 'erro', formErrors, fieldErrors, values, formKey}
}

const reply = (status: number, result: SubmissionResult) => data(result, {status})
