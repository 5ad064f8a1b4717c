import {describe, expect, it} from 'vitest'
import {TEAM_CODE_CHECKS_PER_ADDRESS, TEAM_CODE_MAX_TRIES} from '~/constants'
import {teamMessages} from '~/messages/team'
import {FORGET_FIELD} from '~/team/team-pages'
import {TEAM_MEMBERS} from '../support/in-process'
import {
  askCode,
  call,
  codeFor,
  newBrowser,
  nextClient,
  signedIn,
  signInWithCode,
  TEAM_COOKIES,
  teamMails,
  tryCode,
} from '../support/in-process-team'

// The caps on the team's sign-in that one instance shows (docs/decisions/0051), its routes
// called in-process: a dead code costs the address's ceiling nothing, and a browser where the
// member is signed in becomes theirs. Caps that must hold with requests at once, across two
// instances, are in tests/integration/team-caps.test.ts.
const {ana: ANA, carla: CARLA} = TEAM_MEMBERS

describe('caps on the sign-in', () => {
  it('checks of a dead code cost the address’s ceiling nothing: its five tries are all a code can take', async () => {
    const attacker = newBrowser(nextClient())
    await askCode(attacker, CARLA)
    // Five guesses kill the code; twenty-five more, from other addresses with its cookie, hit nothing.
    for (let n = 0; n < 30; n++) {
      const copy = {client: nextClient(), cookies: new Map(attacker.cookies)}
      expect((await tryCode(copy, String(n).padStart(6, '0'))).status).toBe(400)
    }
    const member = newBrowser(nextClient())
    await signInWithCode(member, CARLA)
  })

  it('a signed-in browser becomes known even without a code (signed in before the cookie existed); Sair keeps it, "esquecer" forgets it', async () => {
    const member = await signedIn(ANA)
    member.cookies.delete(TEAM_COOKIES.known)
    expect((await call(member, '/equipe')).status).toBe(200)
    expect(member.cookies.has(TEAM_COOKIES.known)).toBe(true)
    // Sair on the member's own device: the session ends, the browser stays theirs.
    expect((await call(member, '/equipe/sair', {form: {}})).status).toBe(303)
    expect(member.cookies.has(TEAM_COOKIES.session)).toBe(false)
    expect(member.cookies.has(TEAM_COOKIES.known)).toBe(true)
    // On someone else's computer: forgotten too.
    await signInWithCode(member, ANA)
    expect((await call(member, '/equipe/sair', {form: {[FORGET_FIELD]: '1'}})).status).toBe(303)
    expect(member.cookies.has(TEAM_COOKIES.session)).toBe(false)
    expect(member.cookies.has(TEAM_COOKIES.known)).toBe(false)
  })

  it('a browser the member kept (Sair) that someone uses up: it stops taking codes, and the member hears of it', async () => {
    const member = await signedIn(CARLA)
    expect((await call(member, '/equipe/sair', {form: {}})).status).toBe(303)
    // Someone with that browser's cookies asks codes and guesses, five wrong tries a code, up to
    // the browser's allowance, from another address each time (past each address's own limit).
    for (let code = 0; code < TEAM_CODE_CHECKS_PER_ADDRESS.max / TEAM_CODE_MAX_TRIES; code++) {
      member.client = nextClient()
      const {reference} = await askCode(member, CARLA)
      // Its code is written just after the answer: guesses from then on.
      const code = await codeFor(CARLA, reference)
      const wrong = code === '000000' ? '111111' : '000000'
      for (let guess = 0; guess < TEAM_CODE_MAX_TRIES; guess++) expect((await tryCode(member, wrong)).status).toBe(400)
    }
    // One more check of the last code: the browser's allowance is spent before its tries are.
    member.client = nextClient()
    expect((await tryCode(member, '222222')).status).toBe(429)
    const notice = async () =>
      (await teamMails(CARLA)).filter(({subject}) => subject === teamMessages.knownBrowserCeilingMail.subject)
    await expect.poll(async () => (await notice()).length, {timeout: 10_000}).toBe(1)
    expect((await notice())[0]!.text).toContain('Sair e esquecer este navegador')
  })
})
