import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {LEAD_FOLLOW_UP_QUERY} from '~/content/queries'
import {FOLLOW_UP_DEFAULTS} from '~/leads/follow-up-settings'
import {followUpSettingsFrom} from '~/leads/follow-up-settings.server'
import {seedDataset} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {FOLLOW_UP_FIELD_DEFAULTS} from '../../studio/schemaTypes/followUpDefaults'

// The follow-up settings (the Studio's site settings): what the site reads of them, and the
// defaults the Studio offers, which must be the site's.

const settings = (fields: Record<string, unknown>) =>
  followUpSettingsFrom({summaryHour: 8, newLeadOverdueWorkingDays: 1, idleLeadOverdueDays: 7, ...fields})

describe('follow-up settings', () => {
  it('reads the seed’s values through the query', async () => {
    const value = await (await evaluate(parse(LEAD_FOLLOW_UP_QUERY), {dataset: seedDataset(SEED_DIR)})).get()
    expect(value).toEqual({summaryHour: 8, newLeadOverdueWorkingDays: 1, idleLeadOverdueDays: 7})
    expect(followUpSettingsFrom(value)).toEqual(FOLLOW_UP_DEFAULTS)
  })

  it('takes each whole number in its range, ends included', () => {
    expect(followUpSettingsFrom({summaryHour: 0, newLeadOverdueWorkingDays: 10, idleLeadOverdueDays: 60})).toEqual({
      summaryHour: 0,
      newAfterWorkingDays: 10,
      idleAfterDays: 60,
    })
    expect(followUpSettingsFrom({summaryHour: 23, newLeadOverdueWorkingDays: 1, idleLeadOverdueDays: 1})).toEqual({
      summaryHour: 23,
      newAfterWorkingDays: 1,
      idleAfterDays: 1,
    })
  })

  it('uses the default for a value that is missing, out of range or not a whole number', () => {
    expect(followUpSettingsFrom(null)).toEqual(FOLLOW_UP_DEFAULTS)
    expect(followUpSettingsFrom({})).toEqual(FOLLOW_UP_DEFAULTS)
    for (const summaryHour of [-1, 24, 8.5, '9', null, Number.NaN]) {
      expect(settings({summaryHour, newLeadOverdueWorkingDays: 3}), String(summaryHour)).toEqual({
        ...FOLLOW_UP_DEFAULTS,
        newAfterWorkingDays: 3,
      })
    }
    for (const newLeadOverdueWorkingDays of [0, 11, 1.5, '2']) {
      expect(settings({newLeadOverdueWorkingDays}).newAfterWorkingDays).toBe(FOLLOW_UP_DEFAULTS.newAfterWorkingDays)
    }
    for (const idleLeadOverdueDays of [0, 61, 7.25, Number.POSITIVE_INFINITY]) {
      expect(settings({idleLeadOverdueDays}).idleAfterDays).toBe(FOLLOW_UP_DEFAULTS.idleAfterDays)
    }
  })

  it('offers in the Studio the defaults the site uses', () => {
    expect(FOLLOW_UP_FIELD_DEFAULTS).toEqual({
      summaryHour: FOLLOW_UP_DEFAULTS.summaryHour,
      newLeadOverdueWorkingDays: FOLLOW_UP_DEFAULTS.newAfterWorkingDays,
      idleLeadOverdueDays: FOLLOW_UP_DEFAULTS.idleAfterDays,
    })
  })
})
