import type {NewDocument} from '~/store/store'
import type {LeadCollection, LeadKind} from './kinds'

// What a lead writes to the outbox (docs/decisions/0042): its two mails as messages, in the same
// transaction or batch as the lead itself. A message's id is its lead's id and its purpose, and
// goes out as the mail's Message-ID. The daily summary of waiting leads is a message of its own
// kind (SummaryMessage). What sends them is ./outbox-worker.server.ts.

export const OUTBOX = 'outbox'
export const OUTBOX_LEASES = 'outbox_leases'

export const PURPOSES = ['equipe', 'confirmacao'] as const
export type Purpose = (typeof PURPOSES)[number]
export type MessageState = 'pendente' | 'enviado' | 'falhou'

/** Where a message is on its way: the part every outbox message has. */
type Delivery = {
  estado: MessageState
  /** Times in ms since the epoch (numbers compare the same in both stores). */
  criadoEm: number
  proximaTentativa: number
  tentativas: number
  ultimoErro?: string
  enviadoEm?: number
  alertado?: boolean
}

/** One of a lead's two mails, as stored: what to send is read from its lead when it is sent. */
export type LeadMessage = Delivery & {
  finalidade: Purpose
  tipo: LeadKind
  colecao: LeadCollection
  pedido: string
}

/** The daily summary's purpose: a message of its own kind (./daily-summary.server.ts). */
export const SUMMARY_PURPOSE = 'resumo'

/** A lead the summary lists: where it is and why (references only, never a name). */
export type SummaryEntry = {colecao: LeadCollection; pedido: string; motivo: 'novo' | 'parado'}

/**
 * A day's summary of the leads waiting on the team, as stored: written once a day (its id is
 * the day), its text made from the leads when it is sent. 'vazio': nothing to send (no lead
 * waited, or none is left by the time it would go); the worker never looks at it.
 */
export type SummaryMessage = Omit<Delivery, 'estado'> & {
  finalidade: typeof SUMMARY_PURPOSE
  /** Its day in Curitiba, 'YYYY-MM-DD'. */
  dia: string
  pedidos: SummaryEntry[]
  estado: MessageState | 'vazio'
}

/** An outbox message as stored: a lead's mail, or a day's summary. */
export type OutboxMessage = LeadMessage | SummaryMessage

export const isSummary = (message: OutboxMessage): message is SummaryMessage => message.finalidade === SUMMARY_PURPOSE

/** A day's summary's id: its Message-ID and the name of its .eml copy. */
export const summaryId = (day: string) => `${SUMMARY_PURPOSE}-${day}`

export const messageId = (leadId: string, purpose: Purpose) => `${leadId}-${purpose}`

/** The two mails of a new lead, as outbox messages: the team's and the visitor's confirmation. */
export function leadMessages(
  lead: {kind: LeadKind; collection: LeadCollection; id: string},
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
    } satisfies LeadMessage,
  })
  return {equipe: message('equipe'), confirmacao: message('confirmacao')}
}
