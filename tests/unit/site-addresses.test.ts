import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {readConfig} from '@remix-run/dev/dist/config.js'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {campaignAddressProblem, TAKEN_ADDRESSES} from '~/domain/campaign-address'
import {fromProjectRoot, PUBLIC_DIR} from '~/utils/paths.server'
import {FILE_FOLDERS, PROBES} from '../../server/mounts'

// app/domain/site-addresses.json is what the Studio can read of the site's addresses (it cannot
// read the disk): derived here from the routes (as Remix reads app/routes), the server's mounts
// and public/. `npm run site-addresses` rewrites it; otherwise a difference fails.

const FILE = fromProjectRoot('app/domain/site-addresses.json')

const firstSegment = (path: string) => path.split('/').find(Boolean)
const isWord = (segment: string | undefined): segment is string => !!segment && !/^[:*]/.test(segment)
const sorted = (values: Iterable<string>) => [...new Set(values)].sort()

async function derived() {
  const {routes} = await readConfig(fromProjectRoot('.'))
  // A route's path is relative to its parent's; only top-level routes start an address.
  const topLevel = Object.values(routes).filter((route) => route.parentId === 'root' && route.path)
  return {
    routes: sorted(topLevel.map((route) => firstSegment(route.path!)).filter(isWord)),
    mounts: sorted([...FILE_FOLDERS.map(([address]) => address), ...Object.values(PROBES)].map((path) => firstSegment(path)!)),
    files: sorted(readdirSync(PUBLIC_DIR)),
  }
}

describe('the addresses a campaign page may not take', () => {
  it('site-addresses.json is what the routes, the mounts and public/ say today', async () => {
    const expected = `${JSON.stringify(await derived(), null, 2)}\n`
    if (process.env.EVA_WRITE_SITE_ADDRESSES) writeFileSync(FILE, expected)
    expect(readFileSync(FILE, 'utf8'), 'run `npm run site-addresses` and commit app/domain/site-addresses.json').toBe(expected)
  })

  it('every route, mount and file of the site is refused, and so is what the team reserves', async () => {
    const {routes, mounts, files} = await derived()
    for (const taken of [...routes, ...mounts, ...files]) {
      expect(campaignAddressProblem(taken), taken).toMatch(/^(taken|format)$/)
    }
    // The ones the issue names, as a person would check them.
    for (const taken of ['equipe', 'api', 'scripts', 'build', 'content', 'preview', 'healthz', 'readyz']) {
      expect(campaignAddressProblem(taken), taken).toBe('taken')
    }
    for (const taken of ['consentimento', '404', 'index', 'home', 'projetos', 'eva-baby', 'contato']) {
      expect(campaignAddressProblem(taken), taken).toBe('taken')
    }
    expect(campaignAddressProblem('minha_eva')).toBe('format')
    // The articles' section, once reserved for them, is theirs.
    expect(campaignAddressProblem('dicas')).toBe('taken')
  })

  it('accepts any lower-case word of letters, digits and hyphens that is free, and nothing else', () => {
    const free = fc.stringMatching(/^[a-z0-9-]{1,60}$/).filter((slug) => !TAKEN_ADDRESSES.has(slug))
    fc.assert(
      fc.property(free, (slug) => campaignAddressProblem(slug) === undefined),
      {seed: 56},
    )
    // Anything with another character: capitals, accents, spaces, slashes, dots, percent, nothing.
    const other = fc.string({unit: 'binary', minLength: 0, maxLength: 30}).filter((slug) => !/^[a-z0-9-]+$/.test(slug))
    fc.assert(
      fc.property(other, (slug) => campaignAddressProblem(slug) === 'format'),
      {seed: 56},
    )
    for (const slug of ['Horta', 'horta em casa', 'horta/casa', 'horta.casa', 'hortá', '', ' horta', 'horta\n']) {
      expect(campaignAddressProblem(slug), JSON.stringify(slug)).toBe('format')
    }
  })
})
