import {data, redirect} from '@remix-run/node'
import {SOURCE_FILTER_MAX, TEAM_NOTE_MAX_CHARS} from '~/constants'
import {mailtoHref} from '~/domain/links'
import {medianFirstResponseMs, overdueReason, type OverdueReason} from '~/leads/follow-up'
import type {FollowUpSettings} from '~/leads/follow-up-settings'
import {followUpSettings} from '~/leads/follow-up-settings.server'
import {fieldText, isLeadCollection, isLeadKind, LEAD_KIND_NAMES, LEAD_KINDS, shownField, type LeadKind} from '~/leads/kinds'
import {whatsappToVisitor} from '~/leads/lead-mail.server'
import {
  addNote,
  deleteOnRequest,
  eventsOf,
  getLead,
  isStatus,
  listLeads,
  mailsOf,
  setStatus,
  statusChangesByLead,
  STATUSES,
  type Lead,
  type Status,
} from '~/leads/lead-records.server'
import {KNOWN_SOURCES, ORIGIN_KEYS, storedOrigin} from '~/leads/origin'
import type {LeadMessage} from '~/leads/outbox.server'
import {company, mailFolder} from '~/mail/sender.server'
import {mailMessages} from '~/messages/mail'
import {teamMessages} from '~/messages/team'
import {readUrlEncodedBody} from '~/requests/body.server'
import {getStore} from '~/store/store.server'
import {curitibaFormat} from '~/utils/curitiba-time'
import {logEvent} from '~/utils/log.server'
import type {LeadPageData} from './LeadSections'
import {curitibaMonth, isMonth, originReport, type ReportRow} from './origin-report'
import type {Member} from './team-auth.server'
import {TEAM_HEADERS} from './team-pages'

// What the team's pages show and do (app/routes/equipe.*): plain values for the page, every
// date already in Curitiba's time and in words, so the pages need no client-side code.

const t = teamMessages

/**
 * The inbox's filter, from its address: a status, a kind, a source (`instagram`), a landing
 * page (`/horta-em-casa`), each or none.
 */
export type InboxFilter = {status: Status | null; kind: LeadKind | null; source: string | null; page: string | null}

export function filterOf(url: URL): InboxFilter {
  const status = url.searchParams.get('situacao') ?? ''
  const kind = url.searchParams.get('tipo') ?? ''
  const source = url.searchParams.get('fonte') ?? ''
  const page = url.searchParams.get('pagina') ?? ''
  return {
    status: isStatus(status) ? status : null,
    kind: isLeadKind(kind) ? kind : null,
    source: source.slice(0, 100) || null,
    page: page.slice(0, 100) || null,
  }
}

const sourceOf = (lead: Lead) => storedOrigin(lead.data.origem)?.fonte
const pageOf = (lead: Lead) => storedOrigin(lead.data.origem)?.pagina

const matches = (lead: Lead, filter: InboxFilter) =>
  (!filter.status || lead.status === filter.status) &&
  (!filter.kind || lead.kind === filter.kind) &&
  (!filter.source || sourceOf(lead) === filter.source) &&
  (!filter.page || pageOf(lead) === filter.page)

/**
 * The inbox: every lead matching the filter, newest first, each overdue one marked with why;
 * how many are new and overdue; the sources seen (for the filter); and how fast the team
 * answered in the last 30 days (the median time to a lead's first change of status).
 */
export async function inbox(filter: InboxFilter, now = Date.now()) {
  const store = getStore()
  const [leads, changes, settings] = await Promise.all([listLeads(store), statusChangesByLead(store), followUpSettings()])
  const overdue = new Map(leads.map((lead) => [lead.id, overdueReason(lead, new Date(now), settings)]))
  const firstChanges = new Map([...changes].map(([id, [first]]) => [id, first!.at]))
  const firstResponse = medianFirstResponseMs(leads, firstChanges, new Date(now))
  return {
    newCount: leads.filter((lead) => lead.status === 'novo').length,
    overdueCount: [...overdue.values()].filter(Boolean).length,
    sources: sourcesOf(leads),
    // Only the site's own pages are ever kept as a landing page (app/leads/origin.ts): a short list.
    pages: [...new Set(leads.map(pageOf).filter((page): page is string => !!page))].sort(),
    firstResponse:
      firstResponse.medianMs === null
        ? t.inbox.firstResponseNone(firstResponse.unchanged)
        : t.inbox.firstResponse(t.duration(firstResponse.medianMs), firstResponse.count, firstResponse.unchanged),
    leads: leads
      .filter((lead) => matches(lead, filter))
      .map((lead) => {
        const origin = storedOrigin(lead.data.origem)
        const reason = overdue.get(lead.id)
        return {
          href: `/equipe/${lead.collection}/${lead.id}`,
          kind: LEAD_KINDS[lead.kind].team.label,
          name: fieldText(lead.data.nome),
          place: shownField(lead.data, LEAD_KINDS[lead.kind].place),
          origin: origin ? `${origin.fonte} / ${origin.meio}` : t.inbox.noOrigin,
          status: t.statuses[lead.status],
          statusValue: lead.status,
          overdue: reason ? overdueWhy(reason, settings) : null,
          age: lead.receivedAt ? age(lead.receivedAt, now) : '',
          receivedAt: lead.receivedAt ? curitiba(lead.receivedAt) : '',
          receivedIso: lead.receivedAt?.toISOString() ?? '',
        }
      }),
  }
}

/**
 * The report for a month ('YYYY-MM', Curitiba; another value, the current month): leads per
 * origin and how many reached *Visita agendada* and *Concluído*, each as a number and a share.
 */
export async function monthReport(month: string, now = Date.now()) {
  const store = getStore()
  const [leads, changes] = await Promise.all([listLeads(store), statusChangesByLead(store)])
  const shown = isMonth(month) ? month : curitibaMonth(now)
  const reportLeads = leads.map((lead) => ({
    receivedAt: lead.receivedAt,
    origin: storedOrigin(lead.data.origem),
    reached: new Set([lead.status, ...(changes.get(lead.id) ?? []).map((change) => change.to)]),
  }))
  const {rows, total} = originReport(reportLeads, shown, 'origin')
  const byPage = originReport(reportLeads, shown, 'page')
  const rate = t.report.rate
  const line = (row: ReportRow, rows: readonly ReportRow[], noOrigin: string = t.report.noOrigin) => ({
    origin: row.origin ?? noOrigin,
    leads: row.leads,
    visits: `${row.visits} (${rate(row.visits, row.leads)})`,
    done: `${row.done} (${rate(row.done, row.leads)})`,
    // The bars: the share of the month's leads, and of those, the share that reached a visit.
    width: total.leads ? Math.round((row.leads / Math.max(...rows.map((r) => r.leads))) * 100) : 0,
    visitWidth: row.leads ? Math.round((row.visits / row.leads) * 100) : 0,
  })
  return {
    month: shown,
    monthName: monthName(shown),
    invalid: month !== '' && !isMonth(month),
    rows: rows.map((row) => line(row, rows)),
    pages: byPage.rows.map((row) => line(row, byPage.rows, t.report.noPage)),
    total: line(total, rows),
  }
}

const monthFormat = new Intl.DateTimeFormat('pt-BR', {month: 'long', year: 'numeric', timeZone: 'UTC'})
/** '2026-11' → "novembro de 2026". */
const monthName = (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`))

/**
 * The sources the filter offers: the leads' own, at most SOURCE_FILTER_MAX, by name. Anyone can
 * write a source, so the ones the site knows (instagram, google, direct…) come first, then the
 * most frequent others: invented sources cannot push the real ones out (any other is still
 * `?fonte=` away).
 */
function sourcesOf(leads: readonly Lead[]) {
  const counts = new Map<string, number>()
  for (const source of leads.map(sourceOf)) if (source) counts.set(source, (counts.get(source) ?? 0) + 1)
  const known = (source: string) => (KNOWN_SOURCES.includes(source) ? 1 : 0)
  return [...counts]
    .sort((a, b) => known(b[0]) - known(a[0]) || b[1] - a[1])
    .slice(0, SOURCE_FILTER_MAX)
    .map(([source]) => source)
    .sort()
}

/** Why a lead is overdue, with the threshold it passed: "Novo há mais de 1 dia útil". */
const overdueWhy = (reason: OverdueReason, settings: FollowUpSettings) =>
  reason === 'novo' ? t.inbox.overdueWhy.novo(settings.newAfterWorkingDays) : t.inbox.overdueWhy.parado(settings.idleAfterDays)

/**
 * The leads matching the filter, for the CSV `npm run export` also writes: with their kind
 * (both may share the file) and status in words first.
 */
export async function leadsForExport(filter: InboxFilter) {
  return (await listLeads(getStore()))
    .filter((lead) => matches(lead, filter))
    .map(({id, kind, status, data: {situacao: _, ...data}}) => ({
      id,
      data: {tipo: LEAD_KINDS[kind].team.label, situacao: t.statuses[status], ...data},
    }))
}

/** Everything about one lead, for its page; null when it is not there (deleted, or never was). */
export async function leadPage(collection: string, id: string, now = Date.now()): Promise<LeadPageData | null> {
  if (!isLeadCollection(collection)) return null
  const store = getStore()
  const lead = await getLead(store, collection, id)
  if (!lead) return null
  const [events, mails, settings, followUp] = await Promise.all([
    eventsOf(store, id),
    mailsOf(store, id),
    company().catch(() => null),
    followUpSettings(),
  ])
  const origin = storedOrigin(lead.data.origem)
  const reason = overdueReason(lead, new Date(now), followUp)
  const email = fieldText(lead.data.email)
  return {
    collection,
    id,
    name: fieldText(lead.data.nome),
    kind: LEAD_KINDS[lead.kind].team.label,
    received: lead.receivedAt ? t.lead.received(curitiba(lead.receivedAt), age(lead.receivedAt, now)) : '',
    fields: LEAD_KINDS[lead.kind].fields.map((field) => ({
      label: mailMessages.team.fields[field as keyof typeof mailMessages.team.fields],
      value: shownField(lead.data, field),
    })),
    whatsapp: settings ? whatsappToVisitor(lead.kind, lead.data, settings) : null,
    overdue: reason ? t.lead.overdue(overdueWhy(reason, followUp)) : null,
    origin: origin
      ? ORIGIN_KEYS.flatMap((key) => {
          const value = origin[key]
          if (value === undefined || value === false) return []
          return [{label: t.lead.originFields[key], value: value === true ? t.lead.originYes : value}]
        })
      : null,
    mailto: mailtoHref(email),
    status: lead.status,
    statusText: t.statuses[lead.status],
    statuses: STATUSES.map((value) => ({value, label: t.statuses[value]})),
    history: [
      ...(lead.receivedAt ? [t.lead.historyReceived(curitiba(lead.receivedAt))] : []),
      ...events.flatMap((event) =>
        event.type === 'situacao'
          ? [t.lead.historyChange(t.statuses[event.from], t.statuses[event.to], event.by, curitiba(event.at))]
          : [],
      ),
    ],
    notes: events.flatMap((event) =>
      event.type === 'nota' ? [{text: event.text, by: t.lead.noteBy(event.by, curitiba(event.at))}] : [],
    ),
    mails: [
      {label: t.lead.mailTeam, state: mailState(mails.equipe, false)},
      {label: t.lead.mailConfirmation, state: mailState(mails.confirmacao, true)},
    ],
  }
}

function mailState(message: LeadMessage | null, confirmation: boolean) {
  if (!message) return confirmation ? t.lead.mailNone : t.lead.mailPending(0)
  if (message.estado === 'enviado') return t.lead.mailSent(message.enviadoEm ? curitiba(new Date(message.enviadoEm)) : '')
  if (message.estado === 'falhou') return t.lead.mailFailed(message.ultimoErro)
  return t.lead.mailPending(message.tentativas, message.ultimoErro)
}

/** A post on a lead's page: its status, a note, or its deletion. Answers a redirect, or the page's errors. */
export async function leadAction(request: Request, member: Member, collection: string, id: string) {
  const body = await readUrlEncodedBody(request)
  if (body === 'too-large') return data({error: t.lead.noteTooLong}, {status: 413, headers: TEAM_HEADERS})
  if (body === 'unsupported') return data({error: t.lead.unreadable}, {status: 415, headers: TEAM_HEADERS})
  if (!isLeadCollection(collection)) throw notFound()
  const store = getStore()
  const lead = await getLead(store, collection, id)
  if (!lead) throw notFound()
  const page = `/equipe/${collection}/${id}`
  const intent = body.get('intencao')

  if (intent === 'situacao') {
    const to = body.get('situacao') ?? ''
    if (!isStatus(to)) return data({error: t.lead.unreadable}, {status: 400, headers: TEAM_HEADERS})
    const outcome = await setStatus(store, lead, to, member.email)
    if (outcome === 'missing') throw notFound()
    if (outcome === 'changed') logEvent('info', 'team.status_changed', {to})
    return redirect(`${page}?salvo=situacao`, {status: 303, headers: TEAM_HEADERS})
  }
  if (intent === 'nota') {
    const note = (body.get('nota') ?? '').trim()
    if (!note) return data({error: t.lead.noteEmpty}, {status: 400, headers: TEAM_HEADERS})
    if (note.length > TEAM_NOTE_MAX_CHARS) return data({error: t.lead.noteTooLong}, {status: 400, headers: TEAM_HEADERS})
    if ((await addNote(store, lead, note, member.email)) === 'missing') throw notFound()
    logEvent('info', 'team.note_added', {})
    return redirect(`${page}?salvo=nota#anotacoes`, {status: 303, headers: TEAM_HEADERS})
  }
  if (intent === 'excluir') {
    await deleteOnRequest(store, lead, member.email, mailFolder())
    logEvent('info', 'team.lead_deleted', {kind: lead.kind})
    return redirect('/equipe?excluido=1', {status: 303, headers: TEAM_HEADERS})
  }
  return data({error: t.lead.unreadable}, {status: 400, headers: TEAM_HEADERS})
}

export const notFound = () =>
  new Response(t.notFound, {status: 404, headers: {...TEAM_HEADERS, 'Content-Type': 'text/plain; charset=utf-8'}})

/** The kinds of lead, for the filter: value and label. */
export const KIND_FILTERS = LEAD_KIND_NAMES.map((kind): [string, string] => [kind, LEAD_KINDS[kind].team.filter])

const curitiba = (date: Date) => curitibaFormat.format(date)

const relative = new Intl.RelativeTimeFormat('pt-BR', {numeric: 'auto'})
/** "há 2 horas", "ontem", "há 3 semanas". */
export function age(date: Date, now = Date.now()) {
  const seconds = Math.round((date.getTime() - now) / 1000)
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ]
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return 'agora mesmo'
}
