import {z} from 'zod'
import {contentCache} from '~/content/content.server'
import {LEAD_RECIPIENTS_QUERY, SETTINGS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {getStore} from '~/store/store.server'
import {logEvent} from '~/utils/log.server'
import {fromProjectRoot} from '~/utils/paths.server'
import type {Company} from './lead-mail.server'
import {createMailTransport} from './mail-transport.server'
import {startOutbox} from './outbox.server'
import {startRetention} from './retention.server'

/** Where the mails go without SMTP, and the .eml copies live (30 days). */
export const mailFolder = () => fromProjectRoot(env.DATA_DIR, 'mail')

/**
 * The server's side of the lead chain (docs/leads.md): the outbox worker, sending through SMTP
 * or to the mail folder, and the daily retention job. `stop()` lets the send under way finish.
 */
export function startLeadMail() {
  const store = getStore()
  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    folder: mailFolder(),
    domain: new URL(env.SITE_URL).hostname,
  })
  const outbox = startOutbox({
    store,
    transport,
    company: async () => {
      const {value} = await contentCache().load(SETTINGS_QUERY)
      if (!value) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
      return value as Company
    },
    teamAddresses: async () => {
      const {value} = await contentCache().load(LEAD_RECIPIENTS_QUERY)
      // The Studio checks each address, but a write through the API would not be.
      const listed = (Array.isArray(value) ? value : []).filter((address) => z.email().safeParse(address).success) as string[]
      return listed.length ? listed : env.LEAD_EMAILS
    },
    from: (company) => ({name: company.siteName, address: env.MAIL_FROM ?? company.email}),
  })
  // Fine on a laptop; on a server it means nobody on the team is told (docs/deploy.md).
  if (!env.SMTP_URL && env.NODE_ENV === 'production') logEvent('warn', 'mail.to_files', {})
  const stopRetention = startRetention({store, mailFolder: mailFolder()})
  return {
    sendsTo: transport.describe(),
    async stop() {
      stopRetention()
      await outbox.stop()
      transport.close()
    },
  }
}
