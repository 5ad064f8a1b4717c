// A real SMTP server in the test process (smtp-server), each mail it takes parsed with
// mailparser: what the site's outbox sends, as a mailbox would receive it. It can go down and
// come back on the same port, and hold its answers until the test lets them go, as a real one
// may keep a client waiting on a bad day; it refuses any address that starts with
// "inexistente" (550).
import type {AddressInfo} from 'node:net'
import {simpleParser, type ParsedMail} from 'mailparser'
import {SMTPServer} from 'smtp-server'

export type ReceivedMail = {
  /** The envelope: who the client said it was sending to (Bcc would show here). */
  recipients: string[]
  raw: string
  parsed: ParsedMail
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = []
  let holding = false
  const held: Array<() => void> = []
  let onMail: (() => void) | undefined
  let port = 0
  let server: SMTPServer | undefined

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A mailbox that does not exist, as a real server answers for it.
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('inexistente')) {
          callback(Object.assign(new Error('5.1.1 mailbox unavailable'), {responseCode: 550}))
        } else {
          callback()
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          onMail?.()
          void simpleParser(raw).then((parsed) => {
            // Taken (and counted) before the answer: a client that gives up waiting has still delivered it.
            received.push({recipients: session.envelope.rcptTo.map(({address}) => address), raw, parsed})
            if (holding) held.push(() => callback())
            else callback()
          })
        })
      },
    })

  async function listen() {
    server = create()
    server.on('error', () => {})
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  }
  await listen()

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    received,
    /** The mails sent to `address`. */
    to: (address: string) => received.filter(({recipients}) => recipients.includes(address)),
    /**
     * From now on, each mail is taken (in `received`, `onMail` called) but not answered until
     * `answerHeld()`: the client waits, and may give up meanwhile.
     */
    holdAnswers() {
      holding = true
    },
    /** Answers every mail held, and each next one at once. */
    answerHeld() {
      holding = false
      for (const answer of held.splice(0)) answer()
    },
    /** How many mails wait for their answer. */
    get heldCount() {
      return held.length
    },
    /** Called as each mail's data has arrived, before the server answers. */
    onMail(callback: (() => void) | undefined) {
      onMail = callback
    },
    /** Down: nothing listens on the port any more (the mails held are answered first, so their connections end). */
    async stop() {
      for (const answer of held.splice(0)) answer()
      holding = false
      const running = server
      server = undefined
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
    },
    /** Back on the same port. */
    start: listen,
  }
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>
