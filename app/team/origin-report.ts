import type {LeadOrigin} from '~/leads/origin'
import {curitibaDate} from '~/utils/curitiba-time'

// The inbox's report (/equipe/relatorio): for a month, leads per origin and how many of them
// reached *Visita agendada* and *Concluído*, the conversion of each channel. Totals only.

/** What the report needs of a lead: when it arrived, its origin, and every status it has had. */
export type ReportLead = {receivedAt: Date | undefined; origin: LeadOrigin | undefined; reached: ReadonlySet<string>}

export type ReportRow = {
  /** `instagram / social` or `/horta-em-casa`; null for leads without one (before origins were kept, or no page kept). */
  origin: string | null
  leads: number
  visits: number
  done: number
}

/** 'YYYY-MM' of an instant, in Curitiba. */
export const curitibaMonth = (instant: Date | number) => curitibaDate(instant).slice(0, 7)

/** A month as the address gives it (`?mes=2026-11`), or null. */
export const isMonth = (value: string) => /^(19|20)\d\d-(0[1-9]|1[0-2])$/.test(value)

/** A lead's row: by its source and medium, or by the page its visit began on. */
function rowOf(origin: LeadOrigin | undefined, by: 'origin' | 'page'): {key: string; label: string | null} {
  if (by === 'page') return {key: origin?.pagina ?? '', label: origin?.pagina ?? null}
  // Keyed by the pair, not by its text: a lead stored before sources were single words
  // (`instagram / social` as its source) is a row of its own, never merged into another.
  return origin
    ? {key: JSON.stringify([origin.fonte, origin.meio]), label: `${origin.fonte} / ${origin.meio}`}
    : {key: '', label: null}
}

/**
 * The month's leads (arrived in it, Curitiba time) grouped by source and medium, or by landing
 * page, most leads first; a lead counts for *Visita agendada* or *Concluído* if it ever had that
 * status, so a concluded visit counts for both. With the month's total.
 */
export function originReport(
  leads: readonly ReportLead[],
  month: string,
  by: 'origin' | 'page' = 'origin',
): {rows: ReportRow[]; total: ReportRow} {
  const rows = new Map<string, ReportRow>()
  const total: ReportRow = {origin: null, leads: 0, visits: 0, done: 0}
  for (const lead of leads) {
    if (!lead.receivedAt || curitibaMonth(lead.receivedAt) !== month) continue
    const {key, label: origin} = rowOf(lead.origin, by)
    const row = rows.get(key) ?? {origin, leads: 0, visits: 0, done: 0}
    rows.set(key, row)
    for (const counted of [row, total]) {
      counted.leads++
      if (lead.reached.has('visita_agendada')) counted.visits++
      if (lead.reached.has('concluido')) counted.done++
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.leads - a.leads || (a.origin === null ? 1 : b.origin === null ? -1 : a.origin.localeCompare(b.origin)),
  )
  return {rows: sorted, total}
}
