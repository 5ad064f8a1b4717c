import {mailtoHref, whatsappHref} from '~/domain/links'
import {oneLine} from '~/mail/headers.server'
import {escapeHtml as escape, htmlPage} from '~/mail/html'
import type {Address} from '~/mail/mail'
import type {Company} from '~/mail/sender.server'
import {mailMessages} from '~/messages/mail'
import {curitibaFormat} from '~/utils/curitiba-time'
import {fieldText, LEAD_KINDS, shownField, shownOf, type LeadData, type LeadKind} from './kinds'
import {originLine, storedOrigin} from './origin'

// The two mails of a lead (docs/decisions/0042), in the words its kind gives (./kinds.ts): the
// team's, with every field the visitor sent and the links to answer; the visitor's
// confirmation, with nothing they typed themselves (no CPF, name, address or demand), so the
// form cannot carry someone else's text to an inbox.

/** A mail as it goes out; `to` of the team's is filled in by the sender (the current list). */
export type LeadMail = {subject: string; text: string; html: string; replyTo: Address; to?: Address}

const m = mailMessages

export function teamMail(kind: LeadKind, id: string, lead: LeadData, company: Company): LeadMail {
  const words = LEAD_KINDS[kind].team
  const nome = oneLine(fieldText(lead.nome))
  const rows = LEAD_KINDS[kind].fields.map((field) => ({
    label: m.team.fields[field as keyof typeof m.team.fields],
    value: field === 'cpf' ? maskCpf(fieldText(lead.cpf)) : shownField(lead, field),
  }))
  const whatsapp = whatsappToVisitor(kind, lead, company)
  const mailto = `${mailtoHref(fieldText(lead.email))}?subject=${encodeURIComponent(words.replySubject(company.siteName))}`
  const received = m.team.receivedAt(
    curitibaFormat.format(lead.dataSolicitacao instanceof Date ? lead.dataSolicitacao : new Date()),
  )
  const reference = m.team.reference(id)
  // In the body only, never in a header: its words came from an address anyone can write.
  const origin = storedOrigin(lead.origem)
  const originText = origin ? `${m.team.origin}: ${originLine(origin, m.team.originWords)}` : undefined

  const plain = [
    words.intro,
    received,
    ...(originText ? [originText] : []),
    '',
    ...rows.map(({label, value}) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)),
    '',
    `${m.team.answerWhatsapp}: ${whatsapp}`,
    `${m.team.answerEmail}: ${mailto}`,
    '',
    reference,
  ].join('\n')
  const html = htmlPage([
    `<p>${escape(words.intro)}<br>${escape(received)}${originText ? `<br>${escape(originText)}` : ''}</p>`,
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
    subject: words.subject(nome, shownOf(lead)),
    text: plain,
    html,
    replyTo: {name: nome, address: fieldText(lead.email)},
  }
}

/** A WhatsApp chat with the visitor, a greeting from the company already typed. */
export function whatsappToVisitor(kind: LeadKind, lead: LeadData, company: Company) {
  const nome = oneLine(fieldText(lead.nome))
  const firstName = nome.split(' ')[0] ?? nome
  const greeting = LEAD_KINDS[kind].team.whatsappGreeting(firstName, company.siteName, shownOf(lead))
  return whatsappHref(`+55 ${fieldText(lead.telefone)}`, greeting)
}

export function confirmationMail(kind: LeadKind, lead: LeadData, company: Company): LeadMail {
  const words = LEAD_KINDS[kind].visitor
  const whatsapp = whatsappHref(company.phone, '')
  const paragraphs = words.paragraphs(shownOf(lead))
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
  const html = htmlPage([
    `<p>${escape(m.visitor.greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
    `<p>${escape(m.visitor.talkToUs)}<br>${escape(m.visitor.whatsapp)}: <a href="${escape(whatsapp)}">${escape(company.phone)}</a><br>${escape(m.visitor.email)}: <a href="mailto:${escape(company.email)}">${escape(company.email)}</a></p>`,
    `<p style="color:#666">${escape(m.visitor.notYou)}</p>`,
    `<p>${escape(m.visitor.signature(company.siteName))}${company.tagline ? `<br>${escape(company.tagline)}` : ''}</p>`,
  ])
  return {
    subject: words.subject(company.siteName),
    text: plain,
    html,
    to: {address: fieldText(lead.email)},
    replyTo: {name: company.siteName, address: company.email},
  }
}

/** 111.444.777-35 → ***.444.777-**: enough for staff to tell two leads apart, not the number. */
export function maskCpf(cpf: string) {
  const digits = cpf.replace(/\D/g, '')
  if (digits.length !== 11) return '***'
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
}
