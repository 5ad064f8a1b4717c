import {connect} from 'node:net'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {describe, expect, it} from 'vitest'
import {REQUEST_MAX_BYTES} from '~/constants'
import {EVERY_PAGE_KEY} from '~/delivery/cache-control'
import {EDGE_SECRET_HEADER} from '~/delivery/edge-headers'
import {messages} from '~/messages'
import {httpMessages} from '~/messages/http'
import {cookieBannerShown} from '../support/cookie-banner'
import {stackForThisTest, useStack} from '../support/use-stack'
import {TEST_EDGE_SECRET} from '../support/varnish.mjs'

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
    // Campaign tags do not make copies, at the edge or at the site behind it.
    expect((await viaVarnish('/eva-baby?utm_source=whatsapp')).headers.get('x-cache')).toBe('HIT')
    const landing = await viaVarnish('/insumos?utm_source=instagram&utm_campaign=X')
    expect(landing.status).toBe(200)
    expect(landing.headers.get('x-cache')).toBe('MISS')
    const direct = await fetch(`${stack.server.url}/insumos?utm_source=instagram&utm_campaign=Y`)
    expect(direct.headers.get('x-page-cache')).toBe('HIT')
    // Nor for a page's data: one copy, whatever the tags' values (once, one per value).
    await viaVarnish('/insumos.data')
    const objects = stack.varnish.objects()
    for (const value of ['a', 'b', 'c', 'd']) {
      const data = await viaVarnish(`/insumos.data?utm_source=${value}&fbclid=${value}`)
      expect(data.headers.get('x-cache'), value).toBe('HIT')
    }
    expect(stack.varnish.objects()).toBe(objects)
  })

  it('a copy from its cache carries the same Content-Type as the site\u2019s answer', async () => {
    const home = await viaVarnish('/')
    const script = home.html.match(/src="(\/scripts\/behaviours-[0-9a-f]+\.js)"/)?.[1]
    for (const path of ['/sobre-nos', '/sitemap.xml', '/robots.txt', script!, '/favicon.svg']) {
      const site = (await fetch(stack.server.url + path)).headers.get('content-type')
      const first = await viaVarnish(path)
      const second = await viaVarnish(path)
      expect(second.headers.get('x-cache'), path).toBe('HIT')
      expect([first.headers.get('content-type'), second.headers.get('content-type')], path).toEqual([site, site])
    }
  })

  it('keeps one copy per consent choice, whatever other cookies the visitor has', async () => {
    const accepted = await viaVarnish('/eva-baby', {cookie: 'user-consent=all'})
    expect(cookieBannerShown(accepted.html)).toBe(false)
    expect((await viaVarnish('/eva-baby', {cookie: '_ga=GA1.2.3; user-consent=all'})).headers.get('x-cache')).toBe('HIT')
    expect(cookieBannerShown((await viaVarnish('/eva-baby')).html)).toBe(true)
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

  it('takes PURGE only from the site, proved by the shared secret, with surrogate keys', async () => {
    const purge = (headers: Record<string, string>) => fetch(stack.varnish.url, {method: 'PURGE', headers})
    // From this machine's own address, as every client is behind a TLS terminator here: not enough.
    for (const secret of [undefined, '', 'segredo-errado', `${TEST_EDGE_SECRET}x`, TEST_EDGE_SECRET.slice(1)]) {
      const refused = await purge({xkey: EVERY_PAGE_KEY, ...(secret === undefined ? {} : {[EDGE_SECRET_HEADER]: secret})})
      expect(refused.status, String(secret)).toBe(403)
      expect(await refused.text()).toContain('lang="pt-BR"')
    }
    expect((await viaVarnish('/eva-baby')).headers.get('x-cache')).toBe('HIT')
    const unnamed = await purge({[EDGE_SECRET_HEADER]: TEST_EDGE_SECRET})
    expect(unnamed.status).toBe(400)
    expect((await purge({xkey: EVERY_PAGE_KEY, [EDGE_SECRET_HEADER]: TEST_EDGE_SECRET})).status).toBe(200)
    expect((await viaVarnish('/eva-baby')).headers.get('x-cache')).toBe('MISS')
  })
})

describe("what Varnish keeps: the site's pages, and no more", () => {
  it('one copy of a page, whatever Host the client names', async () => {
    await viaVarnish('/insumos')
    for (const host of ['evil.example', 'eva.example:8080', 'x.example']) {
      expect((await viaVarnish('/insumos', {host})).headers.get('x-cache'), host).toBe('HIT')
    }
  })

  it('another spelling of an address is sent to the address, and not kept', async () => {
    // (fetch would resolve a dot segment before sending it: hostile-requests and request-fuzz send those.)
    for (const spelling of ['/Insumos', '/insumos/', '//insumos', '/%69nsumos', '/INSUMOS.data']) {
      for (let time = 0; time < 2; time++) {
        const response = await fetch(stack.varnish.url + spelling, {redirect: 'manual'})
        expect(response.status, spelling).toBe(301)
        expect(response.headers.get('location'), spelling).toBe(spelling.endsWith('.data') ? '/insumos.data' : '/insumos')
        expect(response.headers.get('x-cache'), spelling).toBe('MISS')
      }
    }
  })

  it('unknown addresses take no room', async () => {
    const before = stack.varnish.objects()
    for (let index = 0; index < 50; index++) {
      const response = await fetch(`${stack.varnish.url}/nao-existe-${index}`, {redirect: 'manual'})
      expect(response.status).toBe(302)
      await response.arrayBuffer()
    }
    // Varnish lets go of what it did not keep just after the answer (a few ms): the count follows.
    await expect.poll(() => stack.varnish.objects() - before, {timeout: 10_000}).toBeLessThan(5)
  })
})

describe('bodies at the edge', () => {
  const form = {'content-type': 'application/x-www-form-urlencoded'}

  it(`a body over ${REQUEST_MAX_BYTES / 1024} KB goes on to the site, which refuses it with 413 (no cut connection)`, async () => {
    const big = 'x'.repeat(REQUEST_MAX_BYTES + 1)
    const announced = await fetch(`${stack.varnish.url}/projetos`, {method: 'POST', headers: form, body: big})
    expect(announced.status).toBe(413)
    expect(await announced.text()).toBe(httpMessages.tooLarge)
    // A body that comes as a stream is sent in chunks, without a length: the form's page says it.
    const chunked = await fetch(`${stack.varnish.url}/projetos`, {
      method: 'POST',
      headers: form,
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await chunked.text()).toContain('lang="pt-BR"')
  })

  it('a body that ends before its Content-Length: the connection closes, not the 503 of a site that failed', async () => {
    const {port} = new URL(stack.varnish.url)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1')
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
      // Ten bytes promised, five sent, and the client says it has no more.
      socket.end(
        'POST /projetos HTTP/1.1\r\nHost: eva.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\nnome=',
      )
    })
    expect(answer).toBe('')
  })
})

describe('when the site does not answer', () => {
  it("a page Varnish does not have gets the site's pt-BR error page, 503", async () => {
    const alone = await stackForThisTest({varnish: true})
    await alone.server.stop()
    const response = await fetch(`${alone.varnish.url}/contato`)
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('lang="pt-BR"')
    expect(html).toContain(messages.error.title)
    expect(html).toContain(messages.error.text)
    expect(html).not.toMatch(/Guru Meditation|Backend fetch failed/)
  })
})
