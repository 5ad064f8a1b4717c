import type {NewDocument} from '~/store/store'
import type {LeadCollection, LeadKind} from './kinds'

// What a lead writes to the outbox (docs/decisions/0042): its two mails as messages, in the same
// transaction or batch as the lead itself. A message's id is its lead's id and its purpose, and
// goes out as the mail's Message-ID. What sends them is ./outbox-worker.server.ts.

export const OUTBOX = 'outbox'
export const OUTBOX_LEASES = 'outbox_leases'

export const PURPOSES = ['equipe', 'confirmacao'] as const
export type Purpose = (typeof PURPOSES)[number]
export type MessageState = 'pendente' | 'enviado' | 'falhou'

/** An outbox message as stored: what to send is read from its lead when it is sent. */
export type OutboxMessage = {
  finalidade: Purpose
  tipo: LeadKind
  colecao: LeadCollection
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
    } satisfies OutboxMessage,
  })
  return {equipe: message('equipe'), confirmacao: message('confirmacao')}
}
