import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {CITY_LABELS} from '~/forms/options'
import {PUBLIC_PAGES} from '~/utils/public-pages'
import {startServer} from '../support/server.mjs'

const dataDir = mkdtempSync(join(tmpdir(), 'eva-security-'))
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    GA_MEASUREMENT_ID: 'G-TEST1234',
    SITE_URL: 'https://eva.example',
  })
}, 30_000)
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, {recursive: true, force: true})
})

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

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, {headers, redirect: 'manual'})

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

  it.each(PAGES)('%s: a nonce-based CSP whose nonce is on every script, never unsafe-inline for scripts', async (path) => {
    const response = await get(path)
    const csp = directives(response.headers.get('content-security-policy')!)
    const scriptSources = csp['script-src']!
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain("'unsafe-eval'")
    const nonce = scriptSources.find((source: string) => source.startsWith("'nonce-"))!.slice(7, -1)
    expect(nonce.length).toBeGreaterThanOrEqual(16)
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'self'"])
  })

  it('a fresh nonce on every response', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await get('/')).headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]),
    )
    expect(new Set(nonces).size).toBe(3)
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
    const response = await fetch(`${server.url}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: 'demanda=' + 'x'.repeat(100_000),
    })
    expect(response.status).toBe(413)
  })

  it('the consent cookie is Secure under HTTPS', async () => {
    const response = await fetch(`${server.url}/consentimento`, {
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
  it('sitemap.xml lists every public page, at the site URL', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(listed).toEqual(PUBLIC_PAGES.map((path) => `https://eva.example${path}`))
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
    expect(html).toMatch(/<meta name="twitter:image" content="https:\/\/eva\.example\/content\/images\/[\w-]+\.svg"\/>/)
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
    expect(product.image).toMatch(/^https:\/\/eva\.example\/content\/images\/eva-baby-1\.svg$/)
  })
})
