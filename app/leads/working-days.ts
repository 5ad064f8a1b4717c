import {curitibaClock, curitibaDate, type CalendarDay} from '~/utils/curitiba-time'

// Curitiba's calendar (docs/decisions/0061): which days are working days, and how much of a
// stretch of time fell on them. Working days are Monday to Friday but Brazil's national
// holidays. Carnival and Corpus Christi are "pontos facultativos" (each employer decides), not
// national holidays: they count as working days. State (Paraná) and municipal (Curitiba)
// holidays are not in the list either. Times are read in BUSINESS_TIME_ZONE through Intl, so
// the zone's past summer times (until 2019) are right too. No server code: the inbox uses it.

const DAY_MS = 24 * 60 * 60 * 1000

const parse = (day: CalendarDay) => day.split('-').map(Number) as [number, number, number]
const format = (date: Date) => date.toISOString().slice(0, 10)

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = parse(day)
  return format(new Date(Date.UTC(year, month - 1, date + days)))
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return format(new Date(Date.UTC(year, month - 1, date)))
}

/** Brazil's national holidays with a fixed date, as 'MM-DD'; 20 Nov from `since` (Lei 14.759/2023). */
const FIXED_HOLIDAYS: ReadonlyArray<{date: string; since?: number}> = [
  {date: '01-01'}, // Confraternização Universal
  {date: '04-21'}, // Tiradentes
  {date: '05-01'}, // Dia do Trabalho
  {date: '09-07'}, // Independência
  {date: '10-12'}, // Nossa Senhora Aparecida
  {date: '11-02'}, // Finados
  {date: '11-15'}, // Proclamação da República
  {date: '11-20', since: 2024}, // Zumbi e da Consciência Negra
  {date: '12-25'}, // Natal
]

const holidaysByYear = new Map<number, ReadonlySet<CalendarDay>>()

/** Brazil's national holidays in a year: the fixed ones and Good Friday (Easter − 2 days). */
export function nationalHolidays(year: number): ReadonlySet<CalendarDay> {
  let holidays = holidaysByYear.get(year)
  if (!holidays) {
    const fixed = FIXED_HOLIDAYS.filter(({since = 0}) => year >= since).map(({date}) => `${year}-${date}`)
    holidays = new Set([...fixed, addDays(easterSunday(year), -2)])
    holidaysByYear.set(year, holidays)
  }
  return holidays
}

/** Monday to Friday, and not a national holiday. */
export function isWorkingDay(day: CalendarDay): boolean {
  const [year, month, date] = parse(day)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(year).has(day)
}

const dayStarts = new Map<CalendarDay, number>()

/**
 * The first instant of a day in Curitiba (its midnight, or 01:00 on a day summer time began at
 * midnight, as Brazil's did). Found from the zone's offset, checked, and otherwise searched:
 * the day an instant falls on only ever moves forward. Kept once found (a day each).
 */
export function startOfDay(day: CalendarDay): number {
  let start = dayStarts.get(day)
  if (start === undefined) {
    start = findStartOfDay(day)
    dayStarts.set(day, start)
  }
  return start
}

function findStartOfDay(day: CalendarDay): number {
  const [year, month, date] = parse(day)
  const wall = Date.UTC(year, month - 1, date)
  // The zone's offset at an instant: its wall clock read as UTC, less the instant (to the minute).
  const {day: wallDay, hour, minute} = curitibaClock(wall)
  const [y, m, d] = parse(wallDay)
  const guess = wall - (Date.UTC(y, m - 1, d, hour, minute) - wall)
  if (curitibaDate(guess) === day && curitibaDate(guess - 1) < day) return guess
  let before = wall - DAY_MS // surely on an earlier day
  let after = wall + DAY_MS // surely on this day or a later one
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    if (curitibaDate(middle) < day) before = middle
    else after = middle
  }
  return after
}

/**
 * How much of the time from `from` to `to` fell on working days in Curitiba, in ms: a whole
 * working day counts 24 hours (23 or 25 on a day summer time began or ended), a weekend or a
 * holiday nothing. 0 when `to` is not after `from`. With `enough`, it stops counting once
 * that much is reached (the answer is then at least `enough`).
 */
export function workingTimeBetween(from: Date | number, to: Date | number, enough = Infinity): number {
  const end = Number(to)
  let cursor = Number(from)
  let day = curitibaDate(cursor)
  let total = 0
  while (cursor < end && total < enough) {
    const next = addDays(day, 1)
    const dayEnds = Math.min(startOfDay(next), end)
    if (isWorkingDay(day)) total += dayEnds - cursor
    cursor = dayEnds
    day = next
  }
  return total
}

/** Whole working days in that time (a working day is 24 hours of it). */
export const workingDaysBetween = (from: Date | number, to: Date | number) => Math.floor(workingTimeBetween(from, to) / DAY_MS)
