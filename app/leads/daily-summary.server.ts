import {SUMMARY_CHECK_MS} from '~/constants'
import type {DocumentStore} from '~/store/store'
import {curitibaClock} from '~/utils/curitiba-time'
import {errorFields, logEvent} from '~/utils/log.server'
import {overdueReason} from './follow-up'
import type {FollowUpSettings} from './follow-up-settings'
import {listLeads} from './lead-records.server'
import {OUTBOX, SUMMARY_PURPOSE, summaryId, type SummaryEntry, type SummaryMessage} from './outbox.server'
import {isWorkingDay} from './working-days'

// The daily summary of the leads waiting on the team (docs/decisions/0061): on each working day
// in Curitiba, from the hour the site settings give, the first instance to look decides the
// day's summary: which leads wait, written as ONE outbox document whose id is the day. A second
// instance's create finds it and does nothing; the outbox worker sends it with its lease, and
// after a crash sends it still (it stays pending). An empty list is written too, as 'vazio',
// which the worker never sends: the day is decided. Only today is ever decided: a day every
// instance slept through is not sent afterwards.

export type SummaryOptions = {
  store: DocumentStore
  /** The hour and the thresholds, as the site settings have them now. */
  settings: () => Promise<FollowUpSettings>
  /** The outbox's wake: a summary to send goes now, not at the next poll. */
  wake?: () => void
  /** The clock (tests pass their own). */
  now?: () => Date
  checkMs?: number
}

/** What a look at the clock did. */
export type SummaryDecision =
  /** Not a working day in Curitiba, or before the hour. */
  | 'not-due'
  /** Written, to be sent. */
  | 'pending'
  /** Written as 'vazio': no lead waits, nothing is sent today. */
  | 'empty'
  /** Today's was already decided (by this instance or another). */
  | 'decided'

/** The leads overdue at `now`, as the summary stores them: references, never a name. */
export async function overdueEntries(store: DocumentStore, now: Date, settings: FollowUpSettings): Promise<SummaryEntry[]> {
  return (await listLeads(store))
    .map((lead) => ({lead, motivo: overdueReason(lead, now, settings)}))
    .filter((entry): entry is typeof entry & {motivo: SummaryEntry['motivo']} => entry.motivo !== null)
    .sort((a, b) => (a.lead.receivedAt?.getTime() ?? 0) - (b.lead.receivedAt?.getTime() ?? 0))
    .map(({lead, motivo}) => ({colecao: lead.collection, pedido: lead.id, motivo}))
}

/**
 * Decides today's summary if it is due at `now` (a working day in Curitiba, at or after the
 * settings' hour) and not decided yet: the overdue leads, written in one create whose id is
 * the day, so that of two instances deciding at once only one writes.
 */
export async function decideSummary(
  store: DocumentStore,
  settings: FollowUpSettings,
  now = new Date(),
): Promise<SummaryDecision> {
  const {day, hour} = curitibaClock(now)
  if (!isWorkingDay(day) || hour < settings.summaryHour) return 'not-due'
  const id = summaryId(day)
  // One read on most looks: the list of leads is read only to decide.
  if (await store.get(OUTBOX, id)) return 'decided'
  const pedidos = await overdueEntries(store, now, settings)
  const at = now.getTime()
  const summary = {
    finalidade: SUMMARY_PURPOSE,
    dia: day,
    pedidos,
    estado: pedidos.length ? 'pendente' : 'vazio',
    criadoEm: at,
    proximaTentativa: at,
    tentativas: 0,
  } satisfies SummaryMessage
  if ((await store.create(OUTBOX, id, summary)) === 'exists') return 'decided'
  logEvent('info', 'leads.summary', {leads: pedidos.length})
  return pedidos.length ? 'pending' : 'empty'
}

/**
 * Looks every `checkMs` (and once now) whether today's summary is due, never two looks at once;
 * a day once decided is not looked up again in this instance. Answers its stop, which resolves
 * once the look under way has ended.
 */
export function startDailySummary({store, settings, wake, now = () => new Date(), checkMs = SUMMARY_CHECK_MS}: SummaryOptions) {
  let decidedDay: string | undefined
  let looking: Promise<void> | undefined
  let stopped = false
  const decide = async (at: Date) => {
    try {
      const decision = await decideSummary(store, await settings(), at)
      if (decision !== 'not-due') decidedDay = curitibaClock(at).day
      if (decision === 'pending' && !stopped) wake?.()
    } catch (error) {
      // The store or the content is down: the next look tries again.
      logEvent('error', 'leads.summary_failed', {...errorFields(error)})
    }
  }
  const look = () => {
    const at = now()
    if (stopped || looking || curitibaClock(at).day === decidedDay) return
    looking = decide(at).finally(() => (looking = undefined))
  }
  const first = setTimeout(look, 0)
  const timer = setInterval(look, checkMs)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await looking
  }
}
