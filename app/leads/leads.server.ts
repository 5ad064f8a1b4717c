import {z} from 'zod'
import {contentCache} from '~/content/content.server'
import {LEAD_RECIPIENTS_QUERY, SETTINGS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {getStore} from '~/store/store.server'
import {logEvent} from '~/utils/log.server'
import {fromProjectRoot} from '~/utils/paths.server'
import type {Company} from './lead-mail.server'
import {createMailTransport, type MailTransport} from './mail-transport.server'
import {startOutbox} from './outbox.server'
import {startRetention} from './retention.server'

/** Where the mails go without SMTP, and the .eml copies live (30 days). */
export const mailFolder = () => fromProjectRoot(env.DATA_DIR, 'mail')

/** The company's name and contacts, as the site settings have them now. */
export async function company(): Promise<Company> {
  const {value} = await contentCache().load(SETTINGS_QUERY)
  if (!value) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
  return value as Company
}

/** Who sends the site's mails: the company, from MAIL_FROM or its own address. */
export const mailFrom = (of: Company) => ({name: of.siteName, address: env.MAIL_FROM ?? of.email})

let transport: MailTransport | undefined

/** The process's one way out for mail: SMTP, or the mail folder. */
export function mailTransport(): MailTransport {
  transport ??= createMailTransport({smtpUrl: env.SMTP_URL, folder: mailFolder(), domain: new URL(env.SITE_URL).hostname})
  return transport
}

/**
 * The server's side of the lead chain (docs/leads.md): the outbox worker, sending through SMTP
 * or to the mail folder, and the daily retention job. `stop()` lets the send under way finish.
 */
export function startLeadMail() {
  const store = getStore()
  const outbox = startOutbox({
    store,
    transport: mailTransport(),
    company,
    teamAddresses: async () => {
      const {value} = await contentCache().load(LEAD_RECIPIENTS_QUERY)
      // The Studio checks each address, but a write through the API would not be.
      const listed = (Array.isArray(value) ? value : []).filter((address) => z.email().safeParse(address).success) as string[]
      return listed.length ? listed : env.LEAD_EMAILS
    },
    from: mailFrom,
  })
  // Fine on a laptop; on a server it means nobody on the team is told (docs/deploy.md).
  if (!env.SMTP_URL && env.NODE_ENV === 'production') logEvent('warn', 'mail.to_files', {})
  const stopRetention = startRetention({store, mailFolder: mailFolder()})
  return {
    sendsTo: mailTransport().describe(),
    async stop() {
      stopRetention()
      await outbox.stop()
      mailTransport().close()
    },
  }
}
