import MailComposer from 'nodemailer/lib/mail-composer'
import {encodeWord, foldLines} from 'nodemailer/lib/mime-funcs'
import MimeNode from 'nodemailer/lib/mime-node'
import type {Address, OutgoingMail} from './mail'

// The headers of every mail the site sends, by one rule (the transport's; docs/security.md):
// text in a header (the Subject, a display name in From, To or Reply-To) always goes out as
// RFC 2047 encoded words, whatever it holds. A mail client decodes them into exactly the text
// given here, and decodes nothing inside it: a name typed as "=?UTF-8?B?…?=" is shown as those
// characters, not as the "CEO <ceo@evil.example>" they encode.
//
// The form's bidi and control rules (app/forms/fields.ts) are about what a client displays,
// after decoding. With every header encoded, that is what was typed (made one line, below),
// which the form has already checked: no encoded word can bring in what it refuses.
// tests/unit/mail-headers.test.ts reads written mails back with mailparser to show it.
//
// nodemailer alone sends plain ASCII text as it is, and a display name in quotes; clients decode
// the encoded words in either. A `prepared` header takes the Subject as written here, but
// nodemailer formats the address headers itself whatever it is given (an ASCII name, even an
// encoded one, in quotes), so those three lines are written here, ahead of what it composes.

/** A value in a header: one line, each run of spaces or line breaks one space, trimmed. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim()

/** Text as encoded words (Q: a Portuguese name stays readable in the raw mail). */
const encoded = (text: string) => encodeWord(text, 'Q', 52)

/** The address as nodemailer writes it (the domain in punycode, an odd local part quoted). */
const addrSpec = (address: string) => MimeNode.encodeHeaderValue('To', [{address}]).replace(/^<(.*)>$/, '$1')

const mailbox = ({name, address}: Address) => {
  const shown = oneLine(name ?? '')
  return shown ? `${encoded(shown)} <${addrSpec(address)}>` : addrSpec(address)
}

const addressHeader = (key: string, list: Address[]) => foldLines(`${key}: ${list.map(mailbox).join(', ')}`, 76)

/** An outgoing mail (./mail.ts), its Message-ID made. */
export type MailToCompose = Omit<OutgoingMail, 'id'> & {messageId: string}

/** A mail as nodemailer sends it (`envelope` and `raw`), its headers by the rule above. */
export async function composeMail({from, to, replyTo, subject, text, html, messageId}: MailToCompose) {
  const shownSubject = oneLine(subject)
  const rest = await new MailComposer({
    text,
    html,
    messageId,
    ...(shownSubject && {headers: {Subject: {prepared: true, foldLines: true, value: encoded(shownSubject)}}}),
  })
    .compile()
    .build()
  const addresses = [addressHeader('From', [from]), addressHeader('To', to), addressHeader('Reply-To', [replyTo])]
  return {
    envelope: {from: from.address, to: to.map(({address}) => address)},
    raw: Buffer.concat([Buffer.from(`${addresses.join('\r\n')}\r\n`), rest]),
  }
}
