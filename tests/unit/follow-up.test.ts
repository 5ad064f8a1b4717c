import {describe, expect, it} from 'vitest'
import {lastChangeOf, medianFirstResponseMs, overdueReason, type FollowedLead} from '~/leads/follow-up'
import {FOLLOW_UP_DEFAULTS} from '~/leads/follow-up-settings'
import {
  easterSunday,
  isWorkingDay,
  nationalHolidays,
  startOfDay,
  workingDaysBetween,
  workingTimeBetween,
} from '~/leads/working-days'
import {curitibaClock} from '~/utils/curitiba-time'

// Curitiba's working days (app/leads/working-days.ts) and when a lead has waited too long
// (app/leads/follow-up.ts), on a fixed clock: every instant is given, nothing reads the time.
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
/** An instant given as Curitiba's wall clock in standard time (UTC−3). */
const curitiba = (local: string) => new Date(`${local}-03:00`)

describe("Curitiba's calendar", () => {
  it('reads an instant in Curitiba: 11:00 UTC is 08:00 there, 02:59 UTC still the day before', () => {
    expect(curitibaClock(new Date('2026-11-26T11:00:00Z'))).toEqual({day: '2026-11-26', hour: 8, minute: 0})
    expect(curitibaClock(new Date('2026-11-26T10:59:00Z'))).toMatchObject({hour: 7, minute: 59})
    expect(curitibaClock(new Date('2026-11-27T02:59:00Z')).day).toBe('2026-11-26')
  })

  it('knows Easter (the anonymous Gregorian algorithm), and so Good Friday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ])
    expect(isWorkingDay('2027-03-26')).toBe(false) // Good Friday
    expect(isWorkingDay('2027-03-25')).toBe(true)
  })

  it('has the national holidays, 20 November from 2024; Carnival and Corpus Christi are working days', () => {
    expect([...nationalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ])
    expect(isWorkingDay('2026-11-20')).toBe(false) // a Friday, Consciência Negra
    expect(isWorkingDay('2023-11-20')).toBe(true) // a Monday, before Lei 14.759/2023
    expect(isWorkingDay('2027-02-08')).toBe(true) // Carnival Monday
    expect(isWorkingDay('2027-02-09')).toBe(true) // Carnival Tuesday
    expect(isWorkingDay('2027-05-27')).toBe(true) // Corpus Christi
    expect(isWorkingDay('2026-11-28')).toBe(false) // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false) // Sunday
  })

  it('counts only working time: a lead on Friday at 15:00 has had one working day on Monday at 15:00', () => {
    const friday = curitiba('2026-11-27T15:00')
    expect(workingTimeBetween(friday, curitiba('2026-11-30T08:00'))).toBe(17 * HOUR)
    expect(workingTimeBetween(friday, curitiba('2026-11-30T15:00'))).toBe(DAY)
    expect(workingDaysBetween(friday, curitiba('2026-12-01T08:00'))).toBe(1)
    // One on Saturday starts counting on Monday; one before a holiday skips it.
    expect(workingTimeBetween(curitiba('2026-11-28T10:00'), curitiba('2026-12-01T00:00'))).toBe(DAY)
    expect(workingTimeBetween(curitiba('2026-11-19T12:00'), curitiba('2026-11-23T12:00'))).toBe(DAY)
    expect(workingTimeBetween(friday, friday)).toBe(0)
    expect(workingTimeBetween(curitiba('2026-11-30T08:00'), friday)).toBe(0)
  })

  it("follows the zone's past summer time, not a fixed −3 hours", () => {
    // Summer time began at midnight on 4 Nov 2018 (the day began at 01:00) and ended on 17 Feb 2019.
    expect(new Date(startOfDay('2018-11-04')).toISOString()).toBe('2018-11-04T03:00:00.000Z')
    expect(new Date(startOfDay('2018-11-05')).toISOString()).toBe('2018-11-05T02:00:00.000Z')
    expect(new Date(startOfDay('2019-02-17')).toISOString()).toBe('2019-02-17T03:00:00.000Z')
    // Thursday 12:00 (UTC−3) to Monday 12:00 (UTC−2), over Finados and a weekend: 12 h + 12 h.
    expect(workingTimeBetween(new Date('2018-11-01T15:00:00Z'), new Date('2018-11-05T14:00:00Z'))).toBe(DAY)
  })
})

describe('an overdue lead', () => {
  const settings = FOLLOW_UP_DEFAULTS
  const lead = (status: string, receivedAt: Date, atualizadoEm?: Date): FollowedLead => ({
    status,
    receivedAt,
    data: {dataSolicitacao: receivedAt, ...(atualizadoEm && {atualizadoEm})},
  })

  it('is Novo after one working day', () => {
    const friday = lead('novo', curitiba('2026-11-27T15:00'))
    expect(overdueReason(friday, curitiba('2026-11-30T14:59'), settings)).toBeNull()
    expect(overdueReason(friday, curitiba('2026-11-30T15:00'), settings)).toBe('novo')
    const saturday = lead('novo', curitiba('2026-11-28T10:00'))
    expect(overdueReason(saturday, curitiba('2026-11-30T08:00'), settings)).toBeNull()
    expect(overdueReason(saturday, curitiba('2026-12-01T08:00'), settings)).toBe('novo')
    // Other thresholds: two working days.
    expect(overdueReason(saturday, curitiba('2026-12-01T08:00'), {...settings, newAfterWorkingDays: 2})).toBeNull()
    expect(overdueReason(saturday, curitiba('2026-12-02T08:00'), {...settings, newAfterWorkingDays: 2})).toBe('novo')
  })

  it('is Em contato or Visita agendada with no change for seven days (calendar days)', () => {
    const received = curitiba('2026-11-01T10:00')
    const touched = curitiba('2026-11-20T10:00')
    for (const status of ['em_contato', 'visita_agendada']) {
      expect(overdueReason(lead(status, received, touched), curitiba('2026-11-27T09:59'), settings)).toBeNull()
      expect(overdueReason(lead(status, received, touched), curitiba('2026-11-27T10:00'), settings)).toBe('parado')
      expect(overdueReason(lead(status, received, touched), curitiba('2026-11-23T10:00'), {...settings, idleAfterDays: 3})).toBe(
        'parado',
      )
    }
    // Never changed: counted from its arrival.
    expect(overdueReason(lead('em_contato', received), curitiba('2026-11-08T10:00'), settings)).toBe('parado')
    expect(lastChangeOf(lead('em_contato', received, touched))).toEqual(touched)
  })

  it('is never a concluded or discarded one, nor one without a time', () => {
    const old = curitiba('2025-01-06T10:00')
    const now = curitiba('2026-11-27T10:00')
    expect(overdueReason(lead('concluido', old), now, settings)).toBeNull()
    expect(overdueReason(lead('descartado', old), now, settings)).toBeNull()
    expect(overdueReason({status: 'novo', receivedAt: undefined, data: {}}, now, settings)).toBeNull()
    // A lead two years old still Novo: counted quickly, and overdue.
    expect(overdueReason(lead('novo', curitiba('2024-11-27T10:00')), now, settings)).toBe('novo')
  })
})

describe('the median first response', () => {
  const now = curitiba('2026-11-27T10:00')
  const received = (id: string, hoursAgo: number) => ({id, receivedAt: new Date(now.getTime() - hoursAgo * HOUR)})

  it('is over the leads of the last 30 days that changed status, from arrival to the first change', () => {
    const leads = [received('a', 10), received('b', 20), received('c', 30), received('d', 40), received('velho', 31 * 24)]
    const changes = new Map([
      ['a', new Date(now.getTime() - 9 * HOUR)], // 1 h
      ['b', new Date(now.getTime() - 17 * HOUR)], // 3 h
      ['c', new Date(now.getTime() - 20 * HOUR)], // 10 h
      ['velho', new Date(now.getTime() - 30 * 24 * HOUR)],
    ])
    expect(medianFirstResponseMs(leads, changes, now)).toEqual({medianMs: 3 * HOUR, count: 3, unchanged: 1})
    changes.set('d', new Date(now.getTime() - 20 * HOUR)) // 20 h
    expect(medianFirstResponseMs(leads, changes, now)).toEqual({medianMs: 6.5 * HOUR, count: 4, unchanged: 0})
    expect(medianFirstResponseMs(leads, new Map(), now)).toEqual({medianMs: null, count: 0, unchanged: 4})
  })
})
