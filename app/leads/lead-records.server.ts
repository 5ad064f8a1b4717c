import {createHash, randomUUID} from 'node:crypto'
import {rmSync} from 'node:fs'
import {join} from 'node:path'
import {CONFIRMATION_CAP_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS_PER_DAY, ERASE_RETRY_FOR_MS, ERASE_RETRY_MS} from '~/constants'
import {freeSlotsOf, takeSlot, type Cap} from '~/store/caps.server'
import type {DocumentData, DocumentStore} from '~/store/store'
import {logEvent} from '~/utils/log.server'
import {kindOf, LEAD_KINDS, LEAD_KIND_NAMES, type LeadCollection, type LeadKind} from './kinds'
import {
  leadMessages,
  messageId,
  OUTBOX,
  OUTBOX_LEASES,
  PURPOSES,
  SUMMARY_PURPOSE,
  type LeadMessage,
  type SummaryMessage,
} from './outbox.server'

// The leads as the team works them (/equipe, docs/team.md): a status on each, its history and
// free notes as events beside it, and deletion on the person's request. One home for what is
// done to a lead, so the team's pages, retention and the tests do it the same way on both stores.

/** Status history and notes, one document each, pointing at their lead. */
export const LEAD_EVENTS = 'equipe_eventos'
/**
 * What is left of a lead deleted on request: that it was deleted, when, by whom, and its id (a
 * hash that names nobody), so that a restored backup forgets it again (server/cli/backup.ts).
 */
export const LEAD_DELETIONS = 'equipe_exclusoes'

export const STATUSES = ['novo', 'em_contato', 'visita_agendada', 'concluido', 'descartado'] as const
export type Status = (typeof STATUSES)[number]
export const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value)

export type Lead = {
  collection: LeadCollection
  kind: LeadKind
  id: string
  data: DocumentData
  status: Status
  receivedAt: Date | undefined
}
export type LeadEvent =
  {type: 'situacao'; from: Status; to: Status; by: string; at: Date} | {type: 'nota'; text: string; by: string; at: Date}

/** Confirmations to one mailbox (however its address is spelled): CONFIRMATIONS_PER_ADDRESS_PER_DAY in 24 hours. */
export const CONFIRMATION_CAP: Cap = {
  name: 'confirmacao',
  max: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  windowMs: CONFIRMATION_CAP_WINDOW_MS,
}

/**
 * The confirmation cap's key for an address: one mailbox however it is spelled (a `+tag`,
 * Gmail's dots and googlemail.com), hashed.
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

/**
 * Stores a new lead with its mails as one write: the team's always; the visitor's confirmation
 * with a slot of its mailbox's cap, or, when the cap is full, without it. The store decides the
 * cap in that same write, so twenty posts at once to one mailbox still send three
 * confirmations. 'exists' for a doubled post: nothing is written.
 */
export async function createLead(
  store: DocumentStore,
  lead: {collection: LeadCollection; id: string; data: DocumentData; serverTimestamp?: string},
  now = Date.now(),
): Promise<'created' | 'exists'> {
  const kind = kindOf(lead.collection)
  const {equipe, confirmacao} = leadMessages({kind, ...lead}, now)
  const document = {collection: lead.collection, id: lead.id, data: lead.data}
  const {serverTimestamp} = lead
  const taken = await takeSlot(store, CONFIRMATION_CAP, addressKey(String(lead.data.email ?? '')), {
    owner: lead.id,
    now,
    write: {document, serverTimestamp, together: [equipe, confirmacao]},
  })
  if (taken.outcome !== 'full') return taken.outcome === 'taken' ? 'created' : 'exists'
  logEvent('warn', 'mail.confirmation_capped', {kind})
  const outcome = await store.create(lead.collection, lead.id, lead.data, {serverTimestamp, together: [equipe]})
  return outcome === 'created' ? 'created' : 'exists'
}

function toLead(collection: LeadCollection, id: string, data: DocumentData): Lead {
  const status = typeof data.situacao === 'string' && isStatus(data.situacao) ? data.situacao : 'novo'
  const receivedAt = data.dataSolicitacao instanceof Date ? data.dataSolicitacao : undefined
  return {collection, kind: kindOf(collection), id, data, status, receivedAt}
}

/** Every lead, newest first. */
export async function listLeads(store: DocumentStore): Promise<Lead[]> {
  const all = await Promise.all(
    LEAD_KIND_NAMES.map(async (kind) => {
      const {collection} = LEAD_KINDS[kind]
      return (await store.list(collection)).map(({id, data}) => toLead(collection, id, data))
    }),
  )
  return all.flat().sort((a, b) => (b.receivedAt?.getTime() ?? 0) - (a.receivedAt?.getTime() ?? 0))
}

export async function getLead(store: DocumentStore, collection: LeadCollection, id: string): Promise<Lead | null> {
  const data = await store.get(collection, id)
  return data ? toLead(collection, id, data) : null
}

/** The lead's history and notes, oldest first. */
export async function eventsOf(store: DocumentStore, leadId: string): Promise<LeadEvent[]> {
  const events = (await store.findAllByField(LEAD_EVENTS, 'pedido', leadId)).map(({data}) => data)
  return events
    .map((event): LeadEvent | undefined => {
      const at = event.em instanceof Date ? event.em : new Date(0)
      const by = String(event.autor ?? '')
      if (event.tipo === 'nota') return {type: 'nota', text: String(event.texto ?? ''), by, at}
      if (event.tipo === 'situacao' && isStatus(String(event.de)) && isStatus(String(event.para))) {
        return {type: 'situacao', from: event.de as Status, to: event.para as Status, by, at}
      }
      return undefined
    })
    .filter((event) => event !== undefined)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
}

/**
 * Every lead's status changes, oldest first, by lead id, in one read of the events: the
 * statuses it reached (the report) and its first change (medianFirstResponseMs in ./follow-up.ts).
 */
export async function statusChangesByLead(store: DocumentStore): Promise<Map<string, Array<{to: Status; at: Date}>>> {
  const byLead = new Map<string, Array<{to: Status; at: Date}>>()
  for (const {data} of await store.findAllByField(LEAD_EVENTS, 'tipo', 'situacao')) {
    const to = String(data.para)
    if (typeof data.pedido !== 'string' || !isStatus(to) || !(data.em instanceof Date)) continue
    byLead.set(data.pedido, [...(byLead.get(data.pedido) ?? []), {to, at: data.em}])
  }
  for (const changes of byLead.values()) changes.sort((a, b) => a.at.getTime() - b.at.getTime())
  return byLead
}

/** The state of the lead's two mails: its outbox messages (a confirmation may never have been written: the cap). */
export async function mailsOf(store: DocumentStore, leadId: string) {
  const [team, confirmation] = await Promise.all(
    PURPOSES.map(async (purpose) => (await store.get(OUTBOX, messageId(leadId, purpose))) as unknown as LeadMessage | null),
  )
  return {equipe: team ?? null, confirmacao: confirmation ?? null}
}

/** Sets the status, records who changed it and when; 'missing' when the lead is gone. */
export async function setStatus(store: DocumentStore, lead: Lead, to: Status, by: string, now = new Date()) {
  if (lead.status === to) return 'unchanged' as const
  const outcome = await store.update(lead.collection, lead.id, {situacao: to, atualizadoEm: now})
  if (outcome === 'missing') return outcome
  await store.create(LEAD_EVENTS, randomUUID(), {
    pedido: lead.id,
    tipo: 'situacao',
    de: lead.status,
    para: to,
    autor: by,
    em: now,
  })
  return 'changed' as const
}

export async function addNote(store: DocumentStore, lead: Lead, text: string, by: string, now = new Date()) {
  if ((await store.update(lead.collection, lead.id, {atualizadoEm: now})) === 'missing') return 'missing' as const
  await store.create(LEAD_EVENTS, randomUUID(), {pedido: lead.id, tipo: 'nota', texto: text, autor: by, em: now})
  return 'added' as const
}

/**
 * A lead and everything made from it: its notes and history, its outbox messages, their
 * leases and their .eml copies (whole or half-written), the cap's slot its confirmation took,
 * its place in the daily summaries and their copies (which hold its first name).
 * The lead goes last, so a deletion cut short can be run again.
 */
export async function deleteLead(store: DocumentStore, collection: string, id: string, mailFolder: string) {
  for (const {id: event} of await store.findAllByField(LEAD_EVENTS, 'pedido', id)) await store.delete(LEAD_EVENTS, event)
  for (const purpose of PURPOSES) {
    const message = messageId(id, purpose)
    await store.delete(OUTBOX, message)
    await store.delete(OUTBOX_LEASES, message)
    for (const file of [`${message}.eml`, `${message}.eml.tmp`]) rmSync(join(mailFolder, file), {force: true})
  }
  await freeSlotsOf(store, id)
  await leaveSummaries(store, collection, id, mailFolder)
  await store.delete(collection, id)
}

/**
 * Takes a lead out of the daily summaries that list it (they hold references only), and deletes
 * those summaries' .eml copies, which name it.
 */
async function leaveSummaries(store: DocumentStore, collection: string, id: string, mailFolder: string) {
  for (const {id: summary, data} of await store.findAllByField(OUTBOX, 'finalidade', SUMMARY_PURPOSE)) {
    const listed = (data as unknown as SummaryMessage).pedidos ?? []
    const others = listed.filter(({colecao, pedido}) => colecao !== collection || pedido !== id)
    if (others.length === listed.length) continue
    // In this order: a send under way that writes its copy after this rm finds the lead gone from its list, and discards it.
    await store.update(OUTBOX, summary, {pedidos: others})
    for (const file of [`${summary}.eml`, `${summary}.eml.tmp`]) rmSync(join(mailFolder, file), {force: true})
  }
}

/**
 * Deletion on the person's request (LGPD): all of it goes, from the store's files too; what
 * stays says only that it happened, when, and who did it.
 */
export async function deleteOnRequest(store: DocumentStore, lead: Lead, by: string, mailFolder: string, now = new Date()) {
  // The record first: a restore deletes again every lead it names (npm run restore). Were it
  // written after, a failure between the two would let a restore bring the lead back. One per
  // lead (its id names it): a deletion tried again after a failure writes no second one.
  await store.create(LEAD_DELETIONS, `${lead.collection}-${lead.id}`, {
    tipo: lead.kind,
    autor: by,
    em: now,
    colecao: lead.collection,
    pedido: lead.id,
  })
  await deleteLead(store, lead.collection, lead.id, mailFolder)
  await eraseDeleted(store)
}

let retrying: NodeJS.Timeout | undefined

/**
 * Makes what was deleted unreadable in the store's files (SQLite: its WAL truncated). A reader
 * (an export, a backup) can hold that back: then a warning, and a new try every ERASE_RETRY_MS
 * in the background, for ERASE_RETRY_FOR_MS. The next deletion, the daily retention job and a
 * shutdown (SQLite's last connection checkpoints as it closes) try again too.
 */
export async function eraseDeleted(store: DocumentStore, {retryMs = ERASE_RETRY_MS, retryForMs = ERASE_RETRY_FOR_MS} = {}) {
  clearTimeout(retrying)
  if ((await store.eraseDeleted().catch(() => 'held' as const)) === 'done') return 'done' as const
  logEvent('warn', 'store.erase_held', {})
  const until = Date.now() + retryForMs
  const again = () => {
    retrying = setTimeout(async () => {
      const outcome = await store.eraseDeleted().catch(() => 'held' as const)
      if (outcome === 'done') logEvent('info', 'store.erased', {})
      else if (Date.now() < until) again()
      else logEvent('warn', 'store.erase_gave_up', {})
    }, retryMs)
    retrying.unref()
  }
  if (retryForMs > 0) again()
  return 'held' as const
}
