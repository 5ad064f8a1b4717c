import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import nodemailer from 'nodemailer'
import {MAIL_SEND_DEADLINE_MS, SMTP_CONNECT_TIMEOUT_MS} from '~/constants'
import {logEvent} from '~/utils/log.server'
import {composeMail} from './headers.server'
import type {OutgoingMail} from './mail'

export type MailTransport = {
  /** Resolves once the server (or the folder) has the mail; rejects with MailNotSent. */
  send(mail: OutgoingMail): Promise<void>
  /** Forgets a mail whose lead was deleted while it was being sent: its .eml copy goes. */
  discard(id: string): void
  /** Where mails go, for the start-up line: `smtp` or the folder. */
  describe(): string
  close(): void
}

/**
 * SMTP through nodemailer when `smtpUrl` is set (any mailbox's submission server:
 * smtps://user:password@smtp.gmail.com:465); otherwise each mail is written, exactly as SMTP
 * would carry it, to `<folder>/<id>.eml` (a retry writes the same file again). A send gives up
 * after MAIL_SEND_DEADLINE_MS, whatever step SMTP is at: SIGTERM waits for it. Every mail's
 * headers are written by one rule (./headers.server.ts): text in them always encoded.
 */
export function createMailTransport({
  smtpUrl,
  folder,
  domain,
}: {
  smtpUrl?: string
  folder: string
  domain: string
}): MailTransport {
  /** A mail as nodemailer sends it, its id as the Message-ID and its headers by the one rule. */
  const composed = ({id, ...mail}: OutgoingMail) => composeMail({...mail, messageId: `<${id}@${domain}>`})
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
      greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
      dnsTimeout: SMTP_CONNECT_TIMEOUT_MS,
      socketTimeout: MAIL_SEND_DEADLINE_MS,
    })
    return {
      async send(mail) {
        let info: {rejected?: unknown[]}
        try {
          const message = await composed(mail)
          info = await withDeadline(transport.sendMail(message), MAIL_SEND_DEADLINE_MS)
        } catch (error) {
          throw new MailNotSent(error)
        }
        // Taken for some recipients and refused for others (a mistyped team address): say so.
        if (info.rejected?.length) logEvent('warn', 'mail.recipients_refused', {count: info.rejected.length})
      },
      // What an SMTP server took is in the recipients' mailboxes: nothing here to forget.
      discard: () => {},
      describe: () => 'smtp',
      close: () => transport.close(),
    }
  }
  const composer = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'})
  return {
    async send(mail) {
      try {
        const {message} = (await composer.sendMail(await composed(mail))) as {message: Buffer}
        mkdirSync(folder, {recursive: true, mode: 0o700})
        // Whole or not at all: a reader never sees half a mail. Only the server's user reads them.
        const file = join(folder, `${mail.id}.eml`)
        writeFileSync(`${file}.tmp`, message, {mode: 0o600})
        renameSync(`${file}.tmp`, file)
      } catch (error) {
        throw new MailNotSent(error)
      }
    },
    discard: (id) => rmSync(join(folder, `${id}.eml`), {force: true}),
    describe: () => folder,
    close: () => composer.close(),
  }
}

/** A send that failed: its `code` (nodemailer's ETIMEDOUT, EAUTH, EENVELOPE…) is safe to log. */
export class MailNotSent extends Error {
  readonly code: string
  /** The SMTP reply's code, when the server answered (550: that mailbox does not exist). */
  readonly responseCode: number | undefined
  constructor(cause: unknown) {
    const code = String((cause as {code?: unknown})?.code ?? (cause as Error)?.name ?? 'unknown')
    super(`The mail was not sent (${code}).`, {cause})
    this.name = 'MailNotSent'
    this.code = code
    const responseCode = (cause as {responseCode?: unknown})?.responseCode
    this.responseCode = typeof responseCode === 'number' ? responseCode : undefined
  }

  /** The server refused the recipient for good (5xx): sending again cannot help. */
  get permanent() {
    return this.code === 'EENVELOPE' && (this.responseCode ?? 0) >= 500
  }
}

/**
 * Gives up on `promise` after `ms`. The SMTP connection it abandons times out by itself; if
 * its server still takes the mail, the retry is the same message (same Message-ID).
 */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('deadline'), {code: 'EDEADLINE'})), ms)
  })
  promise.catch(() => {})
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
