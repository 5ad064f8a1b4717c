import {createHash} from 'node:crypto'
import {data, type ActionFunctionArgs, type AppLoadContext} from '@remix-run/node'
import {FORM_DEDUP_WINDOW_MS} from '~/constants'
import {articleCards} from '~/content/articles.server'
import {campaignAddresses} from '~/content/campaign-pages.server'
import type {RequestContent} from '~/content/content.server'
import {articlePath} from '~/domain/articles'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {env} from '~/env.server'
import {parseForm} from '~/forms/parse.server'
import {
  FORM_KEY_FIELD,
  HONEYPOT_FIELD,
  isFormKey,
  newFormKey,
  ORIGIN_FIELDS,
  type FormDefinition,
  type FormReply,
} from '~/forms/submission'
import {formMessages} from '~/messages/forms'
import {readUrlEncodedBody} from '~/requests/body.server'
import {StoreUnavailableError, type DocumentStore} from '~/store/store'
import {getStore} from '~/store/store.server'
import {errorFields, logEvent} from '~/utils/log.server'
import {LEAD_KIND_NAMES, LEAD_KINDS, type LeadKind} from './kinds'
import {createLead} from './lead-records.server'
import {originOf, type LeadOrigin} from './origin'
import {wakeOutbox} from './outbox-worker.server'

const t = formMessages

/**
 * The whole server side of a form post: size and type of the body, the per-client rate
 * limit's verdict, the honeypot, validation with the shared schema, then one stored document whose id
 * derives from the content, so a doubled post stores once. Every answer other than a success
 * gives back what the visitor typed (conform's reply), so nothing is lost on an error.
 */
export async function handleLeadPost(
  request: Request,
  {rateLimited, content}: Pick<AppLoadContext, 'rateLimited' | 'content'>,
  kind: LeadKind,
) {
  const form: FormDefinition = LEAD_KINDS[kind].form
  const body = await readUrlEncodedBody(request)
  if (body === 'too-large') return reply(413, {result: {status: 'error', error: {'': [t.tooLarge]}}})
  if (body === 'unsupported') return reply(415, {result: {status: 'error', error: {'': [t.unsupported]}}})

  const submission = parseForm(body, form)
  // Counted per client before this runs (app/requests/rate-limits.server.ts), which also set Retry-After.
  if (rateLimited) {
    logEvent('warn', 'form.rate_limited', {form: kind})
    return reply(429, {result: submission.reply({formErrors: [t.rateLimited]})})
  }

  // Bots fill every field; people never see this one. Answer as if it worked.
  if (body.get(HONEYPOT_FIELD)) {
    logEvent('warn', 'form.honeypot', {form: kind})
    return reply(200, {result: submission.reply({resetForm: true}), message: LEAD_KINDS[kind].success})
  }

  const key = body.get(FORM_KEY_FIELD) ?? ''
  if (key !== '' && !isFormKey(key)) {
    return reply(400, {result: submission.reply({formErrors: [`${t.failurePrefix}${t.unexpected}`]})})
  }
  if (submission.status !== 'success') return reply(400, {result: submission.reply()})

  try {
    const origin = originOf(firstTouch(request, body), siteHosts(request), await landingPages(content))
    const outcome = await storeOnce(getStore(), kind, key, submission.value as Record<string, string>, origin)
    logEvent('info', 'form.stored', {form: kind, outcome})
    // Its mails were stored with it; they go now, without the visitor waiting for them.
    if (outcome === 'created') wakeOutbox()
    return reply(200, {result: submission.reply({resetForm: true}), message: LEAD_KINDS[kind].success, formKey: newFormKey()})
  } catch (error) {
    const reason = error instanceof StoreUnavailableError ? t.storeUnavailable : t.unexpected
    logEvent('error', 'form.store_failed', {form: kind, ...errorFields(error)})
    return reply(503, {result: submission.reply({formErrors: [`${t.failurePrefix}${reason}`]})})
  }
}

/**
 * Stores a submission at most once, with its mails (the team's and the visitor's
 * confirmation) in the outbox, in the same transaction. Its id is a hash of the content and,
 * from a browser with JavaScript, the form's key; without JavaScript there is no key, so the
 * content and the current time slot (checking the previous slot too): the same post twice
 * within FORM_DEDUP_WINDOW_MS is one document and one set of mails, the same request weeks
 * later is a new one.
 */
async function storeOnce(store: DocumentStore, kind: LeadKind, key: string, fields: Record<string, string>, origem: LeadOrigin) {
  const {collection} = LEAD_KINDS[kind]
  const idFor = (scope: string) =>
    createHash('sha256')
      .update(`${collection}\n${scope}\n${JSON.stringify(fields)}`)
      .digest('hex')
      .slice(0, 40)
  // The origin is kept with the lead but is not what it is: the same post is one lead whatever its origin.
  const create = (id: string) =>
    createLead(store, {collection, id, data: {...fields, origem}, serverTimestamp: 'dataSolicitacao'})
  if (key) return create(idFor(key))
  const slot = Math.floor(Date.now() / FORM_DEDUP_WINDOW_MS)
  if (await store.get(collection, idFor(`slot:${slot - 1}`))) return 'exists' as const
  return create(idFor(`slot:${slot}`))
}

/**
 * The visit's first touch: what the browser sent with the form (the first page of the tab with
 * consent to all cookies, else the form's own page); without JavaScript, the post's own Referer,
 * the form's page on this site (the site's Referrer-Policy keeps its query for same-origin posts).
 */
function firstTouch(request: Request, body: URLSearchParams) {
  const address = body.get(ORIGIN_FIELDS.address)
  if (address) return {address, referrer: body.get(ORIGIN_FIELDS.referrer)}
  return {address: request.headers.get('Referer'), referrer: null}
}

/**
 * The pages a visit may begin on, as the lead keeps them: the fixed public pages, and the
 * campaign pages and articles published now (docs/decisions/0062, amended by 0083 and 0085).
 * Without the content (an outage), the fixed pages: the lead is stored all the same.
 */
async function landingPages(content: Pick<RequestContent, 'load'>): Promise<readonly string[]> {
  try {
    const [campaigns, articles] = await Promise.all([campaignAddresses(content), articleCards(content)])
    return [...PUBLIC_PAGES, ...campaigns, ...articles.map((card) => articlePath(card.slug))]
  } catch {
    return PUBLIC_PAGES
  }
}

/** This site's host names: a referrer from one of them is the visitor moving inside the site. */
const siteHosts = (request: Request) => [new URL(env.SITE_URL).hostname, new URL(request.url).hostname]

const reply = (status: number, answer: FormReply) => data(answer, {status})

/** Each kind's form post, for its page's `action` (docs/leads.md#a-new-kind-of-lead). */
export const leadFormActions = Object.fromEntries(
  LEAD_KIND_NAMES.map((kind) => [kind, ({request, context}: ActionFunctionArgs) => handleLeadPost(request, context, kind)]),
) as Record<LeadKind, (args: ActionFunctionArgs) => ReturnType<typeof handleLeadPost>>
