import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {loadSeedDataset} from '~/content/seed-dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {startSanityApiStandIn} from '../support/sanity-api-stand-in'
import {startServer} from '../support/server.mjs'

// The production server reading a "hosted" dataset: the real @sanity/client against the
// query-API stand-in, whose documents the test edits like an editor would.
const SECRET = 'segredo-do-webhook-de-teste'
const dataDir = mkdtempSync(join(tmpdir(), 'eva-fresh-'))
let standIn: Awaited<ReturnType<typeof startSanityApiStandIn>>
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  standIn = await startSanityApiStandIn(loadSeedDataset(SEED_DIR))
  server = await startServer({
    DATA_DIR: dataDir,
    SANITY_PROJECT_ID: 'evaseed0',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_WEBHOOK_SECRET: SECRET,
  })
}, 30_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const page = async (path: string) => {
  const response = await fetch(server.url + path)
  return {status: response.status, html: await response.text()}
}
const priceShown = async () => (await page('/eva-baby')).html.match(/price__cash">([^<]+)</)?.[1]
const nbsp = '\u00a0'

async function webhook(body: string, signature: string) {
  return fetch(`${server.url}/api/sanity-webhook`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })
}

function publishNewPrice(price: number) {
  const product = standIn.dataset.find((document) => document._id === 'product-eva-baby')!
  product.cashPrice = price
}

describe('content freshness', () => {
  it('a changed price shows on the next request after a signed webhook, and not before', async () => {
    expect(await priceShown()).toBe(`R$${nbsp}375,00`)
    publishNewPrice(389)
    // Within the cache's minute, the old price is still what the site shows.
    expect(await priceShown()).toBe(`R$${nbsp}375,00`)

    const body = JSON.stringify({_id: 'product-eva-baby', _type: 'product'})
    const forged = await webhook(body, await encodeSignatureHeader(body, Date.now(), 'outro-segredo-qualquer'))
    expect(forged.status).toBe(401)
    expect(await webhook(body, 'lixo')).toHaveProperty('status', 401)
    expect(await priceShown()).toBe(`R$${nbsp}375,00`)

    const signed = await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(signed.status).toBe(200)
    expect(await priceShown()).toBe(`R$${nbsp}389,00`)
  })

  it('with the content source cut, pages keep serving the last good content, and nothing answers 500', async () => {
    expect((await page('/')).status).toBe(200)
    standIn.setFailing(true)
    try {
      // Even after a publish notice forces a refetch.
      const body = JSON.stringify({_id: 'homePage'})
      await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET))
      const evaBaby = await page('/eva-baby')
      expect(evaBaby.status).toBe(200)
      expect(evaBaby.html).toContain(`R$${nbsp}389,00`)
      const home = await page('/')
      expect(home.status).toBe(200)
      expect(home.html).toContain('Venha conhecer nossos projetos')
      expect(server.logs()).toContain('content.serving_last_good')

      // A page never loaded before has nothing to fall back on: a clear 503, not a 500.
      const cold = await page('/politica-de-privacidade')
      expect(cold.status).toBe(503)
      expect(cold.html).toContain('Conteúdo indisponível no momento')
    } finally {
      standIn.setFailing(false)
    }
  })
})

describe('HTTP caching', () => {
  it('pages and their data stay private (nonce, consent cookie) and vary by cookie', async () => {
    for (const path of ['/', '/eva-baby', '/eva-baby.data']) {
      const response = await fetch(server.url + path)
      expect(response.headers.get('cache-control'), path).toBe('private, no-cache')
      expect(response.headers.get('vary'), path).toMatch(/Cookie/)
    }
  })

  it('shared files carry CDN caching; fingerprinted bundles are immutable for a year', async () => {
    const html = (await page('/')).html
    const bundle = html.match(/"(\/build\/[\w/.-]+\.js)"/)![1]
    expect((await fetch(server.url + bundle)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${server.url}/content/images/eva-baby-1.svg`)).headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    expect((await fetch(`${server.url}/sitemap.xml`)).headers.get('cache-control')).toMatch(
      /s-maxage=\d+, stale-while-revalidate=\d+/,
    )
  })

  it('compresses responses', async () => {
    const response = await fetch(`${server.url}/eva-baby`, {headers: {'accept-encoding': 'gzip'}})
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })
})
