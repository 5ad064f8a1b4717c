import {z} from 'zod'
import {contentCache} from '~/content/content.server'
import {LEAD_RECIPIENTS_QUERY} from '~/content/queries'
import {domainOf, isOnDomains, PUBLIC_MAIL_DOMAINS} from '~/domain/lead-mail-domains'
import {env} from '~/env.server'
import {company, mailFolder, mailFrom, mailTransport} from '~/mail/sender.server'
import {getStore} from '~/store/store.server'
import {logEvent} from '~/utils/log.server'
import {startDailySummary} from './daily-summary.server'
import {followUpSettings} from './follow-up-settings.server'
import {startOutbox} from './outbox-worker.server'
import {startRetention} from './retention.server'

/**
 * Who lead mail may go to (docs/decisions/0077): the domains of LEAD_MAIL_DOMAINS; else those of
 * the operator's own addresses (LEAD_EMAILS, EQUIPE_EMAILS), but where one of them is at a public
 * mailbox provider, that address alone. Never from content: every editor can change that.
 */
export function teamMailRule() {
  if (env.LEAD_MAIL_DOMAINS) return {domains: env.LEAD_MAIL_DOMAINS, addresses: [] as string[]}
  const own = [...new Set([...env.LEAD_EMAILS, ...env.EQUIPE_EMAILS])]
  const isPublic = (address: string) => PUBLIC_MAIL_DOMAINS.includes(domainOf(address))
  return {
    domains: [...new Set(own.filter((address) => !isPublic(address)).map(domainOf))],
    addresses: own.filter(isPublic),
  }
}

/**
 * The Studio's list of recipients as the server takes it: the addresses the team's mail goes to,
 * and those it ignores (shown on /equipe). Mail sent by SMTP goes only to the team's domains;
 * written as files on this machine (no SMTP_URL), it leaves nothing, and goes to the list as it
 * is. An empty list, or one ignored whole, is LEAD_EMAILS.
 */
export async function leadRecipients(): Promise<{sendTo: string[]; ignored: string[]}> {
  const {value} = await contentCache().load(LEAD_RECIPIENTS_QUERY)
  // The Studio checks each address, but a write through the API would not be.
  const listed = (Array.isArray(value) ? value : []).filter((address) => z.email().safeParse(address).success) as string[]
  const {domains, addresses} = teamMailRule()
  const allowed = (address: string) => !env.SMTP_URL || isOnDomains(address, domains) || addresses.includes(address.toLowerCase())
  const kept = listed.filter(allowed)
  return {sendTo: kept.length ? kept : env.LEAD_EMAILS, ignored: listed.filter((address) => !allowed(address))}
}

let ignoredBefore = ''
/** Where the team's mail goes now; once per change of the list, a warning when some of it is ignored. */
export async function teamAddresses() {
  const {sendTo, ignored} = await leadRecipients()
  if (ignored.join() !== ignoredBefore) {
    ignoredBefore = ignored.join()
    // How many, not which: no e-mail address goes to the log (docs/deploy.md#logs).
    if (ignored.length) logEvent('warn', 'mail.recipients_ignored', {count: ignored.length})
  }
  return sendTo
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
  // Mail to send, and nobody it may go to but LEAD_EMAILS: the Studio's list can choose no one.
  const rule = teamMailRule()
  if (env.SMTP_URL && rule.domains.length + rule.addresses.length === 0) logEvent('warn', 'mail.no_team_domains', {})
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
