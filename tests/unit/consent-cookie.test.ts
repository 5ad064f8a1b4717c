import {readFileSync} from 'node:fs'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CONSENT_COOKIE_READING, consentFromCookieHeader} from '~/consent/consent'
import {consentMeant, cookieLines} from '../support/consent-cookies'

// One reading of the consent cookie (issue 52, docs/decisions/0011): the site, the browser's
// script and the edge read it with one expression, and it says what the rule says.
// tests/integration/edge-consent.test.ts sends the same spellings through the real Varnish.

describe('the consent cookie, read one way', () => {
  it('the edge reads it with the very expression the site reads it with', () => {
    const vcl = readFileSync(new URL('../../server/varnish/default.vcl', import.meta.url), 'utf8')
    // Once to tell whether there is a pair, once to take its value: both the site's expression.
    const quoted = vcl.match(/"\^\(\?:\[\^;\]\*;\)[^"]*"/g) ?? []
    expect(quoted).toEqual([`"${CONSENT_COOKIE_READING.source}"`, `"${CONSENT_COOKIE_READING.source}"`])
    // VCL strings take no escapes: the expression reaches PCRE as written, with no quote in it.
    expect(CONSENT_COOKIE_READING.source).not.toContain('"')
    expect(CONSENT_COOKIE_READING.flags).toBe('')
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

  it('reads a header of 800 cookies or 8000 separators (an expression that backtracked would time out)', () => {
    // 8 KB of pairs, and the same with the consent cookie last: one pass each.
    const pairs = Array.from({length: 800}, (_, index) => `c${index}=v`).join('; ')
    expect(consentFromCookieHeader(pairs)).toBe('none')
    expect(consentFromCookieHeader(`${pairs}; user-consent=all`)).toBe('all')
    expect(consentFromCookieHeader(`${';'.repeat(8000)}user-consent=all`)).toBe('all')
    expect(consentFromCookieHeader(`${' '.repeat(8000)}x`)).toBe('none')
  })
})
