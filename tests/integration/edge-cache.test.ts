import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {describe, expect, it} from 'vitest'
import {useStack} from '../support/use-stack'

// A real Varnish (Debian's, with the repository's server/varnish/default.vcl) in front of the
// production server, which reads hosted content from the Sanity API stand-in and purges
// Varnish by surrogate key when the signed webhook tells it of a publish.
const SECRET = 'segredo-do-webhook-da-borda'
const stack = useStack({sanity: true, varnish: true, env: {SANITY_WEBHOOK_SECRET: SECRET}})

const viaVarnish = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(stack.varnish.url + path, {headers})
  return {status: response.status, headers: response.headers, html: await response.text()}
}
const price = (html: string) => html.match(/price__cash">([^<]+)</)?.[1]
const brl = (value: string) => `R$\u00a0${value}`
const editPrice = (value: number) => {
  stack.sanity.dataset.find((document) => document._id === 'product-eva-baby')!.cashPrice = value
}
const webhook = (body: string, signature: string) =>
  fetch(`${stack.varnish.url}/api/sanity-webhook`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })

describe('Varnish in front of the site', () => {
  it('serves a page from its cache', async () => {
    const first = await viaVarnish('/eva-baby')
    expect(first.status).toBe(200)
    const second = await viaVarnish('/eva-baby')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.html).toBe(first.html)
    expect(price(second.html)).toBe(brl('375,00'))
    // Tracking parameters do not make copies.
    expect((await viaVarnish('/eva-baby?utm_source=whatsapp')).headers.get('x-cache')).toBe('HIT')
  })

  it('keeps one copy per consent choice, whatever other cookies the visitor has', async () => {
    const accepted = await viaVarnish('/eva-baby', {cookie: 'user-consent=all'})
    expect(accepted.html).not.toContain('Cookies e privacidade')
    expect((await viaVarnish('/eva-baby', {cookie: '_ga=GA1.2.3; user-consent=all'})).headers.get('x-cache')).toBe('HIT')
    expect((await viaVarnish('/eva-baby')).html).toContain('Cookies e privacidade')
  })

  it('a signed webhook for a price change purges the page, and the next request shows the new price', async () => {
    editPrice(389)
    // Until a publish says so, Varnish keeps the page it has.
    expect(price((await viaVarnish('/eva-baby')).html)).toBe(brl('375,00'))
    const body = JSON.stringify({_id: 'product-eva-baby', _type: 'product'})
    const response = await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET))
    expect(response.status).toBe(200)
    const after = await viaVarnish('/eva-baby')
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(price(after.html)).toBe(brl('389,00'))
    // Both consent variants were purged.
    expect(price((await viaVarnish('/eva-baby', {cookie: 'user-consent=all'})).html)).toBe(brl('389,00'))
    // A page the product is not on was left alone.
    await viaVarnish('/sobre-nos')
    await webhook(body, await encodeSignatureHeader(body, Date.now() + 1, SECRET))
    expect((await viaVarnish('/sobre-nos')).headers.get('x-cache')).toBe('HIT')
  })

  it('an unsigned, forged or replayed call purges nothing', async () => {
    const body = JSON.stringify({_id: 'product-eva-baby', _type: 'product'})
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET)
    expect((await webhook(body, signature)).status).toBe(200)
    expect(price((await viaVarnish('/eva-baby')).html)).toBe(brl('389,00'))
    editPrice(401)

    expect((await webhook(body, '')).status).toBe(401)
    expect((await webhook(body, await encodeSignatureHeader(body, Date.now(), 'segredo-errado-qualquer'))).status).toBe(401)
    expect((await webhook(body, signature)).status).toBe(401)
    const after = await viaVarnish('/eva-baby')
    expect(after.headers.get('x-cache')).toBe('HIT')
    expect(price(after.html)).toBe(brl('389,00'))
  })

  it('takes PURGE only from the site, with surrogate keys', async () => {
    const refused = await fetch(stack.varnish.url, {method: 'PURGE'})
    expect(refused.status).toBe(400)
    expect((await viaVarnish('/eva-baby')).headers.get('x-cache')).toBe('HIT')
  })
})
