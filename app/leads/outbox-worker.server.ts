import {randomUUID} from 'node:crypto'
import {setTimeout as sleep} from 'node:timers/promises'
import {
  OUTBOX_ALERT_AFTER_MS,
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BACKOFF_MS,
  OUTBOX_GIVE_UP_AFTER_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
} from '~/constants'
import type {Address} from '~/mail/mail'
import type {Company} from '~/mail/sender.server'
import {MailNotSent, type MailTransport} from '~/mail/transport.server'
import type {DocumentStore} from '~/store/store'
import {curitibaDate} from '~/utils/curitiba-time'
import {errorFields, errorName, logEvent, requestContext} from '~/utils/log.server'
import {isLeadKind} from './kinds'
import {confirmationMail, teamMail} from './lead-mail.server'
import {isSummary, OUTBOX, OUTBOX_LEASES, type LeadMessage, type OutboxMessage, type SummaryMessage} from './outbox.server'
import {summaryMail, waitingLeads, type WaitingLead} from './summary-mail.server'

// The worker that sends the outbox's messages, in every instance (docs/decisions/0042). SMTP
// delivers at least once (a crash after the server took a mail, before it was marked sent,
// sends it again), and mail clients fold copies with one Message-ID into one. A lease (a
// document created once, which a second create refuses) keeps two instances from sending the
// same message at once. Each step is a function of its own: take the lease, send, record the
// outcome, one pass over what is due, and the schedule of passes.

export type OutboxOptions = {
  store: DocumentStore
  transport: MailTransport
  /** The company's name and contacts, and the team's addresses, as the content has them now. */
  company: () => Promise<Company>
  teamAddresses: () => Promise<string[]>
  from: (company: Company) => Address
  pollMs?: number
  backoffMs?: number
  /** The clock a summary's day is read by (it goes on that day only); tests give their own. */
  now?: () => Date
}

/** Who a pass sends as and to: read once a pass, before any lease is held. */
type Addressing = readonly [Company | undefined, readonly string[]]

/** What one pass found: messages still pending when it began (due or not). */
export type PassSummary = {pending: number}

/** What the log says of a message: its purpose and, a lead's, its kind (never a value). */
const described = (message: OutboxMessage): Record<string, string> =>
  isSummary(message) ? {purpose: message.finalidade} : {purpose: message.finalidade, kind: message.tipo}

/**
 * The message's lease for this instance: its token, or undefined when another instance holds
 * it. Only a lease past its time (its holder died mid-send) is taken over, and only by the one
 * instance whose delete finds it unchanged.
 */
export async function takeLease(store: DocumentStore, id: string): Promise<string | undefined> {
  const token = randomUUID()
  const lease = () => store.create(OUTBOX_LEASES, id, {ficha: token, expira: Date.now() + OUTBOX_LEASE_MS})
  if ((await lease()) === 'created') return token
  const held = await store.get(OUTBOX_LEASES, id)
  if (!held || Number(held.expira) > Date.now()) return undefined
  if ((await store.delete(OUTBOX_LEASES, id, {ifField: {field: 'ficha', value: String(held.ficha)}})) !== 'deleted') {
    return undefined
  }
  return (await lease()) === 'created' ? token : undefined
}

/** Gives the lease back, if it is still this instance's. */
export const releaseLease = (store: DocumentStore, id: string, token: string) =>
  store.delete(OUTBOX_LEASES, id, {ifField: {field: 'ficha', value: token}}).catch(() => undefined)

/**
 * Sends one message, its text made from its lead as it is now: 'dropped' when the lead is gone
 * (deleted at the person's request: its mail goes with it). Throws what the transport threw.
 * A day's summary is made from the leads it lists (sendSummary).
 */
export async function sendMessage(
  options: Pick<OutboxOptions, 'store' | 'transport' | 'from' | 'now'>,
  id: string,
  message: OutboxMessage,
  addressing: Addressing,
): Promise<'sent' | 'dropped'> {
  if (isSummary(message)) return sendSummary(options, id, message, addressing, options.now?.())
  return sendLeadMail(options, id, message, addressing)
}

async function sendLeadMail(
  options: Pick<OutboxOptions, 'store' | 'transport' | 'from'>,
  id: string,
  message: LeadMessage,
  [company, team]: Addressing,
): Promise<'sent' | 'dropped'> {
  // A stored message names its kind of lead; one this build does not know is said as such.
  if (!isLeadKind(message.tipo)) throw Object.assign(new Error('unknown kind of lead'), {code: 'UNKNOWN_KIND'})
  const lead = await options.store.get(message.colecao, message.pedido)
  if (!lead) return 'dropped'
  if (!company) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
  const forTeam = message.finalidade === 'equipe'
  const mail = forTeam ? teamMail(message.tipo, message.pedido, lead, company) : confirmationMail(message.tipo, lead, company)
  const to = forTeam ? team.map((address) => ({address})) : [mail.to!]
  if (to.length === 0) throw Object.assign(new Error('no recipients'), {code: 'NO_RECIPIENTS'})
  const {subject, text, html, replyTo} = mail
  await options.transport.send({id, from: options.from(company), to, replyTo, subject, text, html})
  return 'sent'
}

/**
 * Sends a day's summary to the team, made from its leads as they are now: 'dropped' when none
 * still waits. Only on its own day (Curitiba's): after that it throws EXPIRED, and is given up.
 */
export async function sendSummary(
  options: Pick<OutboxOptions, 'store' | 'transport' | 'from'>,
  id: string,
  message: SummaryMessage,
  [company, team]: Addressing,
  now = new Date(),
): Promise<'sent' | 'dropped'> {
  if (curitibaDate(now) !== message.dia) throw Object.assign(new Error('summary of another day'), {code: 'EXPIRED'})
  const waiting = await waitingLeads(options.store, message)
  if (waiting.length === 0) return 'dropped'
  if (!company) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
  if (team.length === 0) throw Object.assign(new Error('no recipients'), {code: 'NO_RECIPIENTS'})
  const from = options.from(company)
  const to = team.map((address) => ({address}))
  await options.transport.send({id, from, to, replyTo: from, ...summaryMail(waiting, now)})
  // A lead deleted while it was sent (deleteLead takes it off the list, then deletes the copy):
  // the copy that names it goes, as its own mails' copies do. A failed read changes nothing (the
  // mail went: it must not go again); a summary gone altogether is recordSent's to discard.
  const stored = (await options.store.get(OUTBOX, id).catch(() => null)) as unknown as SummaryMessage | null
  const listed = ({lead}: WaitingLead) =>
    stored?.pedidos.some(({colecao, pedido}) => colecao === lead.collection && pedido === lead.id) ?? true
  if (!waiting.every(listed)) options.transport.discard(id)
  return 'sent'
}

/**
 * Records a sent message, with a few tries, since a failure here would send it again; false
 * when it could not be recorded.
 */
export async function recordSent(store: DocumentStore, transport: MailTransport, id: string, message: OutboxMessage) {
  const attempts = message.tentativas + 1
  for (let tries = 1; ; tries++) {
    try {
      const marked = await store.update(OUTBOX, id, {estado: 'enviado', enviadoEm: Date.now(), tentativas: attempts})
      // Deleted while it was sent (the lead, at the person's request, or by retention): no copy stays.
      if (marked === 'missing') transport.discard(id)
      logEvent('info', 'mail.sent', {...described(message), attempts})
      return true
    } catch (error) {
      if (tries === 3) {
        logEvent('error', 'mail.unrecorded', {...described(message), ...errorFields(error)})
        return false
      }
      await sleep(500 * tries)
    }
  }
}

/**
 * Records a failed send and when to try again (backing off). The team's mail is retried until it
 * goes (the inbox and the alert show it waiting); a confirmation stops when its address is
 * refused for good, or after a week; a day's summary when its day (Curitiba's) is over.
 */
export async function recordFailure(
  store: DocumentStore,
  id: string,
  message: OutboxMessage,
  error: unknown,
  backoffMs = OUTBOX_BACKOFF_MS,
  now = new Date(),
) {
  const attempts = message.tentativas + 1
  const code = String((error as {code?: unknown}).code ?? errorName(error))
  const givingUp = isSummary(message)
    ? curitibaDate(now) !== message.dia
    : message.finalidade === 'confirmacao' &&
      ((error instanceof MailNotSent && error.permanent) || now.getTime() - message.criadoEm > OUTBOX_GIVE_UP_AFTER_MS)
  await store.update(OUTBOX, id, {
    tentativas: attempts,
    ultimoErro: error instanceof MailNotSent && error.responseCode ? `${code} ${error.responseCode}` : code,
    proximaTentativa: now.getTime() + Math.min(backoffMs * 2 ** (attempts - 1), OUTBOX_BACKOFF_MAX_MS),
    ...(givingUp ? {estado: 'falhou', alertado: true} : {}),
  })
  // The code as the outbox keeps it, and what to do when it is the system's or the settings' fault.
  logEvent('warn', givingUp ? 'mail.given_up' : 'mail.retry', {
    ...described(message),
    attempts,
    ...errorFields(error),
    error: code,
  })
}

/**
 * Sends one message if this instance gets its lease, and records the outcome. The lease goes
 * when the outcome is recorded; if it cannot be recorded, the lease stays until it expires, so
 * that nobody sends again a mail that may have gone.
 */
export async function sendLeased(options: OutboxOptions, id: string, addressing: Addressing) {
  const {store} = options
  const token = await takeLease(store, id)
  if (!token) return
  // Read again under the lease: another instance may have sent it since the list was read.
  const message = (await store.get(OUTBOX, id).catch(() => null)) as unknown as OutboxMessage | null
  if (message?.estado === 'pendente') {
    let recorded = true
    try {
      const outcome = await sendMessage(options, id, message, addressing)
      if (outcome === 'sent') recorded = await recordSent(store, options.transport, id, message)
      // A summary with nothing left to list stays, as its day's decision; a lead's mail goes with its lead.
      else if (isSummary(message)) await store.update(OUTBOX, id, {estado: 'vazio'})
      else await store.delete(OUTBOX, id)
    } catch (error) {
      await recordFailure(store, id, message, error, options.backoffMs, options.now?.())
    }
    if (!recorded) return
  }
  await releaseLease(store, id, token)
}

/** One pass: every pending message that is due, sent in turn; an overdue one raises the alert once. */
export async function sendDue(options: OutboxOptions, stopping: () => boolean = () => false): Promise<PassSummary> {
  const {store} = options
  // One clock for the pass: the one the messages were written by (tests give their own).
  const now = (options.now?.() ?? new Date()).getTime()
  const pending = await store.findAllByField(OUTBOX, 'estado', 'pendente')
  let addressing: Promise<Addressing> | undefined
  const addressed = () =>
    (addressing ??= Promise.all([options.company(), options.teamAddresses()]).catch(() => [undefined, []] as const))
  for (const {id, data} of pending) {
    if (stopping()) break
    const message = data as unknown as OutboxMessage
    if (!message.alertado && now - message.criadoEm > OUTBOX_ALERT_AFTER_MS) {
      // Once per message: the team's inbox shows it as pending, the operator's alert fires on this.
      logEvent('error', 'mail.overdue', {...described(message), attempts: message.tentativas})
      await store.update(OUTBOX, id, {alertado: true})
    }
    if (message.proximaTentativa <= now) await sendLeased(options, id, await addressed())
  }
  return {pending: pending.length}
}

export type Outbox = {
  /** Looks for mail now (a lead was just stored), not at the next poll. */
  wake(): void
  /** Resolves when the next pass to end has ended, with what it found. */
  nextPass(): Promise<PassSummary>
  /** Stops looking; resolves once the send under way (bounded by the SMTP timeouts) is done. */
  stop(): Promise<void>
}

let running: Outbox | undefined

/**
 * Wakes this process's outbox, if it runs (the server starts it; commands and tests may not),
 * outside the request that calls it: its sends and later passes are not that request's.
 */
export const wakeOutbox = () => requestContext.exit(() => running?.wake())

/**
 * Runs passes: one now, one whenever a lead is stored (wake), one every pollMs otherwise; never
 * two at once. When a pass finds the outbox empty after one that did not, it says so in the
 * log (`mail.outbox_empty`): from then on this instance has nothing left to send.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS
  let stopping = false
  let again = false
  let pass: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let pendingBefore = 0
  let waiting: Array<(summary: PassSummary) => void> = []

  const schedule = () => {
    if (stopping) return
    clearTimeout(timer)
    timer = setTimeout(wake, pollMs)
    timer.unref()
  }

  const ended = (summary: PassSummary) => {
    if (summary.pending === 0 && pendingBefore > 0) logEvent('info', 'mail.outbox_empty', {})
    pendingBefore = summary.pending
    const listeners = waiting
    waiting = []
    for (const listener of listeners) listener(summary)
  }

  function wake() {
    if (stopping) return
    // One pass at a time; a wake during one runs another right after it.
    if (pass) {
      again = true
      return
    }
    pass = sendDue(options, () => stopping)
      .then(ended, (error: unknown) => logEvent('error', 'mail.outbox_failed', {...errorFields(error)}))
      .finally(() => {
        pass = undefined
        if (again && !stopping) {
          again = false
          wake()
        } else {
          schedule()
        }
      })
  }

  const outbox: Outbox = {
    wake,
    nextPass: () => new Promise((resolve) => waiting.push(resolve)),
    async stop() {
      stopping = true
      clearTimeout(timer)
      if (running === outbox) running = undefined
      await pass
    },
  }
  running = outbox
  wake()
  return outbox
}
