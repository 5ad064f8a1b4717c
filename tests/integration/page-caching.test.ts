import {request} from 'node:http'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {describe, expect, it} from 'vitest'
import {EVERY_PAGE_KEY} from '~/delivery/cache-control'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {cookieBannerShown} from '../support/cookie-banner'
import {useStack} from '../support/use-stack'

// The production server on the seed content: what a CDN in front of it is told, and what
// the server's own page cache answers.
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1'}})

const get = (path: string, headers: Record<string, string> = {}) => fetch(stack.url + path, {headers, redirect: 'manual'})
const consent = (level: string) => ({cookie: `outro=1; user-consent=${level}`})

/** A GET whose body is left as sent (fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{status?: number; headers: Record<string, string | string[] | undefined>; body: Buffer}>(
    (resolve, reject) => {
      request(stack.url + path, {headers}, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks)}))
      })
        .on('error', reject)
        .end()
    },
  )
}

describe('public pages', () => {
  it.each([...PUBLIC_PAGES, '/home', '/index', '/eva-baby.data', '/_root.data', '/dicas', '/dicas/ervas-na-janela'])(
    '%s: a CDN may keep it; it varies only by compression and consent; its surrogate keys name its content',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800',
      )
      expect(response.headers.get('vary')).toBe('Accept-Encoding, X-Consent')
      const keys = response.headers.get('surrogate-key')!.split(' ')
      expect(keys).toContain('siteSettings')
      // And the key that empties the edge of every page (a gap in the change feed).
      expect(keys).toContain(EVERY_PAGE_KEY)
      expect(response.headers.get('cache-tag')).toBe(keys.join(','))
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
      expect(response.headers.get('set-cookie')).toBeNull()
    },
  )

  it('lists exactly the documents a page shows: a product is on /eva-baby and /insumos, not on /sobre-nos', async () => {
    const keysOf = async (path: string) => (await get(path)).headers.get('surrogate-key')!.split(' ')
    expect(await keysOf('/eva-baby')).toEqual(['evaBabyPage', 'product-eva-baby', 'siteSettings', EVERY_PAGE_KEY])
    expect(await keysOf('/insumos')).toEqual(expect.arrayContaining(['suppliesPage', 'product-eva-baby', 'product-rai']))
    expect(await keysOf('/projetos')).toEqual(expect.arrayContaining(['projectsPage', 'caseStudy']))
    expect(await keysOf('/sobre-nos')).not.toContain('product-eva-baby')
  })

  it('is rendered once and then answered from memory: the same bytes, compressed once, 304 for the same ETag', async () => {
    const first = await get('/contato')
    const again = await get('/contato', {'x-forwarded-for': '10.9.8.7'})
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    const html = await first.text()
    expect(await again.text()).toBe(html)

    const gzipped = await rawGet('/contato', {'accept-encoding': 'gzip'})
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(html)
    const brotli = await rawGet('/contato', {'accept-encoding': 'br, gzip'})
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html)

    // (fetch would add Cache-Control: no-cache to a conditional request; a browser revalidating does not.)
    const unchanged = await rawGet('/contato', {'if-none-match': first.headers.get('etag')!})
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
  })

  it('keeps one copy per consent choice: the banner for those who have not chosen, none for those who have', async () => {
    const none = await (await get('/insumos')).text()
    const all = await (await get('/insumos', consent('all'))).text()
    const necessary = await (await get('/insumos', consent('necessary'))).text()
    expect(cookieBannerShown(none)).toBe(true)
    expect(cookieBannerShown(all)).toBe(false)
    expect(cookieBannerShown(necessary)).toBe(false)
    // Whatever else the visitor's cookies hold, the same choice gets the same bytes.
    expect(await (await get('/insumos', {cookie: 'user-consent=all; _ga=GA1.1.123'})).text()).toBe(all)
    expect(await (await get('/insumos', {cookie: 'user-consent=bogus'})).text()).toBe(none)
  })

  it('renders a page once however many ask for it at the same moment', async () => {
    // A variant nobody has asked for yet.
    const answers = await Promise.all(Array.from({length: 20}, () => get('/politica-de-privacidade', consent('necessary'))))
    const states = answers.map((answer) => answer.headers.get('x-page-cache'))
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1)
    expect(states.filter((state) => state === 'HIT')).toHaveLength(19)
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())))
    expect(bodies.size).toBe(1)
  })
})

describe('what stays private', () => {
  it.each(['/404', '/minha_eva/convite/ambiente-demo', '/minha_eva/convite/ambiente-demo.data'])(
    '%s: the browser only, never a shared cache, no surrogate keys',
    async (path) => {
      const response = await get(path)
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(response.headers.get('surrogate-key')).toBeNull()
      expect((await get(path)).headers.get('x-page-cache')).not.toBe('HIT')
    },
  )

  it('the answer to a form post', async () => {
    const response = await fetch(`${stack.url}/eva-baby`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({nome: 'Só Testando', color: ''}),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('surrogate-key')).toBeNull()
  })

  it('a campaign’s landing is the page everyone gets: its tags are not part of the key, nor of the page', async () => {
    // The landing first, so its render is what the plain address is then answered with.
    const landing = await get('/contato?utm_source=news&utm_term=ana@exemplo.com&gclid=segredo')
    expect(landing.status).toBe(200)
    expect(await landing.text()).not.toMatch(/utm_|exemplo|segredo/)
    const plainAfter = await get('/contato')
    expect(plainAfter.headers.get('x-page-cache')).toBe('HIT')
    expect(await plainAfter.text()).not.toMatch(/utm_|exemplo|segredo/)
    const plain = await get('/insumos')
    expect(plain.status).toBe(200)
    for (const address of [
      '/insumos?utm_source=instagram&utm_campaign=X',
      '/insumos?gclid=abc123',
      '/insumos?fbclid=1&utm_term=y',
    ]) {
      const response = await get(address)
      expect(response.headers.get('x-page-cache'), address).toBe('HIT')
      expect(await response.text(), address).toBe(await (await get('/insumos')).text())
    }
  })

  it('an address with another query is rendered, never kept (nobody fills the cache with ?x=1, ?x=2…)', async () => {
    for (const address of [
      '/sobre-nos?x=1',
      '/sobre-nos?x=1',
      '/sobre-nos?utm_source=whatsapp&x=1',
      // Remix's own, which the site's pages never send: one entry per value, else.
      '/projetos.data?_routes=routes%2Fprojetos',
      '/projetos.data?_routes=routes%2Fprojetos%2Cqualquer',
    ]) {
      const response = await get(address)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-page-cache'), address).toBeNull()
      expect(response.headers.get('cache-control'), address).toMatch(/^private/)
    }
  })
})
