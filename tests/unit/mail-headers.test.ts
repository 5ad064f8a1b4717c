import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {simpleParser} from 'mailparser'
import {afterAll, describe, expect, it} from 'vitest'
import {parseForm} from '~/forms/parse.server'
import {VISIT_FORM} from '~/forms/visit-form'
import {teamMail} from '~/leads/lead-mail.server'
import type {Company} from '~/mail/sender.server'
import {createMailTransport} from '~/mail/transport.server'
import {validBooking} from '../support/forms.mjs'

// The headers of the mails the site writes (app/leads/mail-headers.server.ts), read back by a
// real mail parser as a mail client reads them: the Subject and the Reply-To name a client
// shows are exactly what the visitor typed, whatever encoded words, quotes or brackets they
// typed. The folder transport writes what SMTP would carry, byte for byte.
const TEAM = 'equipe@evaagriculturaurbana.com.br'
const COMPANY: Company = {
  siteName: 'EVA Agricultura Urbana',
  phone: '+55 41 99999-0000',
  email: 'contato@evaagriculturaurbana.com.br',
}
const folder = mkdtempSync(join(tmpdir(), 'eva-mail-headers-'))
const transport = createMailTransport({folder, domain: 'eva.example'})
afterAll(() => {
  transport.close()
  rmSync(folder, {recursive: true, force: true})
})

/** A booking the form accepts; each test gives it its name. */
const booking = validBooking('')

/** The name as the visit form stores it, or undefined where the form refuses it. */
function accepted(nome: string): string | undefined {
  const submission = parseForm(new URLSearchParams({...booking, nome}), VISIT_FORM)
  return submission.status === 'success' ? (submission.value as {nome: string}).nome : undefined
}

let sent = 0
/** The team's mail of a booking by `nome`, as written and as a mail client reads it. */
async function teamMailOf(nome: string, more: Record<string, unknown> = {}) {
  const id = `cabecalhos-${++sent}-equipe`
  const mail = teamMail('agendamento', id, {...booking, nome, ...more, dataSolicitacao: new Date()}, COMPANY)
  await transport.send({
    id,
    from: {name: COMPANY.siteName, address: COMPANY.email},
    to: [{address: TEAM}],
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  })
  const raw = readFileSync(join(folder, `${id}.eml`), 'utf8')
  transport.discard(id)
  return {raw, mail, parsed: await simpleParser(raw)}
}

/** What a subject or a name shows of a typed name: one line, each run of spaces one space. */
const shownOf = (typed: string) => typed.replace(/[\s\p{Zl}\p{Zp}]+/gu, ' ')
const BIDI_OR_CONTROL = /\p{Bidi_Control}|\p{Cc}/u
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

async function expectShownAsTyped(typed: string) {
  const nome = accepted(typed)
  expect(nome, `the visit form accepts ${JSON.stringify(typed)}`).toBeDefined()
  const {raw, parsed} = await teamMailOf(nome!)
  const shown = shownOf(nome!)
  expect(parsed.subject).toBe(`Novo agendamento de visita: ${shown} (Curitiba)`)
  expect(parsed.replyTo?.value).toEqual([{name: shown, address: booking.email}])
  expect(parsed.from?.value).toEqual([{name: COMPANY.siteName, address: COMPANY.email}])
  expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([{name: '', address: TEAM}])
  // The form refuses bidi and control characters; what a client shows is what the form checked.
  expect(parsed.subject).not.toMatch(BIDI_OR_CONTROL)
  expect(parsed.replyTo?.value[0]?.name).not.toMatch(BIDI_OR_CONTROL)
  // Every header on lines of at most 78 characters (RFC 5322), in ASCII.
  const head = raw.slice(0, raw.indexOf('\n\n'))
  for (const line of head.split('\n')) expect(line.length, line).toBeLessThanOrEqual(78)
  expect(head).toMatch(/^[\x20-\x7e\n]*$/)
}

describe('the team mail of a booking', () => {
  it('names where the lead came from in one line of the body, never in a header', async () => {
    const origem = {
      fonte: 'instagram',
      meio: 'social',
      campanha: 'Primavera',
      gclid: true,
      site: 'l.instagram.com',
      pagina: '/eva-baby',
    }
    const {raw, mail} = await teamMailOf('Ana Origem', {origem})
    const line = 'Origem: instagram / social · campanha Primavera · anúncio Google · vindo de l.instagram.com · entrada /eva-baby'
    expect(mail.text.split('\n')).toContain(line)
    expect(mail.html).toContain(line)
    const headers = raw.slice(0, raw.indexOf('\n\n'))
    expect(headers).not.toMatch(/instagram|Primavera/i)
  })

  it('shows an encoded word in the name as typed, not as the address it decodes to', async () => {
    const typed = '=?UTF-8?B?Q0VPIDxjZW9AZXZpbC5leGFtcGxlPg==?='
    expect(Buffer.from('Q0VPIDxjZW9AZXZpbC5leGFtcGxlPg==', 'base64').toString()).toBe('CEO <ceo@evil.example>')
    await expectShownAsTyped(typed)
    const {parsed} = await teamMailOf(typed)
    expect(parsed.replyTo?.text).not.toContain('CEO')
    expect(parsed.subject).not.toContain('ceo@evil.example')
  })

  it('shows an encoded right-to-left override as typed: the subject holds no bidi control', async () => {
    // "Ana" then U+202E and "fdp.exe": read right to left, "exe.pdf".
    const typed = `Ana =?UTF-8?B?${base64('\u202Efdp.exe')}?=`
    expect(accepted('Ana \u202Efdp.exe'), 'typed directly, the form refuses it').toBeUndefined()
    await expectShownAsTyped(typed)
  })

  it('shows any name the visit form accepts exactly as typed, in the Subject and the Reply-To name', async () => {
    // Valid encoded words whose text holds what the form refuses (controls, bidi, line breaks).
    const encodedWord = fc
      .tuple(
        fc.constantFrom('UTF-8', 'utf-8', 'iso-8859-1', 'x-unknown'),
        fc.constantFrom('B', 'b', 'Q', 'q'),
        fc.oneof(
          fc.string({unit: 'grapheme', maxLength: 12}),
          fc.constantFrom('\u202E', '\u200F', '\r\nBcc: vitima@exemplo.org', 'CEO <ceo@evil.example>', '"x"'),
        ),
      )
      .map(([charset, encoding, text]) =>
        /b/i.test(encoding)
          ? `=?${charset}?${encoding}?${base64(text)}?=`
          : `=?${charset}?${encoding}?${[...Buffer.from(text, 'utf8')].map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')}?=`,
      )
    const piece = fc.oneof(
      encodedWord,
      fc.constantFrom('=?', '?=', '?', '=', '_', '"', "'", '\\', '<', '>', ',', ';', ':', '@', '(', ')', '[', ']', ' ', '  '),
      fc.constantFrom('Ana', 'Souza', 'José', 'Conceição', 'ceo@evil.example', '李小龙', '🌱', '\u00A0', '\u2028', '\t'),
      fc.string({maxLength: 8}),
      fc.string({unit: 'grapheme', maxLength: 8}),
    )
    const name = fc.oneof(
      fc.array(piece, {minLength: 1, maxLength: 10}).map((pieces) => pieces.join('')),
      // Long names, whose header lines fold.
      fc.string({unit: 'grapheme', minLength: 60, maxLength: 100}),
      fc.array(encodedWord, {minLength: 2, maxLength: 4}).map((words) => words.join(' ')),
    )
    await fc.assert(
      fc.asyncProperty(
        name.filter((typed) => accepted(typed) !== undefined),
        async (typed) => expectShownAsTyped(typed),
      ),
      {seed: 33, numRuns: 300},
    )
  })
})
