import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {describe, expect, it} from 'vitest'
import {WEBHOOK_MAX_AGE_MS} from '~/constants'
import {useStack} from '../support/use-stack'

// Production servers reading a "hosted" dataset: the real @sanity/client against the
// query-API stand-in, whose documents the test edits and publishes like an editor would.
const SECRET = 'segredo-do-webhook-de-teste'
const stack = useStack({sanity: true, instances: 2, env: {SANITY_WEBHOOK_SECRET: SECRET}})

const page = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, {headers})
  return {status: response.status, headers: response.headers, html: await response.text()}
}
const priceShown = async (base = stack.server.url) => (await page(base, '/eva-baby')).html.match(/price__cash">([^<]+)</)?.[1]
const nbsp = '\u00a0'
const brl = (value: string) => `R$${nbsp}${value}`

async function webhook(body: string, signature: string) {
  return fetch(`${stack.server.url}/api/sanity-webhook`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })
}

/** An editor changes the EVA Baby's price; the dataset changes, nobody is told. */
function editPrice(price: number) {
  stack.sanity.dataset.find((document) => document._id === 'product-eva-baby')!.cashPrice = price
}

describe('content freshness', () => {
  it('a signed webhook purges what the document touched; a forged, stale or replayed one purges nothing', async () => {
    expect(await priceShown()).toBe(brl('375,00'))
    editPrice(389)
    // The page is kept until a publish says otherwise.
    expect(await priceShown()).toBe(brl('375,00'))

    const body = JSON.stringify({_id: 'product-eva-baby', _type: 'product'})
    const forged = await webhook(body, await encodeSignatureHeader(body, Date.now(), 'outro-segredo-qualquer'))
    expect(forged.status).toBe(401)
    expect((await webhook(body, 'lixo')).status).toBe(401)
    const expired = await webhook(body, await encodeSignatureHeader(body, Date.now() - WEBHOOK_MAX_AGE_MS - 60_000, SECRET))
    expect(expired.status).toBe(401)
    expect(await priceShown()).toBe(brl('375,00'))

    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    const signed = await webhook(body, signature)
    expect(signed.status).toBe(200)
    expect(await signed.json()).toEqual({purged: ['product-eva-baby', 'product']})
    expect(await priceShown()).toBe(brl('389,00'))

    // The same call again (captured and replayed) is refused, and purges nothing.
    editPrice(395)
    expect((await webhook(body, signature)).status).toBe(401)
    expect(await priceShown()).toBe(brl('389,00'))
  })

  // The pages are kept an hour (s-maxage=3600): fresh within a minute means the purge did it.
  // How fast, a busy machine decides; the test waits for the outcome, not for a clock.
  it('a publish shows on every instance, from the change feed, whichever one the webhook reaches', async () => {
    await expect.poll(() => stack.sanity.listenerCount(), {timeout: 60_000}).toBeGreaterThanOrEqual(2)
    // Both instances have the page rendered and kept (with whatever price they read).
    for (const base of [stack.server.url, stack.instances[1]!.url]) {
      expect(await priceShown(base)).not.toBe(brl('412,50'))
      expect((await page(base, '/eva-baby')).headers.get('x-page-cache')).toBe('HIT')
    }
    // Published in the Studio: Sanity's change feed tells every instance; no webhook here.
    stack.sanity.publish('product-eva-baby', {cashPrice: 412.5})
    await expect
      .poll(async () => [await priceShown(stack.server.url), await priceShown(stack.instances[1]!.url)], {
        timeout: 60_000,
        message: 'both instances show the new price',
      })
      .toEqual([brl('412,50'), brl('412,50')])
    // Only the pages the product is on were purged: the home page was kept.
    const purges = stack.server
      .logs()
      .split('\n')
      .filter((line) => line.includes('"event":"content.purged"'))
    expect(purges.some((line) => line.includes('"from":"change feed"'))).toBe(true)
  })

  it('with the content source cut, pages keep serving the last good content, and nothing answers 500', async () => {
    expect((await page(stack.server.url, '/')).status).toBe(200)
    stack.sanity.setFailing(true)
    try {
      // Even after a publish notice forces a refetch.
      const body = JSON.stringify({_id: 'homePage', _type: 'homePage'})
      await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET))
      const evaBaby = await page(stack.server.url, '/eva-baby')
      expect(evaBaby.status).toBe(200)
      expect(evaBaby.html).toContain(brl('412,50'))
      const home = await page(stack.server.url, '/')
      expect(home.status).toBe(200)
      expect(home.html).toContain('Venha conhecer nossos projetos')
      expect(stack.server.logs()).toContain('content.serving_last_good')

      // A page never loaded before has nothing to fall back on: a clear 503, not a 500.
      const cold = await page(stack.server.url, '/politica-de-privacidade')
      expect(cold.status).toBe(503)
      expect(cold.html).toContain('Conteúdo indisponível no momento')
      expect(cold.headers.get('cache-control')).toBe('private, no-cache')
    } finally {
      stack.sanity.setFailing(false)
    }
  })
})
