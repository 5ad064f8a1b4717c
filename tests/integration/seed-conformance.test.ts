import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {seedDataset} from '~/seed/dataset.server'
import {SEED_DIR, SEED_IMAGES_DIR} from '~/utils/paths.server'
import {PAGE_ROUTES} from '../../studio/presentation/locations'
import {readSeedDocuments} from '../../studio/seed-dataset'
import {checkDocuments} from '../support/schema-conformance'

const schema = JSON.parse(readFileSync(join(SEED_DIR, '..', 'schema.json'), 'utf8'))
const authored = readSeedDocuments(SEED_DIR)
const imported = seedDataset(SEED_DIR)
const contentDocuments = imported.filter((document) => !document._type.startsWith('sanity.'))
const assetDocuments = imported.filter((document) => document._type === 'sanity.imageAsset')

describe('seed dataset', () => {
  it('conforms to the Studio schema: known types and fields, required fields, resolving references', () => {
    expect(contentDocuments.length).toBe(authored.length)
    expect(checkDocuments(contentDocuments, schema, assetDocuments)).toEqual([])
  })

  it('has each singleton once, under its own type name as id', () => {
    // The settings, and a document for each page (the Studio's own list of them).
    for (const type of ['siteSettings', ...Object.keys(PAGE_ROUTES)]) {
      expect(authored.filter((document) => document._type === type).map((document) => document._id)).toEqual([type])
    }
  })

  it('references images the way `sanity dataset import` expects, each file present and described', () => {
    const assets: Array<{ref: string; alt: unknown}> = []
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit)
      if (!value || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if ('_sanityAsset' in record) assets.push({ref: String(record._sanityAsset), alt: record.alt})
      Object.values(record).forEach(visit)
    }
    authored.forEach(visit)
    expect(assets.length).toBeGreaterThan(30)
    for (const {ref, alt} of assets) {
      const file = ref.match(/^image@file:\/\/\.\/images\/([\w.-]+\.svg)$/)?.[1]
      expect(file, ref).toBeDefined()
      expect(existsSync(join(SEED_IMAGES_DIR, file!)), file).toBe(true)
      expect(typeof alt === 'string' && alt.length > 3, `alt of ${file}`).toBe(true)
    }
  })

  it('the checker itself catches what it claims to', () => {
    const broken = structuredClone(contentDocuments)
    const home = broken.find((document) => document._id === 'homePage')! as Record<string, unknown>
    delete (home.solutions as Record<string, unknown>).title
    home.typo = 'x'
    const page = broken.find((document) => document._id === 'evaBabyPage')! as Record<string, unknown>
    page.product = {_type: 'reference', _ref: 'product-missing'}
    const supplies = broken.find((document) => document._id === 'suppliesPage')! as Record<string, unknown>
    ;(supplies.highlights as Array<Record<string, unknown>>)[0]!._ref = 'homePage'
    broken.push({_id: 'x', _type: 'notAType'})
    expect(checkDocuments(broken, schema, assetDocuments)).toEqual([
      'homePage.solutions.title: required but missing',
      'homePage.typo: not in the schema',
      'evaBabyPage.product: reference to missing document product-missing',
      'suppliesPage.highlights[0]: references a homePage, expected product',
      'x: unknown document type notAType',
    ])
  })
})
