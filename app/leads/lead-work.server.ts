import {z} from 'zod'
import {contentCache} from '~/content/content.server'
import {LEAD_RECIPIENTS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {company, mailFolder, mailFrom, mailTransport} from '~/mail/sender.server'
import {getStore} from '~/store/store.server'
import {logEvent} from '~/utils/log.server'
import {startDailySummary} from './daily-summary.server'
import {followUpSettings} from './follow-up-settings.server'
import {startOutbox} from './outbox-worker.server'
import {startRetention} from './retention.server'

/** Where the team's mail goes: the addresses the site settings list, or LEAD_EMAILS. */
export async function teamAddresses() {
  const {value} = await contentCache().load(LEAD_RECIPIENTS_QUERY)
  // The Studio checks each address, but a write through the API would not be.
  const listed = (Array.isArray(value) ? value : []).filter((address) => z.email().safeParse(address).success) as string[]
  return listed.length ? listed : env.LEAD_EMAILS
}

/**
 * The server's side of the lead chain (docs/leads.md): the outbox worker, sending through the
 * site's mail (app/mail/), the daily summary of waiting leads (which the outbox sends), and the
 * daily retention job, which also clears the `expiring` collections given. `stop()` lets the
 * send under way finish.
 */
export function startLeadWork({expiring}: {expiring: readonly string[]}) {
  const store = getStore()
  const outbox = startOutbox({store, transport: mailTransport(), company, teamAddresses, from: mailFrom})
  // Fine on a laptop; on a server it means nobody on the team is told (docs/deploy.md).
  if (!env.SMTP_URL && env.NODE_ENV === 'production') logEvent('warn', 'mail.to_files', {})
  const stopRetention = startRetention({store, mailFolder: mailFolder(), expiring})
  const stopSummary = startDailySummary({store, settings: followUpSettings, wake: () => outbox.wake()})
  return {
    sendsTo: mailTransport().describe(),
    async stop() {
      stopRetention()
      await Promise.all([stopSummary(), outbox.stop()])
      mailTransport().close()
    },
  }
}
