import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {SPECULATION_RULES} from '~/behaviours/speculation-rules'

// The prefetch rules read as Chromium reads them: each `href_matches` is a URLPattern against
// the page's address (Node has the same URLPattern).
const BASE = 'https://www.evaagriculturaurbana.com.br/'

type Condition = {and?: Condition[]; not?: Condition; href_matches?: string | string[]}

function matches(condition: Condition, href: string): boolean {
  if (condition.and) return condition.and.every((part) => matches(part, href))
  if (condition.not) return !matches(condition.not, href)
  const patterns = [condition.href_matches ?? []].flat()
  return patterns.some((pattern) => new URLPattern(pattern, BASE).test(href, BASE))
}
const prefetched = (href: string) => matches(SPECULATION_RULES.prefetch[0]!.where as Condition, href)

const NEVER = [
  '/equipe',
  '/equipe/',
  '/equipe/entrar',
  '/api/cep/80000000',
  '/minha_eva/convite/amb-demo',
  '/consentimento',
  '/sobre-nos.data',
  '/_root.data',
]

describe('speculation rules', () => {
  it('prefetch the public pages and an anchor on them', () => {
    for (const href of [
      '/',
      '/sobre-nos',
      '/projetos',
      '/projetos#formulario',
      '/eva-baby',
      '/insumos',
      '/contato',
      '/politica-de-privacidade',
    ])
      expect(prefetched(href), href).toBe(true)
  })

  it('never the team, an API, an invitation, the consent endpoint or Remix data', () => {
    for (const href of NEVER) expect(prefetched(href), href).toBe(false)
  })

  it('never an address with a query, whatever the path; never another site', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/)
    const query = fc.stringMatching(/^[a-z0-9=&_%-]{1,20}$/)
    fc.assert(
      fc.property(fc.array(segment, {maxLength: 3}), query, (segments, search) => {
        expect(prefetched(`/${segments.join('/')}?${search}`)).toBe(false)
        expect(prefetched(`https://example.com/${segments.join('/')}`)).toBe(false)
      }),
      {seed: 24, numRuns: 300},
    )
  })
})
