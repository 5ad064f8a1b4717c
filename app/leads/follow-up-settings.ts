import {IDLE_LEAD_OVERDUE_DAYS, NEW_LEAD_OVERDUE_WORKING_DAYS, SUMMARY_HOUR_DEFAULT} from '~/constants'

/** When a lead counts as waiting too long, and when the daily summary goes (the Studio's site settings). */
export type FollowUpSettings = {
  /** The daily summary's hour, Curitiba time (0–23). */
  summaryHour: number
  /** A lead still *Novo* after this many working days is overdue. */
  newAfterWorkingDays: number
  /** A lead *Em contato* or *Visita agendada* unchanged for this many days is overdue. */
  idleAfterDays: number
}

export const FOLLOW_UP_DEFAULTS: FollowUpSettings = {
  summaryHour: SUMMARY_HOUR_DEFAULT,
  newAfterWorkingDays: NEW_LEAD_OVERDUE_WORKING_DAYS,
  idleAfterDays: IDLE_LEAD_OVERDUE_DAYS,
}
