import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {TEAM_CODE_CHECKS_PER_ADDRESS, TEAM_CODE_MAILS_PER_ADDRESS, TEAM_CODE_MAX_TRIES} from '~/constants'
import {teamMessages} from '~/messages/team'
import {clientAddresses, postForm} from '../support/forms.mjs'
import {eventLines} from '../support/log-lines'
import {lockDatabase} from '../support/sqlite-locker'
import {newBrowser, teamBrowsers, TEAM_COOKIES} from '../support/team'
import {useStack} from '../support/use-stack'

// The caps on the team's sign-in hold when the requests come all at once, from many clients,
// to two instances of the site: they are decided by the store (app/store/caps.server.ts), not
// counted in each process. A code's tries, the code mails to a member, and the ceiling on wrong
// codes per address, which a browser where the member signed in before does not share
// (docs/decisions/0051-a-ceiling-on-guessing-codes.md). What one instance shows of them (a dead
// code costs nothing; a signed-in browser becomes known) is in tests/in-process/team-caps.test.ts.
const SITE_URL = 'https://eva.example'
const [ANA, BIA, CARLA] = ['ana.equipe@eva.example', 'bia.equipe@eva.example', 'carla.equipe@eva.example']
const stack = useStack({
  instances: 2,
  smtp: true,
  env: {TRUST_PROXY: '127.0.0.1', SITE_URL, EQUIPE_EMAILS: `${ANA}, ${BIA}, ${CARLA}`, SESSION_SECRET: 'c'.repeat(40)},
})
const nextClient = clientAddresses(74)
function withResolvers() {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => (resolve = settle))
  return {promise, resolve}
}
const team = teamBrowsers({urls: () => stack.instances.map(({url}) => url), smtp: () => stack.smtp, siteUrl: SITE_URL})
const codeMails = (email: string) =>
  stack.smtp.to(email).filter(({parsed}) => parsed.subject?.startsWith('Código de acesso à área da equipe'))
/** How many times the instances logged `event` so far. */
const logged = (event: string) => stack.instances.map(({logs}) => eventLines(logs(), event).length).reduce((a, b) => a + b)

describe('caps that hold at once, across instances', () => {
  it(`a code takes ${TEAM_CODE_MAX_TRIES} tries, however many checks arrive at once`, async () => {
    const owner = newBrowser(nextClient())
    const {reference} = await team.askCode(owner, ANA)
    const code = await team.codeFor(ANA, reference)
    const wrong = code === '000000' ? '999999' : '000000'
    // Fifteen browsers with the pending sign-in's cookie (stolen, say), each from its own address,
    // to both instances, while another process holds the database's write lock, as a backup
    // may, until all fifteen are sent: checks read before any of them writes, the worst case
    // of a race.
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const lock = await lockDatabase(join(stack.dataDir, 'eva.sqlite'))
    const sent: Array<Promise<void>> = []
    const answers = Promise.all(
      Array.from({length: 15}, (_, n) => {
        const {promise, resolve} = withResolvers()
        sent.push(promise)
        const headers = {cookie, origin: SITE_URL, 'x-forwarded-for': nextClient()}
        return postForm(`${stack.instances[n % 2]!.url}/equipe/codigo`, {codigo: wrong}, headers, {onSent: resolve})
      }),
    )
    // (A request refused before it is sent ends the wait too: its answer says why.)
    await Promise.race([Promise.all(sent), answers])
    await lock.release()
    expect((await answers).map((answer) => ('status' in answer ? answer.status : answer.refused))).toEqual(
      Array.from({length: 15}, () => 400),
    )
    // The code died with its fifth try: the right one is refused now.
    expect((await team.tryCode(owner, code)).status).toBe(400)
  })

  it('the ceiling: many clients use it up at once; the member, signed out with Sair, signs in from their earlier browser, and hears of it once', async () => {
    const issued = () => logged('team.code_sent') + logged('team.code_mails_capped')
    const before = {issued: issued(), capped: logged('team.code_mails_capped')}
    const member = newBrowser(nextClient())
    await team.signIn(member, BIA)
    expect(member.cookies.has(TEAM_COOKIES.known)).toBe(true)
    // Sair, as at the end of a day: the session ends, the browser stays the member's way in.
    expect((await team.call(member, '/equipe/sair', {form: {}})).status).toBe(303)
    expect(member.cookies.has(TEAM_COOKIES.session)).toBe(false)

    // Thirty clients ask a code for the member's address at once, then try a wrong one at once.
    const attackers = Array.from({length: 30}, () => newBrowser(nextClient()))
    const asked = await Promise.all(attackers.map((attacker) => team.askCode(attacker, BIA)))
    expect(asked.map(({answer}) => answer.status)).toEqual(attackers.map(() => 303))
    // Each code is written just after its answer: a try before that finds no code, and a
    // missing code costs the ceiling nothing. The member's first code and the thirty.
    await expect.poll(() => issued() - before.issued, {timeout: 10_000}).toBe(31)
    const tried = await Promise.all(attackers.map((attacker) => team.tryCode(attacker, '123456')))
    const statuses = tried.map(({status}) => status).sort()
    expect(statuses.filter((status) => status === 400)).toHaveLength(TEAM_CODE_CHECKS_PER_ADDRESS.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - TEAM_CODE_CHECKS_PER_ADDRESS.max)
    const limited = tried.find(({status}) => status === 429)!
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60 * 60)

    // A new browser waits, with the reason in words…
    const stranger = newBrowser(nextClient())
    await team.askCode(stranger, BIA)
    const refused = await team.tryCode(stranger, '654321')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('só é possível entrar num navegador onde você já entrou antes')
    // …the member's own browser does not: its code mail and its tries are its own.
    await team.signIn(member, BIA)
    expect((await team.call(member, '/equipe')).status).toBe(200)

    // Every one of the 33 requests for a code was settled (mailed or capped): the member's two,
    // the attackers' thirty, the stranger's. The member's inbox: the shared cap's code mails
    // (their first sign-in's among them), one more for their own browser, and one notice.
    await expect.poll(() => issued() - before.issued, {timeout: 10_000}).toBe(33)
    expect(logged('team.code_mails_capped') - before.capped).toBe(33 - TEAM_CODE_MAILS_PER_ADDRESS.max - 1)
    expect(codeMails(BIA)).toHaveLength(TEAM_CODE_MAILS_PER_ADDRESS.max + 1)
    const notices = () => stack.smtp.to(BIA).filter(({parsed}) => parsed.subject === teamMessages.ceilingMail.subject)
    await expect.poll(() => notices().length, {timeout: 10_000}).toBe(1)
    expect(notices()[0]!.parsed.text).toContain('num navegador em que você já entrou antes')
  }, 60_000)
})
