// Cookie headers a client may send with the consent cookie in them, spelled every way a hostile
// or careless client might (issue 52), and what each means: the rule of docs/decisions/0011,
// written here again from its words (pairs split at `;`, the first one named `user-consent`,
// spaces and tabs around name and value left out, the value never decoded), not from the
// site's expression, so that the tests compare the site and the edge with the rule itself.
import fc from 'fast-check'
import type {ConsentLevel} from '~/consent/consent'
import {CONSENT_COOKIE_NAME} from '~/constants'

/** What the rule makes of Cookie header lines (joined as servers join them, with `; `). */
export function consentMeant(lines: readonly string[]): ConsentLevel {
  for (const pair of lines.join('; ').split(';')) {
    const equals = pair.indexOf('=')
    if (equals === -1 || trimmed(pair.slice(0, equals)) !== CONSENT_COOKIE_NAME) continue
    const value = trimmed(pair.slice(equals + 1))
    return value === 'all' || value === 'necessary' ? value : 'none'
  }
  return 'none'
}
const trimmed = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '')

const space = fc.constantFrom('', '', ' ', '  ', '\t', ' \t')
/** The consent cookie's value: the two choices, and their look-alikes. */
const VALUES = [
  'all',
  'necessary',
  'none',
  'clear',
  '',
  '%61ll',
  '%61%6C%6C',
  '%6Eecessary',
  'necessar%79',
  '"all"',
  '"necessary"',
  "'all'",
  'ALL',
  'All',
  'NECESSARY',
  'all%20',
  'a ll',
  'all,necessary',
  'all=',
  '=all',
  'alll',
  'al',
  'all\u00a0',
  'base64:YWxs',
]
/** A `user-consent` pair, spaces or tabs around its name and its value. */
const consentPair = fc
  .tuple(space, space, space, fc.constantFrom(...VALUES), space)
  .map(
    ([before, beforeEquals, afterEquals, value, after]) =>
      `${before}${CONSENT_COOKIE_NAME}${beforeEquals}=${afterEquals}${value}${after}`,
  )
/** Other cookies, some named like it. */
const otherPair = fc.constantFrom(
  '_ga=GA1.2.3.4',
  'sessao=segredo-do-visitante',
  '_gid=GA1.2.5',
  'xuser-consent=all',
  'user-consentx=all',
  'User-Consent=all',
  'USER-CONSENT=necessary',
  'user_consent=all',
  'user%2Dconsent=all',
  '"user-consent"=all',
  'user-consent',
  'all',
  '=all',
  'a=b=c',
)
const SEPARATORS = [';', '; ', ';  ', ';\t', ' ; ']

/**
 * Cookie header lines: one to six pairs, the consent cookie among them (or not, or several
 * times), joined by any separator, sometimes over two or three `Cookie:` lines.
 */
export const cookieLines = fc
  .tuple(
    fc.array(fc.oneof({weight: 3, arbitrary: consentPair}, {weight: 2, arbitrary: otherPair}), {minLength: 1, maxLength: 6}),
    fc.array(fc.constantFrom(...SEPARATORS), {minLength: 6, maxLength: 6}),
    fc.nat(),
  )
  .map(([pairs, separators, cut]) => {
    const lines: string[][] = [[]]
    for (const [index, pair] of pairs.entries()) {
      // Now and then a pair starts a new header line.
      if (index > 0 && (cut >> index) % 4 === 0 && lines.length < 3) lines.push([])
      lines.at(-1)!.push(pair)
    }
    return lines.map((line) => line.map((pair, index) => (index === 0 ? pair : `${separators[index]}${pair}`)).join(''))
  })
  // A line that is nothing but spaces is no line (an HTTP client would send it empty).
  .map((lines) => lines.filter((line) => line.trim() !== ''))
