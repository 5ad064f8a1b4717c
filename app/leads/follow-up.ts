import {FIRST_RESPONSE_WINDOW_DAYS} from '~/constants'
import type {FollowUpSettings} from './follow-up-settings'
import {workingTimeBetween} from './working-days'

// When a lead has waited too long (docs/leads.md#no-lead-left-waiting): the rules the daily
// summary (./daily-summary.server.ts) and the team's inbox share. No server code: a lead is
// taken as the little these rules read of it (a Lead of ./lead-records.server.ts is one).

const DAY_MS = 24 * 60 * 60 * 1000

/** Why a lead is overdue: still *Novo*, or *Em contato* / *Visita agendada* without a change. */
export type OverdueReason = 'novo' | 'parado'

/** What the rules read of a lead: its status, when it arrived, when staff last changed it. */
export type FollowedLead = {
  status: string
  receivedAt: Date | undefined
  data: {atualizadoEm?: unknown; dataSolicitacao?: unknown}
}

/** Statuses in which a lead waits on the team after a first contact. */
const IN_PROGRESS: readonly string[] = ['em_contato', 'visita_agendada']

/** When staff last changed the lead (`atualizadoEm`), else when it arrived; undefined when neither is known. */
export function lastChangeOf(lead: FollowedLead): Date | undefined {
  const {atualizadoEm, dataSolicitacao} = lead.data
  if (atualizadoEm instanceof Date) return atualizadoEm
  if (dataSolicitacao instanceof Date) return dataSolicitacao
  return lead.receivedAt
}

/**
 * Why the lead is overdue at `now`, or null: 'novo' when it is still *Novo* after
 * `newAfterWorkingDays` working days (24 hours of working days each, Curitiba's calendar:
 * ./working-days.ts); 'parado' when it is *Em contato* or *Visita agendada* and nothing changed
 * on it for `idleAfterDays` days (calendar days). A lead without a known time is never overdue.
 */
export function overdueReason(
  lead: FollowedLead,
  now: Date,
  settings: Pick<FollowUpSettings, 'newAfterWorkingDays' | 'idleAfterDays'>,
): OverdueReason | null {
  if (lead.status === 'novo') {
    const threshold = settings.newAfterWorkingDays * DAY_MS
    const arrived = lead.receivedAt
    // Working time is part of the time elapsed: a younger lead cannot be overdue (and is not counted).
    if (!arrived || now.getTime() - arrived.getTime() < threshold) return null
    // Counted only as far as the threshold: a lead waiting for months is not walked day by day.
    return workingTimeBetween(arrived, now, threshold) >= threshold ? 'novo' : null
  }
  if (IN_PROGRESS.includes(lead.status)) {
    const changed = lastChangeOf(lead)
    return changed && now.getTime() - changed.getTime() >= settings.idleAfterDays * DAY_MS ? 'parado' : null
  }
  return null
}

/**
 * How fast the team answers: over the leads that arrived in the last FIRST_RESPONSE_WINDOW_DAYS
 * days and whose status has changed at least once, the median time from arrival to the first
 * change (`firstChanges`: a lead's id → its first status change, the first of each lead's
 * statusChangesByLead() in ./lead-records.server.ts). `count` is how many leads that is (with none, `medianMs`
 * is null); `unchanged`, how many arrived in the window and have not changed yet.
 */
export function medianFirstResponseMs(
  leads: ReadonlyArray<{id: string; receivedAt: Date | undefined}>,
  firstChanges: ReadonlyMap<string, Date>,
  now: Date,
): {medianMs: number | null; count: number; unchanged: number} {
  const since = now.getTime() - FIRST_RESPONSE_WINDOW_DAYS * DAY_MS
  const recent = leads.filter(({receivedAt}) => receivedAt && receivedAt.getTime() >= since && receivedAt <= now)
  const times = recent
    .flatMap(({id, receivedAt}) => {
      const changed = firstChanges.get(id)
      return changed ? [Math.max(0, changed.getTime() - receivedAt!.getTime())] : []
    })
    .sort((a, b) => a - b)
  // Said beside the median, which only counts the leads answered: slower answers show there too.
  const unchanged = recent.length - times.length
  if (times.length === 0) return {medianMs: null, count: 0, unchanged}
  const middle = Math.floor(times.length / 2)
  const medianMs = times.length % 2 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2
  return {medianMs, count: times.length, unchanged}
}
