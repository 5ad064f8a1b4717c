import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {campaignIndex, campaignRoute, campaignSitemap, type CampaignEntry} from '~/content/campaign-routes'
import {canonicalSitePath, endTargetProblem, formerAddressesAfterMove} from '~/domain/campaign-address'

// What a one-segment address is, among campaign pages that moved and ended
// (docs/decisions/0084): examples first, then whole classes of datasets drawn by fast-check.

const NOW = Date.parse('2026-12-01T12:00:00Z')
const past = new Date(NOW - 60_000).toISOString()
const future = new Date(NOW + 60_000).toISOString()
const route = (slug: string, entries: CampaignEntry[], now = NOW) => campaignRoute(slug, campaignIndex(entries), now)

describe('campaign addresses', () => {
  it('a page, an old address (301), and no address at all', () => {
    const pages = [{slug: 'horta-em-casa', formerAddresses: ['horta', 'horta-2025']}]
    expect(route('horta-em-casa', pages)).toEqual({kind: 'page', slug: 'horta-em-casa', until: undefined})
    expect(route('horta', pages)).toEqual({kind: 'redirect', status: 301, location: '/horta-em-casa', until: undefined})
    expect(route('horta-2025', pages)).toMatchObject({status: 301, location: '/horta-em-casa'})
    expect(route('outra', pages)).toEqual({kind: 'none'})
  })

  it('a page ends at its time: until then it says when, after it sends visitors on (302)', () => {
    const pages = [{slug: 'natal', endsAt: future, endTarget: '/eva-baby#reservar_baby'}]
    expect(route('natal', pages)).toEqual({kind: 'page', slug: 'natal', until: NOW + 60_000})
    expect(route('natal', pages, NOW + 60_000)).toEqual({kind: 'redirect', status: 302, location: '/eva-baby#reservar_baby'})
    // Without a usable destination (written past the Studio), the home page.
    for (const endTarget of [undefined, '', 'https://outro.site', '//outro.site', '#formulario']) {
      expect(route('natal', [{slug: 'natal', endsAt: past, endTarget}]), String(endTarget)).toMatchObject({location: '/'})
    }
    // An end that is no date is no end.
    expect(route('natal', [{slug: 'natal', endsAt: 'amanhã', endTarget: '/'}])).toMatchObject({kind: 'page'})
  })

  it('no chain: an old address of a page that ended goes straight to where that page sends', () => {
    const pages = [
      {slug: 'b', formerAddresses: ['a'], endsAt: past, endTarget: '/c'},
      {slug: 'c', formerAddresses: [], endsAt: future},
    ]
    expect(route('a', pages)).toEqual({kind: 'redirect', status: 302, location: '/c', until: NOW + 60_000})
    expect(route('b', pages)).toEqual({kind: 'redirect', status: 302, location: '/c', until: NOW + 60_000})
  })

  it('an address another page took is that page’s; two pages claiming one old address: the newer wins', () => {
    const taken = [{slug: 'b', formerAddresses: ['a']}, {slug: 'a'}]
    expect(route('a', taken)).toMatchObject({kind: 'page', slug: 'a'})
    const claimed = [
      {slug: 'novo', formerAddresses: ['a']},
      {slug: 'velho', formerAddresses: ['a']},
    ]
    expect(route('a', claimed)).toMatchObject({location: '/novo'})
  })

  it('a destination in another spelling is the one the site answers: no extra hop, no loop through its 301', () => {
    const pages = [
      {slug: 'a', endsAt: past, endTarget: '/B/'},
      {slug: 'b', endsAt: past, endTarget: '/A//?x=1#Topo'},
      {slug: 'c', endsAt: past, endTarget: '/Eva-Baby/#reservar_baby'},
    ]
    expect(route('a', pages)).toEqual({kind: 'redirect', status: 302, location: '/404'})
    expect(route('c', pages)).toMatchObject({location: '/eva-baby#reservar_baby'})
    // What a Location cannot carry as typed is no destination: the home page.
    for (const endTarget of ['/horta-ção', '/🌱', '/a b'])
      expect(route('c', [{slug: 'c', endsAt: past, endTarget}]), endTarget).toMatchObject({location: '/'})
  })

  it('only an address in the rule is asked about: a decoded `?` or `#` is nothing', () => {
    const pages = [{slug: 'horta-em-casa', formerAddresses: ['horta']}]
    for (const slug of ['horta-em-casa?x', 'horta-em-casa#x', 'horta?x', 'Horta-em-casa', ''])
      expect(route(slug, pages), slug).toEqual({kind: 'none'})
  })

  it('pages that end into each other: the 404 page, never a loop', () => {
    const pages = [
      {slug: 'a', endsAt: past, endTarget: '/b'},
      {slug: 'b', endsAt: past, endTarget: '/a?x=1'},
    ]
    expect(route('a', pages)).toEqual({kind: 'redirect', status: 302, location: '/404'})
  })

  it('what the dataset may hold past the Studio is ignored, never thrown', () => {
    const odd = [
      {slug: 'Maiusculas', formerAddresses: ['x']},
      {slug: 'projetos', formerAddresses: ['y']},
      {slug: 'ok', formerAddresses: 'z'},
      {slug: 'ok2', formerAddresses: [null, 3, {}, 'constructor', 'eva-baby', 'Velho', 'ok2']},
      {slug: null},
    ] as CampaignEntry[]
    for (const slug of ['x', 'y', 'z', 'Velho', 'eva-baby']) expect(route(slug, odd).kind, slug).toBe('none')
    expect(route('ok2', odd).kind).toBe('page')
    // A name objects have is an address like any other: no prototype answers for it.
    expect(route('constructor', odd)).toMatchObject({status: 301, location: '/ok2'})
    expect(route('constructor', []).kind).toBe('none')
  })

  it('the sitemap lists the pages on and shown, until the first of them ends', () => {
    const index = campaignIndex([
      {slug: 'fim-logo', endsAt: future},
      {slug: 'terminou', endsAt: past, endTarget: '/'},
      {slug: 'escondida', hidden: true, endsAt: new Date(NOW + 30_000).toISOString()},
      {slug: 'sempre'},
    ])
    expect(campaignSitemap(index, NOW)).toEqual({paths: ['/fim-logo', '/sempre'], until: NOW + 30_000})
    expect(campaignSitemap(index, NOW + 60_000)).toEqual({paths: ['/sempre'], until: undefined})
  })

  it('publishing at a new address keeps the one it leaves, never the one it takes', () => {
    expect(formerAddressesAfterMove(undefined, 'a', 'b')).toEqual(['a'])
    expect(formerAddressesAfterMove(['a'], 'b', 'c')).toEqual(['a', 'b'])
    expect(formerAddressesAfterMove(['a', 'b'], 'b', 'a')).toEqual(['b'])
    expect(formerAddressesAfterMove(['a', 7, 'a'], undefined, 'x')).toEqual(['a'])
  })

  it('the Studio refuses an end without a destination, and a destination off the site or to itself', () => {
    expect(endTargetProblem(undefined, future, 'natal')).toContain('Escolha para onde')
    expect(endTargetProblem(undefined, undefined, 'natal')).toBeUndefined()
    expect(endTargetProblem('/eva-baby', future, 'natal')).toBeUndefined()
    for (const target of ['https://outro.site', '//outro.site', '#formulario', 'eva-baby'])
      expect(endTargetProblem(target, future, 'natal'), target).toContain('começando com /')
    for (const target of ['/natal', '/Natal/', '/natal?x#y', '/natal//'])
      expect(endTargetProblem(target, future, 'natal'), target).toContain('ela mesma')
    for (const target of ['/promoção', '/🌱'])
      expect(endTargetProblem(target, future, 'natal'), target).toContain('começando com /')
  })
})

// Datasets drawn from a few addresses, so that pages, old addresses and ends meet often.
const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e')
const target = fc.oneof(
  slug.map((name) => `/${name}`),
  // Spellings the site answers with its own 301: a redirect must not lead to one.
  slug.map((name) => `/${name.toUpperCase()}/`),
  fc.constantFrom('/', '/eva-baby', '/projetos#agendar', '/x?y=1', 'https://fora.site', undefined),
)
const entry: fc.Arbitrary<CampaignEntry> = fc.record({
  slug,
  hidden: fc.boolean(),
  formerAddresses: fc.array(slug, {maxLength: 3}),
  endsAt: fc.option(
    fc.integer({min: -3, max: 3}).map((minutes) => new Date(NOW + minutes * 60_000).toISOString()),
    {nil: undefined},
  ),
  endTarget: target,
})
const addressOf = (location: string) => /^\/([a-z0-9-]+)(?:[?#]|$)/.exec(location)?.[1]

describe('campaign addresses, every dataset', () => {
  it('a redirect never leads to another redirect, and says 301 only when nothing on the way ended', () => {
    fc.assert(
      fc.property(fc.array(entry, {maxLength: 6}), slug, (entries, asked) => {
        const index = campaignIndex(entries)
        const answer = campaignRoute(asked, index, NOW)
        if (answer.kind !== 'redirect') return
        // In the site's one spelling: the site itself answers any other with a redirect.
        expect(answer.location).toBe(canonicalSitePath(answer.location))
        const next = addressOf(answer.location)
        if (next !== undefined) expect(campaignRoute(next, index, NOW).kind).not.toBe('redirect')
        if (answer.status === 301) {
          expect(next).toBeDefined()
          expect(index.current.has(next!)).toBe(true)
          expect(index.current.has(asked)).toBe(false)
        }
      }),
      {seed: 57, numRuns: 3000},
    )
  })

  it('a page on now is always served at its address, and the sitemap lists it unless hidden', () => {
    fc.assert(
      fc.property(fc.array(entry, {maxLength: 6}), (entries) => {
        const index = campaignIndex(entries)
        const sitemap = campaignSitemap(index, NOW)
        for (const [address, page] of index.current) {
          const on = !page.endsAt || Date.parse(page.endsAt) > NOW
          expect(campaignRoute(address, index, NOW).kind).toBe(on ? 'page' : 'redirect')
          expect(sitemap.paths.includes(`/${address}`)).toBe(on && !page.hidden)
          if (on && page.endsAt) expect(sitemap.until).toBeLessThanOrEqual(Date.parse(page.endsAt))
        }
      }),
      {seed: 57, numRuns: 2000},
    )
  })
})
