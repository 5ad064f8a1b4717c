import {createHash, randomUUID} from 'node:crypto'
import {setTimeout as sleep} from 'node:timers/promises'
import {
  OUTBOX_ALERT_AFTER_MS,
  OUTBOX_BACKOFF_MAX_MS,
  OUTBOX_BACKOFF_MS,
  OUTBOX_GIVE_UP_AFTER_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
} from '~/constants'
import type {DocumentStore, NewDocument} from '~/store/store'
import {errorName, logEvent, requestContext} from '~/utils/log.server'
import {confirmationMail, teamMail, type Address, type Company, type LeadKind} from './lead-mail.server'
import {MailNotSent, type MailTransport} from './mail-transport.server'

// The outbox (docs/decisions/0042): each lead's mails are written with the lead, in the same
// transaction or batch, and a worker in every instance sends them. A message's id is its
// lead's id and its purpose, and goes out as the mail's Message-ID: SMTP delivers at least
// once (a crash after the server took a mail, before it was marked sent, sends it again), and
// mail clients fold copies with one Message-ID into one. A lease (a document created once,
// which a second create refuses) keeps two instances from sending the same message at once.

export const OUTBOX = 'outbox'
export const OUTBOX_LEASES = 'outbox_leases'

export type Purpose = 'equipe' | 'confirmacao'
export type MessageState = 'pendente' | 'enviado' | 'falhou'

/** An outbox message as stored: what to send is read from its lead when it is sent. */
export type OutboxMessage = {
  finalidade: Purpose
  tipo: LeadKind
  colecao: string
  pedido: string
  estado: MessageState
  /** Times in ms since the epoch (numbers compare the same in both stores). */
  criadoEm: number
  proximaTentativa: number
  tentativas: number
  ultimoErro?: string
  enviadoEm?: number
  alertado?: boolean
}

export const messageId = (leadId: string, purpose: Purpose) => `${leadId}-${purpose}`
/**
 * The confirmation cap's key for an address: one mailbox however it is spelled (a `+tag`,
 * Gmail's dots and googlemail.com), hashed (app/leads/lead-records.server.ts, createLead).
 */
export function addressKey(email: string) {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/)
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com'
  const mailbox = local.split('+')[0]!
  const canonical = gmail ? `${mailbox.replaceAll('.', '')}@gmail.com` : `${mailbox}@${domain}`
  return createHash('sha256').update(canonical).digest('hex')
}

/** The two mails of a new lead, as outbox messages: the team's and the visitor's confirmation. */
export function leadMessages(
  lead: {kind: LeadKind; collection: string; id: string},
  now = Date.now(),
): Record<Purpose, NewDocument> {
  const message = (finalidade: Purpose): NewDocument => ({
    collection: OUTBOX,
    id: messageId(lead.id, finalidade),
    data: {
      finalidade,
      tipo: lead.kind,
      colecao: lead.collection,
      pedido: lead.id,
      estado: 'pendente',
      criadoEm: now,
      proximaTentativa: now,
      tentativas: 0,
    } satisfies OutboxMessage,
  })
  return {equipe: message('equipe'), confirmacao: message('confirmacao')}
}

export type OutboxOptions = {
  store: DocumentStore
  transport: MailTransport
  /** The company's name and contacts, and the team's addresses, as the content has them now. */
  company: () => Promise<Company>
  teamAddresses: () => Promise<string[]>
  from: (company: Company) => Address
  pollMs?: number
  backoffMs?: number
}

type Addressing = readonly [Company | undefined, readonly string[]]

export type Outbox = {
  /** Looks for mail now (a lead was just stored), not at the next poll. */
  wake(): void
  /** Stops looking; resolves once the send under way (bounded by the SMTP timeouts) is done. */
  stop(): Promise<void>
}

let running: Outbox | undefined

/**
 * Wakes this process's outbox, if it runs (the server starts it; commands and tests may not),
 * outside the request that calls it: its sends and later passes are not that request's.
 */
export const wakeOutbox = () => requestContext.exit(() => running?.wake())

export function startOutbox(options: OutboxOptions): Outbox {
  const {store, pollMs = OUTBOX_POLL_MS, backoffMs = OUTBOX_BACKOFF_MS} = options
  let stopping = false
  let again = false
  let pass: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined

  const schedule = () => {
    if (stopping) return
    clearTimeout(timer)
    timer = setTimeout(wake, pollMs)
    timer.unref()
  }

  function wake() {
    if (stopping) return
    // One pass at a time; a wake during one runs another right after it.
    if (pass) {
      again = true
      return
    }
    pass = sendDue()
      .catch((error: unknown) => logEvent('error', 'mail.outbox_failed', {error: errorName(error)}))
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

  async function sendDue() {
    const now = Date.now()
    const pending = await store.findAllByField(OUTBOX, 'estado', 'pendente')
    // Read once a pass, and before any lease is held: the site settings and the team's list.
    let addressing: Promise<Addressing> | undefined
    const addressed = () => (addressing ??= Promise.all([options.company(), options.teamAddresses()]))
    for (const {id, data} of pending) {
      if (stopping) return
      const message = data as unknown as OutboxMessage
      if (!message.alertado && now - message.criadoEm > OUTBOX_ALERT_AFTER_MS) {
        // Once per message: the team's inbox shows it as pending, the operator's alert fires on this.
        logEvent('error', 'mail.overdue', {purpose: message.finalidade, kind: message.tipo, attempts: message.tentativas})
        await store.update(OUTBOX, id, {alertado: true})
      }
      if (message.proximaTentativa <= now) await sendLeased(id, addressed)
    }
  }

  /**
   * Sends one message if this instance gets its lease. The lease goes when the outcome is
   * recorded; if it cannot be recorded, the lease stays until it expires, so that nobody sends
   * again a mail that may have gone.
   */
  async function sendLeased(id: string, addressed: () => Promise<Addressing>) {
    const [company, team] = await addressed().catch(() => [undefined, []] as const)
    const token = await takeLease(id)
    if (!token) return
    // Read again under the lease: another instance may have sent it since the list was read.
    const message = (await store.get(OUTBOX, id).catch(() => null)) as unknown as OutboxMessage | null
    if (message?.estado === 'pendente' && !(await send(id, message, company, team))) return
    await store.delete(OUTBOX_LEASES, id, {ifField: {field: 'ficha', value: token}}).catch(() => undefined)
  }

  async function takeLease(id: string): Promise<string | undefined> {
    const token = randomUUID()
    const lease = () => store.create(OUTBOX_LEASES, id, {ficha: token, expira: Date.now() + OUTBOX_LEASE_MS})
    if ((await lease()) === 'created') return token
    // Held. Only a lease past its time (its holder died mid-send) is taken over, and only by
    // the one instance whose delete finds it unchanged.
    const held = await store.get(OUTBOX_LEASES, id)
    if (!held || Number(held.expira) > Date.now()) return undefined
    if ((await store.delete(OUTBOX_LEASES, id, {ifField: {field: 'ficha', value: String(held.ficha)}})) !== 'deleted') {
      return undefined
    }
    return (await lease()) === 'created' ? token : undefined
  }

  /** Sends one message and records the outcome; false when the outcome could not be recorded. */
  async function send(id: string, message: OutboxMessage, company: Company | undefined, team: readonly string[]) {
    const lead = await store.get(message.colecao, message.pedido)
    if (!lead) {
      // The lead was deleted (at the person's request): its mail goes with it.
      await store.delete(OUTBOX, id)
      return true
    }
    const attempts = message.tentativas + 1
    try {
      if (!company) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
      const forTeam = message.finalidade === 'equipe'
      const mail = forTeam ? teamMail(message.tipo, message.pedido, lead, company) : confirmationMail(message.tipo, lead, company)
      const to = forTeam ? team.map((address) => ({address})) : [mail.to!]
      if (to.length === 0) throw Object.assign(new Error('no recipients'), {code: 'NO_RECIPIENTS'})
      const {subject, text, html, replyTo} = mail
      await options.transport.send({id, from: options.from(company), to, replyTo, subject, text, html})
    } catch (error) {
      const code = String((error as {code?: unknown}).code ?? errorName(error))
      // The team's mail is retried until it goes (the inbox and the alert show it waiting); a
      // confirmation stops when its address is refused for good, or after a week.
      const givingUp =
        message.finalidade === 'confirmacao' &&
        ((error instanceof MailNotSent && error.permanent) || Date.now() - message.criadoEm > OUTBOX_GIVE_UP_AFTER_MS)
      await store.update(OUTBOX, id, {
        tentativas: attempts,
        ultimoErro: error instanceof MailNotSent && error.responseCode ? `${code} ${error.responseCode}` : code,
        proximaTentativa: Date.now() + Math.min(backoffMs * 2 ** (attempts - 1), OUTBOX_BACKOFF_MAX_MS),
        ...(givingUp ? {estado: 'falhou', alertado: true} : {}),
      })
      logEvent('warn', givingUp ? 'mail.given_up' : 'mail.retry', {
        purpose: message.finalidade,
        kind: message.tipo,
        attempts,
        error: code,
      })
      return true
    }
    // Sent: recorded with a few tries, since a failure here would send it again.
    for (let tries = 1; ; tries++) {
      try {
        const marked = await store.update(OUTBOX, id, {estado: 'enviado', enviadoEm: Date.now(), tentativas: attempts})
        // Deleted while it was sent (the lead, at the person's request, or by retention): no copy stays.
        if (marked === 'missing') options.transport.discard(id)
        logEvent('info', 'mail.sent', {purpose: message.finalidade, kind: message.tipo, attempts})
        return true
      } catch (error) {
        if (tries === 3) {
          logEvent('error', 'mail.unrecorded', {purpose: message.finalidade, kind: message.tipo, error: errorName(error)})
          return false
        }
        await sleep(500 * tries)
      }
    }
  }

  const outbox: Outbox = {
    wake,
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
