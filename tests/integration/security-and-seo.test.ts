import {createHash} from 'node:crypto'
import {describe, expect, it} from 'vitest'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {CITY_LABELS} from '~/forms/options'
import {useStack} from '../support/use-stack'

const stack = useStack({env: {TRUST_PROXY: '127.0.0.1', GA_MEASUREMENT_ID: 'G-TEST1234', SITE_URL: 'https://eva.example'}})

const PAGES = [...PUBLIC_PAGES, '/home', '/index', '/404', '/minha_eva/convite/ambiente-demo']
const OTHER_RESPONSES = [
  '/favicon.ico',
  '/logo.svg',
  '/content/images/eva-baby-1.svg',
  '/sitemap.xml',
  '/robots.txt',
  '/api/cep/123',
  '/nao-existe',
]

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${path}`, {headers, redirect: 'manual'})

function directives(csp: string) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

describe('security headers', () => {
  it.each([...PAGES, ...OTHER_RESPONSES])('%s carries them all, and no X-Powered-By', async (path) => {
    const response = await get(path)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    expect(response.headers.get('x-powered-by')).toBeNull()
    const csp = response.headers.get('content-security-policy')
    expect(csp).toBeTruthy()
    expect(csp!.split(',').length, 'one policy only').toBe(1)
    expect(directives(csp!)['frame-ancestors']).not.toContain('*')
    expect(response.headers.get('strict-transport-security'), 'no HSTS over plain http').toBeNull()
  })

  it.each(PAGES)(
    '%s: a hash-based CSP that covers exactly its inline scripts and styles; no nonce, no unsafe-inline',
    async (path) => {
      const response = await get(path)
      const csp = directives(response.headers.get('content-security-policy')!)
      const scriptSources: string[] = csp['script-src']!
      expect(scriptSources).not.toContain("'unsafe-inline'")
      expect(scriptSources).not.toContain("'unsafe-eval'")
      expect(response.headers.get('content-security-policy')).not.toMatch(/nonce/)
      const html = await response.text()
      expect(html).not.toMatch(/\bnonce=/)
      const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!),
      )
      expect(inline.length).toBeGreaterThan(0)
      // Every inline script is allowed by its hash, and the policy allows nothing else inline.
      expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-")))).toEqual(
        new Set(inline.map(([, , content]) => sha256(content!))),
      )
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, content]) => sha256(content!))
      expect(new Set(csp['style-src']!.filter((source: string) => source.startsWith("'sha256-")))).toEqual(new Set(styles))
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['frame-ancestors']).toEqual(["'self'"])
    },
  )

  it('the same page for two visitors is the same bytes and the same policy', async () => {
    const [first, second] = await Promise.all([get('/projetos'), get('/projetos', {'x-forwarded-for': '10.1.2.3'})])
    expect(first.headers.get('content-security-policy')).toBe(second.headers.get('content-security-policy'))
    expect(await first.text()).toBe(await second.text())
  })

  it('allows the video host only on the EVA Baby page, and analytics hosts only because analytics are configured', async () => {
    const frames = async (path: string) => directives((await get(path)).headers.get('content-security-policy')!)['frame-src']
    expect(await frames('/eva-baby')).toEqual(['https://www.youtube-nocookie.com'])
    expect(await frames('/')).toEqual(["'none'"])
    expect(directives((await get('/')).headers.get('content-security-policy')!)['script-src']).toContain(
      'https://www.googletagmanager.com',
    )
  })

  it('sends HSTS when the request came over HTTPS (through the trusted proxy)', async () => {
    const response = await get('/', {'x-forwarded-proto': 'https'})
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('refuses a request body over the limit', async () => {
    const response = await fetch(`${stack.url}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: 'demanda=' + 'x'.repeat(100_000),
    })
    expect(response.status).toBe(413)
  })

  it('the consent cookie is Secure under HTTPS', async () => {
    const response = await fetch(`${stack.url}/consentimento`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https'},
      body: new URLSearchParams({consent: 'all', redirectTo: '//evil.example/'}),
    })
    expect(response.status).toBe(303)
    // Only paths of this site: an attempt to send the visitor elsewhere goes home.
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.get('set-cookie')).toBe('user-consent=all; Max-Age=31536000; Path=/; Secure; SameSite=Lax')
  })
})

describe('search engines', () => {
  it('sitemap.xml lists every public page, the campaign pages and the articles, at the site URL', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const articles = [
      '/dicas',
      '/dicas/categoria/ervas-e-temperos',
      '/dicas/categoria/horta-em-casa',
      '/dicas/eva-baby-agua-e-colheita',
      '/dicas/hortalicas-na-meia-sombra',
      '/dicas/ervas-na-janela',
    ]
    expect(listed).toEqual([...PUBLIC_PAGES, '/horta-em-casa', ...articles].map((path) => `https://eva.example${path}`))
  })

  it('robots.txt points at the sitemap and keeps invitations out', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://eva.example/sitemap.xml')
    expect(robots).toContain('Disallow: /minha_eva/')
  })

  it('the 404 and the invitation pages are noindex; content pages are not', async () => {
    for (const path of ['/404', '/minha_eva/convite/ambiente-demo']) {
      expect(await (await get(path)).text()).toContain('<meta name="robots" content="noindex"/>')
    }
    expect(await (await get('/eva-baby')).text()).not.toContain('noindex')
  })

  it('pages carry canonical, Open Graph and Twitter tags with the site URL', async () => {
    const html = await (await get('/home')).text()
    expect(html).toContain('<link rel="canonical" href="https://eva.example/"/>')
    expect(html).toContain('<meta property="og:url" content="https://eva.example/"/>')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toMatch(/<meta name="twitter:image" content="https:\/\/eva\.example\/content\/share\/[\w-]+\.jpg"\/>/)
  })

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!))

  it('JSON-LD: the business with its service area (Curitiba and the 16 cities)', async () => {
    const [business] = jsonLd(await (await get('/')).text())
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'EVA Agricultura Urbana',
      url: 'https://eva.example/',
    })
    expect(business.areaServed).toHaveLength(16)
    expect(business.areaServed.map((city: {name: string}) => city.name)).toEqual(CITY_LABELS.map((city) => `${city}, PR`))
    expect(business.areaServed[0]).toEqual({'@type': 'City', name: 'Curitiba, PR'})
  })

  it('JSON-LD: the EVA Baby as a Product with an Offer in BRL at its price', async () => {
    const product = jsonLd(await (await get('/eva-baby')).text()).find((item) => item['@type'] === 'Product')
    expect(product).toMatchObject({
      name: 'EVA Baby',
      offers: {'@type': 'Offer', price: '375.00', priceCurrency: 'BRL', url: 'https://eva.example/eva-baby'},
    })
    // A raster picture search engines take (the seed's SVG, as the build rendered it), and it is there.
    expect(product.image).toMatch(/^https:\/\/eva\.example\/content\/renditions\/eva-baby-1-\d+\.webp$/)
    const picture = await get(new URL(product.image as string).pathname)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/webp')
  })
})
