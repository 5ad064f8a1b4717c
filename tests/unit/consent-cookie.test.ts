import {readFileSync} from 'node:fs'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CONSENT_COOKIE_CHOICE, CONSENT_COOKIE_PAIR, consentFromCookieHeader} from '~/consent/consent'
import {consentMeant, cookieLines} from '../support/consent-cookies'

// One reading of the consent cookie (issue 52, docs/decisions/0011): the site, the browser's
// script and the edge read it with one expression, and it says what the rule says.
// tests/integration/edge-consent.test.ts sends the same spellings through the real Varnish.

describe('the consent cookie, read one way', () => {
  it('the edge reads it with the very expressions the site reads it with', () => {
    const vcl = readFileSync(new URL('../../server/varnish/default.vcl', import.meta.url), 'utf8')
    const pair = CONSENT_COOKIE_PAIR.source
    // The choice after the last `;` of what the edge made of the header: the value, as the site reads it.
    const choice = CONSENT_COOKIE_CHOICE.source.replace(/^\^/, '')
    for (const used of [pair, `${pair}[\\s\\S]*$`, `;${choice}`, `^[\\s\\S]*;${choice}`]) {
      expect(vcl.split(`"${used}"`).length - 1, used).toBe(1)
    }
    for (const expression of [CONSENT_COOKIE_PAIR, CONSENT_COOKIE_CHOICE]) {
      // VCL strings take no escapes: the expression reaches PCRE as written, with no quote in it.
      expect(expression.source).not.toContain('"')
      expect(expression.flags).toBe('')
    }
    expect(vcl).toMatch(/CONSENT_COOKIE_PAIR\s+# and CONSENT_COOKIE_CHOICE, app\/consent\/consent.ts/)
  })

  it('the reading is the rule, over any spelling of the cookie (seeded)', () => {
    fc.assert(
      fc.property(cookieLines, (lines) => {
        expect(consentFromCookieHeader(lines.join('; ')), JSON.stringify(lines)).toBe(consentMeant(lines))
      }),
      {numRuns: 5000, seed: 52},
    )
  })

  it.each([
    ['user-consent=all', 'all'],
    ['user-consent=necessary', 'necessary'],
    ['_ga=GA1.2.3; user-consent=all; sessao=x', 'all'],
    ['user-consent = all ', 'all'],
    ['user-consent=%61ll', 'none'],
    ['user-consent=%6Eecessary', 'none'],
    ['user-consent="all"', 'none'],
    ['user-consent=ALL', 'none'],
    ['user-consent=x; user-consent=all', 'none'],
    ['user-consent=necessary; user-consent=all', 'necessary'],
    ['xuser-consent=all', 'none'],
    ['user-consent; user-consent=all', 'all'],
    ['all', 'none'],
    ['', 'none'],
  ])('%j is %s', (header, choice) => {
    expect(consentFromCookieHeader(header)).toBe(choice)
  })

  it('reads a header of thousands of cookies, or a value of thousands of spaces, in one pass each', () => {
    const pairs = Array.from({length: 3000}, (_, index) => `c${index}=v`).join('; ')
    const spaces = ' '.repeat(16_000)
    const cases: Array<[string, string]> = [
      [pairs, 'none'],
      [`${pairs}; user-consent=all`, 'all'],
      [`${';'.repeat(16_000)}user-consent=all`, 'all'],
      [`${spaces}x`, 'none'],
      [`user-consent=a${spaces}b`, 'none'],
      [`user-consent=${spaces}necessary${spaces}`, 'necessary'],
      [`user-consent=${spaces}all${spaces}x`, 'none'],
    ]
    // Fifty reads each: the first expression of this reading spent over 20 s on them (the test's
    // limit, tests/vitest.config.ts), this one a few milliseconds.
    for (const [header, choice] of cases) {
      for (let time = 0; time < 50; time++) expect(consentFromCookieHeader(header), header.slice(0, 30)).toBe(choice)
    }
  })
})
