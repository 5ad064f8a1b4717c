import {existsSync, readdirSync, rmSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {LEADS_KEPT_MONTHS, MAIL_FILES_KEPT_DAYS} from '~/constants'
import {CAPS} from '~/store/caps.server'
import type {DocumentStore} from '~/store/store'
import {errorFields, logEvent} from '~/utils/log.server'
import {LEAD_COLLECTION_NAMES} from './kinds'
import {deleteLead, eraseDeleted} from './lead-records.server'
import {OUTBOX, OUTBOX_LEASES, SUMMARY_PURPOSE} from './outbox.server'

// How long lead data lives (the privacy page says the same): a lead 24 months after its last
// change, the .eml copies of the mails 30 days, and the daily summaries as long as their copies. A daily job in every instance applies it; two
// instances running it at once delete the same things, which is harmless.

const DAY_MS = 24 * 60 * 60 * 1000

export type RetentionOptions = {
  store: DocumentStore
  mailFolder: string
  /** Other collections whose documents are useless after their `expira` time (ms): the team's codes and sessions. */
  expiring?: readonly string[]
}

/** One pass of the retention rules, as of `now`; answers what it deleted. */
export async function applyRetention({store, mailFolder, expiring = [], now = new Date()}: RetentionOptions & {now?: Date}) {
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - LEADS_KEPT_MONTHS)
  let leads = 0
  for (const collection of LEAD_COLLECTION_NAMES) {
    for (const {id, data} of await store.list(collection)) {
      const changed = data.atualizadoEm ?? data.dataSolicitacao
      if (changed instanceof Date && changed < cutoff) {
        await deleteLead(store, collection, id, mailFolder)
        leads++
      }
    }
  }
  // Every pass, not only one that deleted: a deletion whose erasure a reader held back is done now.
  await eraseDeleted(store)
  // The daily summaries (references to leads, no names), as long as their .eml copies.
  const summariesBefore = now.getTime() - MAIL_FILES_KEPT_DAYS * DAY_MS
  for (const {id, data} of await store.findAllByField(OUTBOX, 'finalidade', SUMMARY_PURPOSE)) {
    if (Number(data.criadoEm) < summariesBefore) {
      await store.delete(OUTBOX, id)
      await store.delete(OUTBOX_LEASES, id)
    }
  }
  // Caps' slots, and the others given (sign-in codes, team sessions), past their time.
  for (const collection of [CAPS, ...expiring]) {
    for (const {id, data} of await store.list(collection)) {
      if (Number(data.expira) < now.getTime()) await store.delete(collection, id)
    }
  }
  let mailFiles = 0
  if (existsSync(mailFolder)) {
    for (const name of readdirSync(mailFolder)) {
      const file = join(mailFolder, name)
      // A copy after 30 days; half a copy (a crash while it was written) after one.
      const keptDays = name.endsWith('.eml') ? MAIL_FILES_KEPT_DAYS : name.endsWith('.eml.tmp') ? 1 : undefined
      if (keptDays && statSync(file).mtimeMs < now.getTime() - keptDays * DAY_MS) {
        rmSync(file, {force: true})
        mailFiles++
      }
    }
  }
  return {leads, mailFiles}
}

/** Runs the retention pass just after start, then daily; a failed pass is logged and tried the next day. */
export function startRetention(options: RetentionOptions) {
  const run = () =>
    applyRetention(options).then(
      ({leads, mailFiles}) => {
        if (leads || mailFiles) logEvent('info', 'leads.retention', {leads, mailFiles})
      },
      (error: unknown) => logEvent('error', 'leads.retention_failed', {...errorFields(error)}),
    )
  const first = setTimeout(run, 1000)
  const daily = setInterval(run, DAY_MS)
  first.unref()
  daily.unref()
  return () => {
    clearTimeout(first)
    clearInterval(daily)
  }
}
