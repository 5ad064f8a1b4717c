import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {teamMessages} from '~/messages/team'
import {clientAddresses, postForm, validBooking} from '../support/forms.mjs'
import type {ReceivedMail} from '../support/smtp-server'
import {newBrowser, teamBrowsers} from '../support/team'
import {stackForThisTest, useStack} from '../support/use-stack'

// Lead data goes only to the team (issue 53, docs/decisions/0077): the Studio's list of
// recipients, which any editor can change, chooses among the team's own domains, which the
// operator sets on the server; an address elsewhere gets nothing. Once, an editor could send
// every lead's name, e-mail, phone, address and request to any mailbox.
const SITE_URL = 'https://eva.example'
const TEAM = 'equipe@evaagriculturaurbana.com.br'
const MEMBER = 'ana@evaagriculturaurbana.com.br'
const OUTSIDE = 'espiao@fora.example'
const nextClient = clientAddresses(54)
const env = {TRUST_PROXY: '127.0.0.1', SITE_URL, EQUIPE_EMAILS: MEMBER, SESSION_SECRET: 'r'.repeat(40)}

type Hosted = {
  sanity: {publish: (id: string, changes: Record<string, unknown>) => unknown; listenerCount: () => number}
  server: {logs: () => string}
}
const changesTaken = (stack: Hosted) =>
  stack.server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"event":"content.purged"')).length

/** The settings as an editor published them (the team's address and one from outside), once the site has heard. */
async function listBoth(stack: Hosted, leadEmails = [TEAM, OUTSIDE]) {
  // The site follows the change feed once it has connected to it.
  await expect.poll(() => stack.sanity.listenerCount(), {timeout: 15_000}).toBe(1)
  const before = changesTaken(stack)
  stack.sanity.publish('siteSettings', {leadEmails})
  await expect.poll(() => changesTaken(stack), {timeout: 15_000}).toBeGreaterThan(before)
}

async function book(url: string, nome: string) {
  expect(await postForm(`${url}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()})).toMatchObject({
    status: 200,
  })
}
const about = (nome: string) => (mail: ReceivedMail) => Boolean(mail.parsed.subject?.includes(nome))

describe('with mail sent by SMTP', () => {
  const stack = useStack({sanity: true, smtp: true, env})
  const team = teamBrowsers({urls: () => [stack.url], smtp: () => stack.smtp, siteUrl: SITE_URL})

  it('an address off the team’s domains listed in the Studio gets no lead; the log says how many were left out, not which', async () => {
    await listBoth(stack)
    const nome = 'Pedido Da Equipe'
    await book(stack.url, nome)
    await expect.poll(() => stack.smtp.to(TEAM).filter(about(nome)).length, {timeout: 15_000}).toBe(1)
    expect(stack.smtp.to(OUTSIDE)).toEqual([])
    expect(
      stack.server
        .logs()
        .split('\n')
        .filter((line) => line.includes('"event":"mail.recipients_ignored"')),
    ).toEqual([expect.stringContaining('"count":1')])
    expect(stack.server.logs()).not.toContain(OUTSIDE)
  })

  it('/equipe says which addresses of the Studio’s list the site leaves out', async () => {
    await listBoth(stack)
    const browser = newBrowser('10.54.0.1')
    await team.signIn(browser, MEMBER)
    const page = await (await team.call(browser, '/equipe')).text()
    const text = page.replaceAll('&quot;', '"').replaceAll('&#x27;', "'")
    expect(text).toContain(teamMessages.inbox.recipientsIgnored(OUTSIDE))
  })

  it('with LEAD_MAIL_DOMAINS naming its domain, the same address gets the lead', async () => {
    const widened = await stackForThisTest({
      sanity: true,
      smtp: true,
      env: {...env, LEAD_MAIL_DOMAINS: 'evaagriculturaurbana.com.br, fora.example'},
    })
    await listBoth(widened)
    await book(widened.url, 'Pedido Liberado')
    await expect.poll(() => widened.smtp.to(OUTSIDE).filter(about('Pedido Liberado')).length, {timeout: 15_000}).toBe(1)
    expect(widened.server.logs()).not.toContain('"event":"mail.recipients_ignored"')
  })
})

describe('with a team member at a public mailbox provider', () => {
  it('that address may receive lead mail, never everyone at its provider', async () => {
    const member = 'ana.equipe@gmail.com'
    const stranger = 'outra.pessoa@gmail.com'
    const stack = await stackForThisTest({sanity: true, smtp: true, env: {...env, EQUIPE_EMAILS: member, LEAD_MAIL_DOMAINS: ''}})
    await listBoth(stack, [member, stranger])
    await book(stack.url, 'Pedido Gmail')
    await expect.poll(() => stack.smtp.to(member).filter(about('Pedido Gmail')).length, {timeout: 15_000}).toBe(1)
    expect(stack.smtp.to(stranger)).toEqual([])
  })
})

describe('with mail written as files on this machine (no SMTP_URL)', () => {
  it('nothing leaves the machine: the Studio’s list is taken as it is', async () => {
    const local = await stackForThisTest({sanity: true, env})
    await listBoth(local)
    await book(local.url, 'Pedido Local')
    const written = () =>
      readdirSync(join(local.dataDir, 'mail'), {recursive: true})
        .map(String)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(join(local.dataDir, 'mail', name), 'utf8'))
    // The team's mail, written for both addresses of the list.
    const teamMail = () => written().find((mail) => mail.includes('Pedido Local') && /^To:.*equipe@/m.test(mail))
    await expect.poll(teamMail, {timeout: 15_000}).toBeDefined()
    expect(teamMail()).toMatch(new RegExp(`^To:.*${OUTSIDE.replace('.', '\\.')}`, 'm'))
  })
})
