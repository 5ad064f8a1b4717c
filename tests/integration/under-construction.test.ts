import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {AppLoadContext} from '@remix-run/node'
import {afterAll, describe, expect, it} from 'vitest'
import {createContentCache} from '~/content/cache.server'
import {createRequestContent} from '~/content/content.server'
import {createLocalSource} from '~/content/local-source.server'
import {SEED_DIR} from '~/utils/paths.server'
import {parseNdjson} from '../../studio/seed-dataset'

// A copy of the seed in which an editor switched "em construção" on.
const seedDir = mkdtempSync(join(tmpdir(), 'eva-seed-'))
cpSync(SEED_DIR, seedDir, {recursive: true})
const documents = parseNdjson(readFileSync(join(seedDir, 'data.ndjson'), 'utf8'))
documents.find((document) => document._id === 'siteSettings')!.underConstruction = true
writeFileSync(join(seedDir, 'data.ndjson'), documents.map((document) => JSON.stringify(document)).join('\n'))
afterAll(() => rmSync(seedDir, {recursive: true, force: true}))

// The routes read that copy (the real groq-js source over real, edited seed content).
const cache = createContentCache(createLocalSource(seedDir))
const args = () => ({
  request: new Request('http://localhost/'),
  params: {},
  context: {content: createRequestContent(cache)} as AppLoadContext,
})

describe('the "em construção" switch', () => {
  it('sends visitors of / to /index', async () => {
    const {loader} = await import('~/routes/_index')
    const response = await loader(args()).catch((thrown: unknown) => thrown)
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(302)
    expect((response as Response).headers.get('Location')).toBe('/index')
  })

  it('leaves /home showing the home page', async () => {
    const {loader} = await import('~/routes/home')
    const data = await loader(args())
    expect(data.page.solutions.title).toBe('EVA Agricultura Urbana')
  })
})
