import {randomUUID} from 'node:crypto'
import {contentCache} from '~/content/content.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {env} from '~/env.server'
import {fromProjectRoot} from '~/utils/paths.server'
import {paragraphs} from './html'
import type {Address} from './mail'
import {createMailTransport, type MailTransport} from './transport.server'

// The site's one way out for mail (docs/leads.md): who sends it (the company), and how it goes
// (SMTP, or .eml files in the mail folder). The lead mails (app/leads/) and the team's sign-in
// codes (app/team/) both leave through here.

/** The company's name and contacts, as the site settings have them. */
export type Company = {siteName: string; tagline?: string | null; phone: string; email: string}

/** Where the mails go without SMTP, and the .eml copies live (30 days). */
export const mailFolder = () => fromProjectRoot(env.DATA_DIR, 'mail')

/** The company's name and contacts, as the site settings have them now. */
export async function company(): Promise<Company> {
  const {value} = await contentCache().load(SETTINGS_QUERY)
  if (!value) throw Object.assign(new Error('no site settings'), {code: 'NO_CONTENT'})
  return value as Company
}

/** Who sends the site's mails: the company, from MAIL_FROM or its own address. */
export const mailFrom = (of: Company): Address => ({name: of.siteName, address: env.MAIL_FROM ?? of.email})

let transport: MailTransport | undefined

/** The process's one way out for mail: SMTP, or the mail folder. */
export function mailTransport(): MailTransport {
  transport ??= createMailTransport({smtpUrl: env.SMTP_URL, folder: mailFolder(), domain: new URL(env.SITE_URL).hostname})
  return transport
}

/**
 * A short plain-text mail from the company to one address, sent now, not through the outbox
 * (a sign-in code is useless minutes later). `name` starts its id, and so its .eml file's name.
 */
export async function sendNotice({name, to, subject, text}: {name: string; to: string; subject: string; text: string}) {
  const from = mailFrom(await company())
  await mailTransport().send({
    id: `${name}-${randomUUID()}`,
    from,
    to: [{address: to}],
    replyTo: from,
    subject,
    text,
    html: paragraphs(text),
  })
}
