import {once} from 'node:events'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {MAIL_SEND_DEADLINE_MS} from '~/constants'
import {OUTBOX} from '~/leads/outbox.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, postForm, validBooking} from '../support/forms.mjs'
import {startSmtpServer} from '../support/smtp-server'
import {SEED_TEAM_DOMAIN} from '../support/stack'
import {stackForThisTest, useStack} from '../support/use-stack'

// The lead mails (app/leads/, docs/leads.md) through a real SMTP server in this process: what
// the team and the visitor receive, and that none is lost or sent twice when SMTP is down,
// the server restarts or stops mid-send, or two instances share the outbox.
const TEAM = 'equipe@evaagriculturaurbana.com.br'
const SITE_URL = 'https://eva.example'
const stack = useStack({smtp: true, env: {TRUST_PROXY: '127.0.0.1', SITE_URL}})
const nextClient = clientAddresses(61)
const folders = mkdtempSync(join(tmpdir(), 'eva-mail-'))
afterAll(() => rmSync(folders, {recursive: true, force: true}))

const post = (base: string, path: string, fields: Record<string, string>) =>
  postForm(`${base}${path}`, fields, {'x-forwarded-for': nextClient(), origin: SITE_URL})
const reservation = (nome: string, email: string, color = 'all_black') => ({nome, email, telefone: '(41) 98888-1234', color})
const headerText = (value: unknown) => JSON.stringify(value)
/**
 * From this point in the instance's log: resolves once its outbox has looked again and found
 * nothing pending, so every mail is sent and marked and no copy can follow
 * (app/leads/outbox-worker.server.ts logs `mail.outbox_empty`). Marked after the posts are
 * stored, so that a pass which found the outbox empty before them does not count. A concurrent
 * test passes its own `expect`.
 */
function outboxEmptied(instance: {logs: () => string}, within = expect) {
  const from = instance.logs().length
  return () => within.poll(() => instance.logs().slice(from), {timeout: 30_000}).toContain('"event":"mail.outbox_empty"')
}

/** The one mail sent to the visitor's address, once it has come (and only one has). */
async function confirmationTo(email: string) {
  await expect.poll(() => stack.smtp.to(email).length, {timeout: 15_000}).toBe(1)
  return stack.smtp.to(email)[0]!
}

/** The one mail the team received whose subject has `word` (the lead's name), once it has come (and only one has). */
async function teamMailAbout(word: string) {
  const about = () => stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes(word))
  await expect.poll(() => about().length, {timeout: 10_000}).toBe(1)
  return about()[0]!
}

/** Outbox messages not yet sent, in the site's database. */
async function pendingMessages() {
  const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
  try {
    return (await store.findAllByField(OUTBOX, 'estado', 'pendente')).length
  } finally {
    await store.close()
  }
}

describe('a booking', () => {
  it('gives the team one mail with every field and the links to answer, and the visitor one confirmation without what they typed', async () => {
    const email = 'joana.prates@exemplo.com.br'
    const booking = validBooking('Joana Prates', {
      email,
      cpf: '111.444.777-35',
      telefone: '(41) 99123-4567',
      prefContato: 'Celular',
      cidade: 'são josé dos pinhais',
      endereco: 'Rua Marechal Deodoro, 450, Centro',
      demanda: 'Uma horta vertical\nna varanda.',
    })
    expect(await post(stack.url, '/projetos', booking)).toMatchObject({status: 200})
    const visitorMail = await confirmationTo(email)
    const received = await teamMailAbout('Joana')
    const team = received.parsed
    expect(team.subject).toBe('Novo agendamento de visita: Joana Prates (São José dos Pinhais)')
    expect(team.replyTo?.value).toEqual([{name: 'Joana Prates', address: email}])
    expect(team.from?.value).toEqual([{name: 'EVA Agricultura Urbana', address: 'contato@evaagriculturaurbana.com.br'}])
    expect(team.messageId).toMatch(/^<[0-9a-f]{40}-equipe@eva\.example>$/)
    for (const value of ['Joana Prates', email, '(41) 99123-4567', 'Celular', 'São José dos Pinhais', '80.010-000']) {
      expect(team.text, value).toContain(value)
      expect(team.html, value).toContain(value)
    }
    expect(team.text).toContain('Endereço: Rua Marechal Deodoro, 450, Centro')
    expect(team.text).toContain('Demanda:\nUma horta vertical\nna varanda.')
    // The CPF partly masked, never whole.
    expect(team.text).toContain('CPF: ***.444.777-**')
    expect(received.raw).not.toContain('111.444.777-35')
    expect(received.raw).not.toContain('11144477735')
    // The time in Curitiba (UTC-3): the hour the stored request has there.
    expect(team.text).toMatch(/Recebido em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Curitiba\)\./)
    const whatsapp = team.text!.match(/https:\/\/wa\.me\/(\d+)\?text=(\S+)/)!
    expect(whatsapp[1]).toBe('5541991234567')
    expect(decodeURIComponent(whatsapp[2]!)).toMatch(/^Olá, Joana! Aqui é da EVA Agricultura Urbana\./)
    expect(team.html).toContain('href="https://wa.me/5541991234567?text=')
    expect(team.html).toContain(`href="mailto:${email}?subject=`)

    const confirmation = visitorMail.parsed
    expect(confirmation.subject).toBe('Recebemos seu pedido de visita - EVA Agricultura Urbana')
    expect(confirmation.replyTo?.value).toEqual([
      {name: 'EVA Agricultura Urbana', address: 'contato@evaagriculturaurbana.com.br'},
    ])
    expect(confirmation.messageId).toMatch(/^<[0-9a-f]{40}-confirmacao@eva\.example>$/)
    expect(confirmation.text).toContain('Recebemos seu pedido de visita de diagnóstico em São José dos Pinhais.')
    expect(confirmation.text).toContain('por telefone ou WhatsApp, como você preferiu')
    expect(confirmation.text).toContain('WhatsApp: +55 41 99999-0000 (https://wa.me/5541999990000)')
    expect(confirmation.text).toContain('E-mail: contato@evaagriculturaurbana.com.br')
    // Nothing the visitor typed: no name, CPF, phone, address or demand.
    for (const typed of ['Joana', '444.777', '99123-4567', 'Marechal', 'horta vertical', '80.010-000']) {
      expect(visitorMail.raw, typed).not.toContain(typed)
    }
    // Both parts: plain text and HTML.
    expect(confirmation.html).toContain('<p>Olá!</p>')
  })
})

describe('a reservation', () => {
  it('gives the team one mail and the visitor one confirmation', async () => {
    const email = 'otavio.brandao@exemplo.com'
    expect(await post(stack.url, '/eva-baby', reservation('Otavio Brandao', email))).toMatchObject({status: 200})
    const visitorMail = await confirmationTo(email)
    const team = (await teamMailAbout('Otavio')).parsed
    expect(team.subject).toBe('Nova reserva EVA Baby: Otavio Brandao (All Black)')
    expect(team.text).toContain('Cor: All Black')
    expect(team.replyTo?.value).toEqual([{name: 'Otavio Brandao', address: email}])
    const confirmation = visitorMail.parsed
    expect(confirmation.subject).toBe('Recebemos sua reserva da EVA Baby - EVA Agricultura Urbana')
    expect(confirmation.text).toContain('Recebemos sua reserva da EVA Baby na cor All Black.')
    expect(visitorMail.raw).not.toContain('Otavio')
  })

  it('a doubled post (the same form key twice) gives one set of mails', async () => {
    const email = 'dobrado@exemplo.com'
    const fields = {...reservation('Dobrado Duas Vezes', email), chave: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f'}
    const answers = await Promise.all([post(stack.url, '/eva-baby', fields), post(stack.url, '/eva-baby', fields)])
    const emptied = outboxEmptied(stack.server)
    for (const answer of answers) expect(answer).toMatchObject({status: 200})
    await confirmationTo(email)
    await emptied()
    expect(stack.smtp.to(email)).toHaveLength(1)
    expect(stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes('Dobrado'))).toHaveLength(1)
  })
})

describe('hostile values', () => {
  it('inject no header and no markup', async () => {
    const email = 'hostil@exemplo.com'
    const nome = '<img src=x onerror=alert(1)> Ana'
    const booking = validBooking(nome, {
      email,
      endereco: 'Rua A\r\nBcc: vitima@exemplo.org\r\n\r\n<script>alert(1)</script>',
      demanda: '</td></tr></table><a href="https://golpe.example">Clique</a>\r\nTo: outra@exemplo.org',
    })
    expect(await post(stack.url, '/projetos', booking)).toMatchObject({status: 200})
    await confirmationTo(email)
    const team = await teamMailAbout('onerror')
    // Only the team on the envelope and in the headers: nothing added by a field.
    expect(team.recipients).toEqual([TEAM])
    expect(team.parsed.bcc).toBeUndefined()
    expect(headerText(team.parsed.to)).not.toContain('outra@')
    expect(team.parsed.subject).toBe(`Novo agendamento de visita: ${nome} (Curitiba)`)
    for (const markup of ['<img', '<script', '<a href="https://golpe', '</table><a'])
      expect(team.parsed.html, markup).not.toContain(markup)
    expect(team.parsed.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(team.parsed.text).toContain('<script>alert(1)</script>')
    expect(stack.smtp.received.some(({recipients}) => recipients.some((address) => /vitima|outra/.test(address)))).toBe(false)
  })
})

describe('a name that looks like a header', () => {
  it('stays in the subject and the Reply-To name, on one line', async () => {
    const email = 'nome.estranho@exemplo.com'
    const nome = 'Ana\u2028Bcc: vitima@exemplo.org =?utf-8?q?Falso?= "Souza"'
    expect(await post(stack.url, '/eva-baby', reservation(nome, email))).toMatchObject({status: 200})
    const team = await teamMailAbout('Falso')
    expect(team.recipients).toEqual([TEAM])
    expect(team.parsed.bcc).toBeUndefined()
    expect(team.parsed.subject).toBe('Nova reserva EVA Baby: Ana Bcc: vitima@exemplo.org =?utf-8?q?Falso?= "Souza" (All Black)')
    expect(team.parsed.replyTo?.value).toHaveLength(1)
    expect(team.parsed.replyTo?.value[0]?.address).toBe(email)
  })
})

describe('a name made of encoded words', () => {
  it('reaches the team as typed: no address in the Reply-To name, no right-to-left override in the subject', async () => {
    // Plain ASCII, so the form takes it; decoded, it would read "CEO <ceo@evil.example>" and a
    // U+202E (which the form refuses when typed) before "fdp.exe".
    const email = 'palavras.codificadas@exemplo.com'
    const nome = '=?UTF-8?B?Q0VPIDxjZW9AZXZpbC5leGFtcGxlPg==?= Ana =?UTF-8?B?4oCuZmRwLmV4ZQ==?='
    expect(await post(stack.url, '/projetos', validBooking(nome, {email}))).toMatchObject({status: 200})
    const ours = () => stack.smtp.to(TEAM).filter(({parsed}) => parsed.text?.includes(`Nome: ${nome}`))
    await expect.poll(() => ours().length, {timeout: 10_000}).toBe(1)
    const team = ours()[0]!.parsed
    expect(team.subject).toBe(`Novo agendamento de visita: ${nome} (Curitiba)`)
    expect(team.replyTo?.value).toEqual([{name: nome, address: email}])
    expect(team.subject).not.toMatch(/\p{Bidi_Control}/u)
    expect(headerText(team.replyTo)).not.toContain('ceo@evil.example')
  })
})

describe('a visitor address that does not exist', () => {
  it('is given up at the first refusal (550), without an alert; the team still gets the lead', async () => {
    const email = 'inexistente@exemplo.com'
    expect(await post(stack.url, '/eva-baby', reservation('Endereco Errado', email))).toMatchObject({status: 200})
    await expect
      .poll(() => stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes('Endereco Errado')).length, {timeout: 10_000})
      .toBe(1)
    await expect.poll(() => stack.server.logs(), {timeout: 10_000}).toContain('"event":"mail.given_up"')
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const confirmations = (await store.findAllByField('outbox', 'estado', 'falhou')).filter(({id}) =>
        id.endsWith('-confirmacao'),
      )
      expect(confirmations).toHaveLength(1)
      expect(confirmations[0]!.data).toMatchObject({tentativas: 1, ultimoErro: 'EENVELOPE 550'})
    } finally {
      await store.close()
    }
  })
})

describe('the confirmation cap', () => {
  it('twenty posts at once to one mailbox, however it is spelled: three confirmations; the team hears of every lead', async () => {
    const spellings = Array.from({length: 20}, (_, n) =>
      n % 2 ? `alvo.de.spam+${n}@gmail.com` : `AlvoDeSpam+${n}@googlemail.com`,
    )
    const answers = await Promise.all(
      spellings.map((spelling, n) => post(stack.url, '/eva-baby', reservation(letterName('Spam Tentativa', n), spelling))),
    )
    expect(answers.map((answer) => ('status' in answer ? answer.status : answer.refused))).toEqual(spellings.map(() => 200))
    await expect
      .poll(() => stack.smtp.to(TEAM).filter(({parsed}) => parsed.subject?.includes('Spam Tentativa')).length, {
        timeout: 15_000,
      })
      .toBe(20)
    // Whatever the outbox holds has gone: the confirmations that were written are all in.
    await expect.poll(() => pendingMessages(), {timeout: 15_000}).toBe(0)
    const confirmations = stack.smtp.received.filter(({recipients}) => recipients.some((address) => /alvo/i.test(address)))
    expect(confirmations).toHaveLength(3)
  })
})

// Each test below has a stack of its own and spends most of its time waiting on the outbox's
// real timers (OUTBOX_POLL_MS, OUTBOX_BACKOFF_MS, MAIL_SEND_DEADLINE_MS): they wait together.
describe.concurrent('a bad day for the mail', () => {
  describe('SMTP down', () => {
    it('the visitor still gets success, the lead is stored, and the mail arrives once SMTP is back', async ({
      expect,
      onTestFinished,
    }) => {
      const smtp = await startSmtpServer()
      const local = await stackForThisTest(
        {env: {TRUST_PROXY: '127.0.0.1', SITE_URL, SMTP_URL: smtp.url, LEAD_MAIL_DOMAINS: SEED_TEAM_DOMAIN}},
        onTestFinished,
      )
      await smtp.stop()
      const email = 'smtp.fora@exemplo.com'
      expect(await post(local.url, '/eva-baby', reservation('Durante A Queda', email))).toMatchObject({status: 200})
      await expect.poll(() => local.server.logs(), {timeout: 15_000}).toContain('"event":"mail.retry"')
      const store = createSqliteStore(join(local.dataDir, 'eva.sqlite'))
      try {
        expect((await store.list('reservas_evababy')).map(({data}) => data.nome)).toEqual(['Durante A Queda'])
      } finally {
        await store.close()
      }
      await smtp.start()
      await expect.poll(() => smtp.to(email).length, {timeout: 30_000}).toBe(1)
      await expect.poll(() => smtp.to(TEAM).length, {timeout: 10_000}).toBe(1)
      await smtp.stop()
    }, 60_000)

    it('and across a restart: the outbox is in the store, not in the process', async ({expect, onTestFinished}) => {
      const smtp = await startSmtpServer()
      const dataDir = mkdtempSync(join(folders, 'reinicio-'))
      const env = {TRUST_PROXY: '127.0.0.1', SITE_URL, SMTP_URL: smtp.url, LEAD_MAIL_DOMAINS: SEED_TEAM_DOMAIN}
      await smtp.stop()
      const first = await stackForThisTest({dataDir, env}, onTestFinished)
      const email = 'reinicio@exemplo.com'
      expect(await post(first.url, '/eva-baby', reservation('Antes Do Reinicio', email))).toMatchObject({status: 200})
      await expect.poll(() => first.server.logs(), {timeout: 15_000}).toContain('"event":"mail.retry"')
      await first.stop()
      await smtp.start()
      await stackForThisTest({dataDir, env}, onTestFinished)
      await expect.poll(() => smtp.to(email).length, {timeout: 30_000}).toBe(1)
      await expect.poll(() => smtp.to(TEAM).length, {timeout: 10_000}).toBe(1)
      await smtp.stop()
    }, 60_000)
  })

  describe('SIGTERM in the middle of a send', () => {
    it('the send finishes and is marked sent: nothing lost, and no second copy after the restart', async ({
      expect,
      onTestFinished,
    }) => {
      const smtp = await startSmtpServer()
      const dataDir = mkdtempSync(join(folders, 'sigterm-'))
      const env = {TRUST_PROXY: '127.0.0.1', SITE_URL, SMTP_URL: smtp.url, LEAD_MAIL_DOMAINS: SEED_TEAM_DOMAIN}
      const first = await stackForThisTest({dataDir, env}, onTestFinished)
      // The server takes each mail's data and keeps the site waiting for its answer until the
      // site has begun to stop.
      smtp.holdAnswers()
      const arrived = new Promise<void>((resolve) => smtp.onMail(resolve))
      const email = 'sigterm@exemplo.com'
      expect(await post(first.url, '/eva-baby', reservation('No Meio Do Envio', email))).toMatchObject({status: 200})
      await arrived
      const exited = once(first.server.child, 'exit')
      first.server.child.kill('SIGTERM')
      await expect.poll(() => first.server.logs(), {timeout: 10_000}).toContain('"event":"server.stopping"')
      smtp.answerHeld()
      expect((await exited)[0]).toBe(0)
      smtp.onMail(undefined)

      // Restarted: the rest goes, and the mail that was in flight does not go again.
      const second = await stackForThisTest({dataDir, env}, onTestFinished)
      await expect.poll(() => smtp.to(email).length + smtp.to(TEAM).length, {timeout: 30_000}).toBe(2)
      // Its whole log: it started with the mails still pending.
      await expect.poll(() => second.server.logs(), {timeout: 30_000}).toContain('"event":"mail.outbox_empty"')
      expect(smtp.to(email)).toHaveLength(1)
      expect(smtp.to(TEAM)).toHaveLength(1)
      await smtp.stop()
    }, 60_000)
  })

  describe('two instances on one outbox', () => {
    it('send each mail once', async ({expect, onTestFinished}) => {
      const shared = await stackForThisTest({instances: 2, smtp: true, env: {TRUST_PROXY: '127.0.0.1', SITE_URL}}, onTestFinished)
      // Answers wait until two sends are under way at once: one from each instance (an instance
      // sends one mail at a time).
      shared.smtp.holdAnswers()
      const emails = Array.from({length: 12}, (_, n) => `duas.instancias.${n}@exemplo.com`)
      await Promise.all(
        emails.map((email, n) =>
          post(shared.instances[n % 2]!.url, '/eva-baby', reservation(letterName('Duas Instancias', n), email)).then((answer) =>
            expect(answer).toMatchObject({status: 200}),
          ),
        ),
      )
      const emptied = shared.instances.map((instance) => outboxEmptied(instance, expect))
      await expect.poll(() => shared.smtp.heldCount, {timeout: 30_000}).toBe(2)
      shared.smtp.answerHeld()
      await expect.poll(() => shared.smtp.received.length, {timeout: 30_000}).toBe(24)
      // Both instances have looked again since, and found nothing left to send.
      for (const instanceEmptied of emptied) await instanceEmptied()
      expect(shared.smtp.received).toHaveLength(24)
      for (const email of emails) expect(shared.smtp.to(email), email).toHaveLength(1)
      const ids = shared.smtp.received.map(({parsed}) => parsed.messageId)
      expect(new Set(ids).size).toBe(24)
    }, 60_000)
  })

  describe('a retry', () => {
    it('is the same message: a mail the server took while the site stopped waiting goes again with the same Message-ID', async ({
      expect,
      onTestFinished,
    }) => {
      const shared = await stackForThisTest({smtp: true, env: {TRUST_PROXY: '127.0.0.1', SITE_URL}}, onTestFinished)
      // The server has the mail but no answer comes: the site gives up at its deadline
      // (MAIL_SEND_DEADLINE_MS) and retries.
      shared.smtp.holdAnswers()
      const email = 'repetido@exemplo.com'
      expect(await post(shared.url, '/eva-baby', reservation('Envio Repetido', email))).toMatchObject({status: 200})
      await expect.poll(() => shared.server.logs(), {timeout: MAIL_SEND_DEADLINE_MS + 15_000}).toContain('"event":"mail.retry"')
      shared.smtp.answerHeld()
      await expect.poll(() => shared.smtp.to(TEAM).length, {timeout: 30_000}).toBeGreaterThanOrEqual(2)
      const [first, second] = shared.smtp.to(TEAM).map(({parsed}) => parsed.messageId)
      expect(second).toBe(first)
    }, 60_000)
  })
})
