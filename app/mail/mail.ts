// What a mail is, for every part of app/mail/ and those who send through it.

/** A mailbox: an address and, if known, the name shown with it. */
export type Address = {name?: string; address: string}

/** A mail ready to go: its id (the outbox message's) becomes its Message-ID. */
export type OutgoingMail = {
  id: string
  from: Address
  to: Address[]
  replyTo: Address
  subject: string
  text: string
  html: string
}
