import {CITY_OPTIONS} from '~/forms/options'
import {COLOR_OPTIONS, RESERVATION_FORM} from '~/forms/reservation-form'
import type {FormDefinition} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'
import {formMessages} from '~/messages/forms'
import {mailMessages} from '~/messages/mail'
import {teamMessages} from '~/messages/team'

// Every kind of lead the site takes, declared once: where it is stored, the form that makes it,
// its fields in the order people read them, and its words in the mails and the team's pages.
// The form posts, the outbox, the mails, the inbox, retention and the CSV export all derive
// from this table. A new kind is one entry here, plus its form (app/forms/), its texts
// (app/messages/) and its page's `action` (docs/leads.md#a-new-kind-of-lead).

/** A lead's fields as stored: text, and the times the store sets (Dates). */
export type LeadData = Record<string, unknown>

/** How a kind of lead reads, given a field's shown value (`shown('cidade')` is "Curitiba"). */
type Shown = (field: string) => string

type LeadKindDefinition = {
  /** The store's collection (named as the team always called it). */
  collection: string
  /** The form that makes it: the same schema checks it in the browser and on the server. */
  form: FormDefinition
  /** What the form says when the lead is stored. */
  success: string
  /** Every field, in the order the form asks for them and the mails, the inbox and the CSV show them. */
  fields: readonly string[]
  /** The field that tells two leads apart at a glance: the inbox's "Cidade ou cor" column, the mail's subject. */
  place: string
  team: {
    /** In the inbox's list and the CSV's `tipo` column. */
    label: string
    /** In the inbox's filter. */
    filter: string
    subject: (nome: string, shown: Shown) => string
    intro: string
    /** The subject of a reply by e-mail to the visitor. */
    replySubject: (company: string) => string
    whatsappGreeting: (firstName: string, company: string, shown: Shown) => string
  }
  visitor: {
    subject: (company: string) => string
    /** The confirmation's paragraphs: only what the visitor chose, never what they typed. */
    paragraphs: (shown: Shown) => string[]
  }
}

const mail = mailMessages

export const LEAD_KINDS = {
  agendamento: {
    collection: 'agendamentos',
    form: VISIT_FORM,
    success: formMessages.visit.success,
    fields: ['nome', 'email', 'telefone', 'prefContato', 'cpf', 'cidade', 'cep', 'endereco', 'demanda'],
    place: 'cidade',
    team: {
      label: teamMessages.kinds.visit,
      filter: teamMessages.kindFilters.visit,
      subject: (nome, shown) => mail.team.visitSubject(nome, shown('cidade')),
      intro: mail.team.visitIntro,
      replySubject: mail.team.emailSubject.visit,
      whatsappGreeting: (firstName, company) => mail.team.whatsappGreeting.visit(firstName, company),
    },
    visitor: {
      subject: mail.visitor.visitSubject,
      paragraphs: (shown) => [
        mail.visitor.visitReceived(shown('cidade')),
        mail.visitor.visitNext(contactChannel(shown('prefContato'))),
      ],
    },
  },
  reserva: {
    collection: 'reservas_evababy',
    form: RESERVATION_FORM,
    success: formMessages.reservation.success,
    fields: ['nome', 'email', 'telefone', 'color'],
    place: 'color',
    team: {
      label: teamMessages.kinds.reservation,
      filter: teamMessages.kindFilters.reservation,
      subject: (nome, shown) => mail.team.reservationSubject(nome, shown('color')),
      intro: mail.team.reservationIntro,
      replySubject: mail.team.emailSubject.reservation,
      whatsappGreeting: (firstName, company, shown) => mail.team.whatsappGreeting.reservation(firstName, company, shown('color')),
    },
    visitor: {
      subject: mail.visitor.reservationSubject,
      paragraphs: (shown) => [mail.visitor.reservationReceived(shown('color')), mail.visitor.reservationNext],
    },
  },
} as const satisfies Record<string, LeadKindDefinition>

export type LeadKind = keyof typeof LEAD_KINDS
export type LeadCollection = (typeof LEAD_KINDS)[LeadKind]['collection']

export const LEAD_KIND_NAMES = Object.keys(LEAD_KINDS) as LeadKind[]
export const LEAD_COLLECTION_NAMES = LEAD_KIND_NAMES.map((kind) => LEAD_KINDS[kind].collection)

/** How the visitor chose to be contacted, in the confirmation's words (e-mail for anything else a stored lead holds). */
const contactChannel = (choice: string) =>
  Object.hasOwn(mail.visitor.channels, choice) ? mail.visitor.channels[choice]! : mail.visitor.channels.Email!

export const isLeadKind = (value: string): value is LeadKind => Object.hasOwn(LEAD_KINDS, value)
export const isLeadCollection = (value: string): value is LeadCollection =>
  (LEAD_COLLECTION_NAMES as readonly string[]).includes(value)
export const kindOf = (collection: LeadCollection): LeadKind =>
  LEAD_KIND_NAMES.find((kind) => LEAD_KINDS[kind].collection === collection)!

/** A stored field as text (absent: empty). */
export const fieldText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)

/** Fields whose stored value is a choice's value: people read its label ("são josé dos pinhais" → "São José dos Pinhais"). */
const LABELS: Record<string, ReadonlyArray<{value: string; label: string}>> = {cidade: CITY_OPTIONS, color: COLOR_OPTIONS}

/** A field as people read it: a choice's label, or the text as typed. */
export function shownField(data: LeadData, field: string) {
  const value = fieldText(data[field])
  return LABELS[field]?.find((option) => option.value === value)?.label ?? value
}

/** A lead's fields as people read them, and its `place` (city or colour). */
export const shownOf =
  (data: LeadData): Shown =>
  (field) =>
    shownField(data, field)
