import {contentCache} from '~/content/content.server'
import {LEAD_FOLLOW_UP_QUERY} from '~/content/queries'
import {FOLLOW_UP_DEFAULTS, type FollowUpSettings} from './follow-up-settings'

/** A whole number from `min` to `max`, or `fallback`. */
const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/**
 * The follow-up settings from what LEAD_FOLLOW_UP_QUERY gave: each value the Studio allows, or
 * its default when it is empty or out of range (the Studio checks each field, but a write
 * through the API would not be).
 */
export function followUpSettingsFrom(value: unknown): FollowUpSettings {
  const fields = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    summaryHour: wholeIn(fields.summaryHour, 0, 23, FOLLOW_UP_DEFAULTS.summaryHour),
    newAfterWorkingDays: wholeIn(fields.newLeadOverdueWorkingDays, 1, 10, FOLLOW_UP_DEFAULTS.newAfterWorkingDays),
    idleAfterDays: wholeIn(fields.idleLeadOverdueDays, 1, 60, FOLLOW_UP_DEFAULTS.idleAfterDays),
  }
}

/**
 * When the daily summary goes and when a lead is overdue: the Studio's site settings, or the
 * defaults, also while the content cannot be read (the inbox and the summary still work then).
 */
export async function followUpSettings(): Promise<FollowUpSettings> {
  try {
    return followUpSettingsFrom((await contentCache().load(LEAD_FOLLOW_UP_QUERY)).value)
  } catch {
    return FOLLOW_UP_DEFAULTS
  }
}
