import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {parseNdjson} from '~/content/seed-dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {runSanity, STUDIO_DIR} from '../support/studio-cli'

const scratch = mkdtempSync(join(tmpdir(), 'eva-studio-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

type Report = {checked: number; markers: Array<{id: string; level: string; path: string; message: string}>}

describe('Studio (offline)', () => {
  it('schema validates, and the committed schema.json and query types are up to date', async () => {
    const schemaJson = join(scratch, 'schema.json')
    const check = await runSanity(['exec', 'scripts/schema-check.ts', '--', schemaJson])
    expect(check.code, check.stderr + check.stdout).toBe(0)
    expect(check.stdout).toContain('Schema valid')
    expect(readFileSync(schemaJson, 'utf8'), 'studio/schema.json is stale: run `npm run typegen`').toBe(
      readFileSync(join(STUDIO_DIR, 'schema.json'), 'utf8'),
    )

    const typesFile = join(scratch, 'sanity.types.ts')
    const typegen = await runSanity(['typegen', 'generate'], {SANITY_TYPEGEN_SCHEMA: schemaJson, SANITY_TYPEGEN_OUT: typesFile})
    expect(typegen.code, typegen.stderr).toBe(0)
    expect(readFileSync(typesFile, 'utf8'), 'app/sanity.types.ts is stale: run `npm run typegen`').toBe(
      readFileSync(join(STUDIO_DIR, '..', 'app', 'sanity.types.ts'), 'utf8'),
    )
  }, 120_000)

  it("the seed passes the Studio's own validation rules", async () => {
    const result = await runSanity(['exec', 'scripts/validate-seed.ts', '--mock-browser-env'])
    expect(result.code, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout) as Report
    expect(report.checked).toBe(parseNdjson(readFileSync(join(SEED_DIR, 'data.ndjson'), 'utf8')).length)
    expect(report.markers.filter((marker) => marker.level === 'error')).toEqual([])
  }, 120_000)

  // The fields this test breaks, in the documents that hold them.
  type SeedEdit = {
    _id: string
    title?: string
    highlightedPrice?: number
    bannerSlides?: Array<{brightness: number}>
    solutions?: {cards: Array<{link: string}>}
  }

  it('those rules refuse a bad brightness, a negative price, a bad link and a missing title', async () => {
    const brokenSeed = join(scratch, 'broken-seed')
    cpSync(SEED_DIR, brokenSeed, {recursive: true})
    const documents = parseNdjson(readFileSync(join(brokenSeed, 'data.ndjson'), 'utf8')) as SeedEdit[]
    const home = documents.find((document) => document._id === 'homePage')!
    home.bannerSlides![0]!.brightness = 150
    home.solutions!.cards[0]!.link = 'javascript:alert(1)'
    const rai = documents.find((document) => document._id === 'product-rai')!
    rai.highlightedPrice = -1
    delete documents.find((document) => document._id === 'contactPage')!.title
    writeFileSync(join(brokenSeed, 'data.ndjson'), documents.map((document) => JSON.stringify(document)).join('\n'))

    const result = await runSanity(['exec', 'scripts/validate-seed.ts', '--mock-browser-env'], {SEED_DIR: brokenSeed})
    expect(result.code).toBe(1)
    const errors = (JSON.parse(result.stdout) as Report).markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => `${marker.id} ${marker.path}`)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^homePage bannerSlides\..*brightness$/),
        expect.stringMatching(/^homePage solutions\.cards\..*link$/),
        'product-rai highlightedPrice',
        'contactPage title',
      ]),
    )
  }, 120_000)

  it('builds (sanity build), without network', async () => {
    const out = join(scratch, 'dist')
    const result = await runSanity(['build', out, '--yes'])
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(join(out, 'index.html'))).toBe(true)
    // The bundle carries our schema (its Portuguese titles), not an empty Studio.
    const bundles = readdirSync(join(out, 'static')).filter((file) => file.endsWith('.js'))
    const withSchema = bundles.filter((file) => readFileSync(join(out, 'static', file), 'utf8').includes('Configurações do site'))
    expect(withSchema.length).toBeGreaterThan(0)
  }, 240_000)
})
