import {BUSINESS_TIME_ZONE} from '~/constants'
import {mailtoHref, whatsappHref} from '~/domain/links'
import {CITY_OPTIONS} from '~/forms/options'
import {COLOR_OPTIONS} from '~/forms/reservation-form'
import {mailMessages} from '~/messages/mail'
import type {DocumentData} from '~/store/store'
import {oneLine} from './mail-headers.server'

// The two mails of a lead (docs/decisions/0042): the team's, with every field the visitor sent
// and the links to answer; the visitor's confirmation, with nothing they typed themselves (no
// CPF, name, address or demand), so the form cannot carry someone else's text to an inbox.

export type LeadKind = 'agendamento' | 'reserva'
export type Company = {siteName: string; tagline?: string | null; phone: string; email: string}
export type Address = {name?: string; address: string}
/** A mail as it goes out; `to` of the team's is filled in by the sender (the current list). */
export type LeadMail = {subject: string; text: string; html: string; replyTo: Address; to?: Address}

const m = mailMessages

/** Visit fields in the form's order; the reservation's are nome, email, telefone, color. */
export const VISIT_FIELDS = ['nome', 'email', 'telefone', 'prefContato', 'cpf', 'cidade', 'cep', 'endereco', 'demanda'] as const
export const RESERVATION_FIELDS = ['nome', 'email', 'telefone', 'color'] as const

export function teamMail(kind: LeadKind, id: string, lead: DocumentData, company: Company): LeadMail {
  const value = (field: string) => text(lead[field])
  const nome = oneLine(value('nome'))
  const cidade = cityLabel(value('cidade'))
  const cor = colorLabel(value('color'))
  const rows = (kind === 'agendamento' ? VISIT_FIELDS : RESERVATION_FIELDS).map((field) => ({
    label: m.team.fields[field],
    value: field === 'cpf' ? maskCpf(value(field)) : field === 'cidade' ? cidade : field === 'color' ? cor : value(field),
  }))
  const whatsapp = whatsappToVisitor(kind, lead, company)
  const emailSubject =
    kind === 'agendamento' ? m.team.emailSubject.visit(company.siteName) : m.team.emailSubject.reservation(company.siteName)
  const mailto = `${mailtoHref(value('email'))}?subject=${encodeURIComponent(emailSubject)}`
  const received = m.team.receivedAt(curitibaTime(lead.dataSolicitacao))
  const intro = kind === 'agendamento' ? m.team.visitIntro : m.team.reservationIntro
  const reference = m.team.reference(id)

  const plain = [
    intro,
    received,
    '',
    ...rows.map(({label, value}) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    `${m.team.answerWhatsapp}: ${whatsapp}`,
    `${m.team.answerEmail}: ${mailto}`,
    '',
    reference,
  ].join('\n')
  const html = page([
    `<p>${escape(intro)}<br>${escape(received)}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ({label, value}) =>
          `<tr><th align="left" valign="top">${escape(label)}</th><td>${escape(value).replaceAll('\n', '<br>')}</td></tr>`,
      )
      .join('')}</table>`,
    `<p><a href="${escape(whatsapp)}">${escape(m.team.answerWhatsapp)}</a> · <a href="${escape(mailto)}">${escape(m.team.answerEmail)}</a></p>`,
    `<p style="color:#666">${escape(reference)}</p>`,
  ])
  return {
    subject: kind === 'agendamento' ? m.team.visitSubject(nome, cidade) : m.team.reservationSubject(nome, cor),
    text: plain,
    html,
    replyTo: {name: nome, address: value('email')},
  }
}

/** A WhatsApp chat with the visitor, a greeting from the company already typed. */
export function whatsappToVisitor(kind: LeadKind, lead: DocumentData, company: Company) {
  const nome = oneLine(text(lead.nome))
  const firstName = nome.split(' ')[0] ?? nome
  const greeting =
    kind === 'agendamento'
      ? m.team.whatsappGreeting.visit(firstName, company.siteName)
      : m.team.whatsappGreeting.reservation(firstName, company.siteName, colorLabel(text(lead.color)))
  return whatsappHref(`+55 ${text(lead.telefone)}`, greeting)
}

export function confirmationMail(kind: LeadKind, lead: DocumentData, company: Company): LeadMail {
  const value = (field: string) => text(lead[field])
  const whatsapp = whatsappHref(company.phone, '')
  const paragraphs =
    kind === 'agendamento'
      ? [
          m.visitor.visitReceived(cityLabel(value('cidade'))),
          m.visitor.visitNext(m.visitor.channels[value('prefContato')] ?? m.visitor.channels.Email!),
        ]
      : [m.visitor.reservationReceived(colorLabel(value('color'))), m.visitor.reservationNext]
  const plain = [
    m.visitor.greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    m.visitor.talkToUs,
    `${m.visitor.whatsapp}: ${company.phone} (${whatsapp})`,
    `${m.visitor.email}: ${company.email}`,
    '',
    m.visitor.notYou,
    '',
    m.visitor.signature(company.siteName),
    ...(company.tagline ? [company.tagline] : []),
  ].join('\n')
  const html = page([
    `<p>${escape(m.visitor.greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    `<p>${escape(m.visitor.talkToUs)}<br>${escape(m.visitor.whatsapp)}: <a href="${escape(whatsapp)}">${escape(company.phone)}</a><br>${escape(m.visitor.email)}: <a href="mailto:${escape(company.email)}">${escape(company.email)}</a></p>`,
    `<p style="color:#666">${escape(m.visitor.notYou)}</p>`,
    `<p>${escape(m.visitor.signature(company.siteName))}${company.tagline ? `<br>${escape(company.tagline)}` : ''}</p>`,
  ])
  return {
    subject: kind === 'agendamento' ? m.visitor.visitSubject(company.siteName) : m.visitor.reservationSubject(company.siteName),
    text: plain,
    html,
    to: {address: value('email')},
    replyTo: {name: company.siteName, address: company.email},
  }
}

/** 111.444.777-35 → ***.444.777-**: enough for staff to tell two leads apart, not the number. */
export function maskCpf(cpf: string) {
  const digits = cpf.replace(/\D/g, '')
  if (digits.length !== 11) return '***'
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
}

/** "25/11/2026, 10:42": how staff read a time, in Curitiba's. */
export const curitibaFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})

/** "25/11/2026, 10:42" in Curitiba's time; the submission's own time, or now. */
function curitibaTime(when: unknown) {
  return curitibaFormat.format(when instanceof Date ? when : new Date())
}

/** A stored field as text (absent: empty). */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
export const cityLabel = (value: string) => CITY_OPTIONS.find((option) => option.value === value)?.label ?? value
export const colorLabel = (value: string) => COLOR_OPTIONS.find((option) => option.value === value)?.label ?? value

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!)

const page = (parts: string[]) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${parts.join('\n')}</body></html>`
