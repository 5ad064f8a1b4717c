import {describe, expect, it} from 'vitest'
import {FORGET_FIELD} from '~/team/team-pages'
import {TEAM_MEMBERS} from '../support/in-process'
import {askCode, call, newBrowser, nextClient, signedIn, signInWithCode, TEAM_COOKIES, tryCode} from '../support/in-process-team'

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
})
