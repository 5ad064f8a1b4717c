import {BUSINESS_TIME_ZONE} from '~/constants'

/** "25/11/2026, 10:42": how staff read a time, in Curitiba's (mails, the team's pages). */
export const curitibaFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})

/** A calendar day in Curitiba, as 'YYYY-MM-DD'. */
export type CalendarDay = string

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** The date and time an instant is in Curitiba. */
export function curitibaClock(instant: Date | number): {day: CalendarDay; hour: number; minute: number} {
  const parts: Record<string, string> = {}
  for (const {type, value} of clock.formatToParts(instant)) parts[type] = value
  return {day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute)}
}

/** The day an instant falls on in Curitiba, 'YYYY-MM-DD'. */
export const curitibaDate = (instant: Date | number): CalendarDay => curitibaClock(instant).day
