import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import * as prettier from 'prettier'
import {afterAll, describe, expect, it} from 'vitest'
import {SEED_DIR} from '~/utils/paths.server'
import {parseNdjson} from '../../studio/seed-dataset'
import {runSanity, STUDIO_DIR} from '../support/studio-cli'
import {STUDIO_BUILD_DIR} from '../support/studio-server'

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
    // Typegen formats with the Prettier config it finds beside the output: the project's for
    // `npm run typegen`, none in the temporary folder. Compare the code, in the project's style.
    const committedTypes = join(STUDIO_DIR, '..', 'app', 'sanity.types.ts')
    const style = {...(await prettier.resolveConfig(committedTypes)), parser: 'typescript'}
    expect(
      await prettier.format(readFileSync(typesFile, 'utf8'), style),
      'app/sanity.types.ts is stale: run `npm run typegen`',
    ).toBe(await prettier.format(readFileSync(committedTypes, 'utf8'), style))
  }, 120_000)

  // The fields the second copy breaks, in the documents that hold them.
  type SeedEdit = {
    _id: string
    title?: string
    highlightedPrice?: number
    cashPrice?: number
    paymentPlans?: unknown[]
    bannerSlides?: Array<{brightness: number; image?: {alt?: string}}>
    solutions?: {cards: Array<{link: string}>}
  }

  /** The seed and a broken copy of it through the Studio's rules, in one run of the CLI (each start costs seconds). */
  let validation: Promise<{code: number | null; stderr: string; reports: Array<Report & {folder: string}>}> | undefined
  const validateSeeds = () =>
    (validation ??= (async () => {
      const brokenSeed = join(scratch, 'broken-seed')
      cpSync(SEED_DIR, brokenSeed, {recursive: true})
      const documents = parseNdjson(readFileSync(join(brokenSeed, 'data.ndjson'), 'utf8')) as SeedEdit[]
      const home = documents.find((document) => document._id === 'homePage')!
      home.bannerSlides![0]!.brightness = 150
      home.solutions!.cards[0]!.link = 'javascript:alert(1)'
      delete home.bannerSlides![1]!.image!.alt
      const rai = documents.find((document) => document._id === 'product-rai')!
      rai.highlightedPrice = -1
      delete documents.find((document) => document._id === 'contactPage')!.title
      // Each price type without what it shows: a cash price, the plans, the highlight price.
      const product = (id: string) => documents.find((document) => document._id === id)!
      delete product('product-eva-baby').cashPrice
      delete product('product-dalia').paymentPlans
      delete product('product-dalia').highlightedPrice
      delete product('product-jasmin').highlightedPrice
      writeFileSync(join(brokenSeed, 'data.ndjson'), documents.map((document) => JSON.stringify(document)).join('\n'))
      const result = await runSanity(['exec', 'scripts/validate-seed.ts', '--mock-browser-env', '--', SEED_DIR, brokenSeed])
      return {
        code: result.code,
        stderr: result.stderr,
        reports: JSON.parse(result.stdout || '[]') as Array<Report & {folder: string}>,
      }
    })())

  it("the seed passes the Studio's own validation rules", async () => {
    const {reports, stderr} = await validateSeeds()
    expect(
      reports.map(({folder}) => folder),
      stderr,
    ).toEqual([SEED_DIR, join(scratch, 'broken-seed')])
    const [seed] = reports
    expect(seed!.checked).toBe(parseNdjson(readFileSync(join(SEED_DIR, 'data.ndjson'), 'utf8')).length)
    expect(seed!.markers.filter((marker) => marker.level === 'error')).toEqual([])
  }, 120_000)

  it('those rules refuse a bad brightness, a negative price, a bad link, a missing title or alt text, and a missing price', async () => {
    const {code, reports} = await validateSeeds()
    // The broken copy's errors make the run fail, as `npm run validate-seed` would.
    expect(code).toBe(1)
    const markers = reports[1]!.markers
    const errors = markers.filter((marker) => marker.level === 'error').map((marker) => `${marker.id} ${marker.path}`)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^homePage bannerSlides\..*brightness$/),
        expect.stringMatching(/^homePage solutions\.cards\..*link$/),
        expect.stringMatching(/^homePage bannerSlides\..*image\.alt$/),
        'product-rai highlightedPrice',
        'contactPage title',
        'product-eva-baby cashPrice',
        'product-dalia paymentPlans',
        'product-jasmin highlightedPrice',
      ]),
    )
    expect(markers.find((marker) => marker.path.endsWith('image.alt'))?.message).toBe(
      'Informe o texto alternativo: descreva a imagem.',
    )
    // A highlighted product without its highlight price is a warning, where the editor looks.
    const warnings = markers.filter((marker) => marker.level === 'warning')
    expect(warnings.map((marker) => `${marker.id} ${marker.path}`).sort()).toEqual([
      'product-dalia highlightedPrice',
      'suppliesPage highlights',
    ])
    expect(warnings.find((marker) => marker.id === 'suppliesPage')?.message).toContain('Sem preço na vitrine: Dalia, Jasmin.')
  }, 120_000)

  // The tests' build (`npm run build:test`, offline), made once per run: the editors' journeys
  // (tests/studio/) run in it. It differs from `npm run studio:build` only in where it reads the
  // Content Lake's address (studio/studio.env.ts).
  it("the tests' build carries the schema, pt-BR and Presentation, without Vision", () => {
    const out = STUDIO_BUILD_DIR
    expect(existsSync(join(out, 'index.html'))).toBe(true)
    const bundles = readdirSync(join(out, 'static')).filter((file) => file.endsWith('.js'))
    const code = new Map(bundles.map((file) => [file, readFileSync(join(out, 'static', file), 'utf8')]))
    const filesWith = (text: string) => [...code].filter(([, source]) => source.includes(text)).map(([file]) => file)
    // The bundle carries our schema (its Portuguese titles), not an empty Studio.
    expect(filesWith('Configurações do site').length).toBeGreaterThan(0)
    // The Studio speaks Portuguese: @sanity/locale-pt-br's locale is in it.
    expect(filesWith('title:"Português (Brasil)"').length).toBeGreaterThan(0)
    // The Presentation tool, its chunk and its preview routes on the site.
    expect(bundles.some((file) => file.startsWith('presentation-'))).toBe(true)
    expect(filesWith('/api/preview-mode/enable').length).toBeGreaterThan(0)
    // Vision (the GROQ query tool) is for `sanity dev` only: neither the plugin nor our title for it.
    expect(filesWith('"@sanity/vision"')).toEqual([])
    expect(filesWith('Consultas GROQ')).toEqual([])
  })
})
