/**
 * The follow-up settings' defaults (site settings): the site's own, app/constants.ts's
 * SUMMARY_HOUR_DEFAULT, NEW_LEAD_OVERDUE_WORKING_DAYS and IDLE_LEAD_OVERDUE_DAYS, which the Studio
 * may not import (docs/decisions/0047); the site uses them while a field is empty.
 * tests/unit/follow-up-settings.test.ts keeps the two the same.
 */
export const FOLLOW_UP_FIELD_DEFAULTS = {summaryHour: 8, newLeadOverdueWorkingDays: 1, idleLeadOverdueDays: 7}
