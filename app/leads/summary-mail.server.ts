import {NAME_IN_SUMMARY_MAX_CHARS} from '~/constants'
import {env} from '~/env.server'
import {oneLine} from '~/mail/headers.server'
import {escapeHtml as escape, htmlPage} from '~/mail/html'
import {mailMessages} from '~/messages/mail'
import {teamMessages} from '~/messages/team'
import type {DocumentStore} from '~/store/store'
import {absoluteUrl} from '~/utils/urls'
import {lastChangeOf} from './follow-up'
import {fieldText, LEAD_KINDS} from './kinds'
import {getLead, type Lead} from './lead-records.server'
import type {SummaryEntry, SummaryMessage} from './outbox.server'
import {workingDaysBetween} from './working-days'

// The daily summary's mail (docs/leads.md#no-lead-left-waiting), made when it is sent from the
// leads as they are then: one line per lead with its first name at most, its kind, why it is
// waiting and its page in /equipe. No e-mail, phone, CPF, address or anything else the visitor
// typed: the summary's copies (.eml) list many leads, and a mailbox keeps them.

const DAY_MS = 24 * 60 * 60 * 1000
const m = mailMessages.summary

/** A lead the summary lists, as it is now. */
export type WaitingLead = {lead: Lead; motivo: SummaryEntry['motivo']}

/**
 * The leads a summary lists that still wait: one deleted since is left out, and so is one staff
 * changed after the summary was decided (it is being worked on).
 */
export async function waitingLeads(store: DocumentStore, summary: SummaryMessage): Promise<WaitingLead[]> {
  const leads = await Promise.all(
    summary.pedidos.map(async ({colecao, pedido, motivo}) => ({lead: await getLead(store, colecao, pedido), motivo})),
  )
  return leads.filter((entry): entry is WaitingLead => {
    const {lead, motivo} = entry
    if (!lead) return false
    const changed = lead.data.atualizadoEm
    if (changed instanceof Date && changed.getTime() > summary.criadoEm) return false
    return motivo === 'novo' ? lead.status === 'novo' : lead.status === 'em_contato' || lead.status === 'visita_agendada'
  })
}

/**
 * What the summary shows of a name: its first word, when it looks like a name: letters (any
 * language's, with their accents), an apostrophe or a hyphen between them, an initial's dot at
 * the end, at most NAME_IN_SUMMARY_MAX_CHARS. The name field takes any text, and this goes into
 * staff mail: an address, a number, a link (`www.banco-seguro.com.br`) or full-width look-alikes
 * (`ＵＲＧＥＮＴＥ：ｅｖｉｌ．ｃｏｍ`, folded first) are "Sem nome".
 */
export function firstNameOf(nome: unknown) {
  const first = oneLine(fieldText(nome)).normalize('NFKC').split(' ')[0] ?? ''
  return first.length <= NAME_IN_SUMMARY_MAX_CHARS && /^\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*)*\.?$/u.test(first) ? first : m.noName
}

/** Why it waits, in words: "Novo há 2 dias úteis", "Em contato sem mudança há 9 dias". */
function whyOf({lead, motivo}: WaitingLead, now: Date) {
  if (motivo === 'novo') return m.newFor(lead.receivedAt ? workingDaysBetween(lead.receivedAt, now) : 0)
  const changed = lastChangeOf(lead)
  return m.idleFor(teamMessages.statuses[lead.status], changed ? Math.floor((now.getTime() - changed.getTime()) / DAY_MS) : 0)
}

/** The summary's subject and its text and HTML parts, as of `now`. */
export function summaryMail(waiting: readonly WaitingLead[], now: Date, siteUrl = env.SITE_URL) {
  const lines = waiting.map((entry) => ({
    name: firstNameOf(entry.lead.data.nome),
    kind: LEAD_KINDS[entry.lead.kind].team.label,
    why: whyOf(entry, now),
    link: absoluteUrl(siteUrl, `/equipe/${entry.lead.collection}/${encodeURIComponent(entry.lead.id)}`),
  }))
  const text = [
    m.intro(lines.length),
    '',
    ...lines.flatMap(({name, kind, why, link}) => [`${name} · ${kind} · ${why}`, link, '']),
    m.footer,
  ].join('\n')
  const html = htmlPage([
    `<p>${escape(m.intro(lines.length))}</p>`,
    `<ul>${lines
      .map(
        ({name, kind, why, link}) =>
          `<li><strong>${escape(name)}</strong> · ${escape(kind)} · ${escape(why)}<br><a href="${escape(link)}">${escape(m.open)}</a></li>`,
      )
      .join('')}</ul>`,
    `<p style="color:#666">${escape(m.footer)}</p>`,
  ])
  return {subject: m.subject(lines.length), text, html}
}
