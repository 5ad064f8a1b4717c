import sharp from 'sharp'
import {describe, expect, it} from 'vitest'
import {SEED_DIR} from '~/utils/paths.server'
import {readSeedDocuments} from '../../studio/seed-dataset'
import {sitemapPaths} from '../support/server.mjs'
import {useStack} from '../support/use-stack'

// What a visitor sees of the content images over the production server: the focus point an
// editor set, and the picture WhatsApp, Facebook or X show for a shared link.

const stack = useStack({env: {SITE_URL: 'https://eva.example'}})

const get = (path: string) => fetch(`${stack.url}${path}`, {redirect: 'manual'})
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`))?.[1]

describe('focus points', () => {
  it('the home banner shows the part of its picture the editor marked, at any width', async () => {
    type Slide = {image: {hotspot?: {x: number; y: number}}}
    const home = readSeedDocuments(SEED_DIR).find((document) => document._id === 'homePage') as unknown as {
      bannerSlides: Slide[]
    }
    const hotspot = home.bannerSlides[0]!.image.hotspot!
    expect(hotspot.x, 'the seed marks an off-centre focus point').not.toBe(0.5)
    const html = await (await get('/')).text()
    const heroImage = html.match(/<img class="hero__image"[^>]*>/)?.[0]
    expect(heroImage).toBeDefined()
    expect(heroImage).toContain(`object-position:${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%`)
  })
})

describe('share pictures', () => {
  it('every public page shares a 1200×630 JPEG or PNG that the server delivers', async () => {
    const pages = await sitemapPaths(stack.url)
    expect(pages.length).toBeGreaterThan(5)
    for (const path of pages) {
      const html = await (await get(path)).text()
      const url = meta(html, 'og:image')
      expect(url, path).toMatch(/^https:\/\/eva\.example\//)
      expect(meta(html, 'twitter:image'), path).toBe(url)
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], path).toEqual(['1200', '630'])
      const response = await get(new URL(url!).pathname)
      expect(response.status, `${path}: ${url}`).toBe(200)
      const type = response.headers.get('content-type')
      expect(type, path).toMatch(/^image\/(jpeg|png)$/)
      expect(meta(html, 'og:image:type'), path).toBe(type)
      const bytes = Buffer.from(await response.arrayBuffer())
      const {format, width, height} = await sharp(bytes).metadata()
      expect({format, width, height}, `${path}: ${url}`).toEqual({
        format: type === 'image/png' ? 'png' : 'jpeg',
        width: 1200,
        height: 630,
      })
    }
  })

  it('is a long-lived file, not a page: no page cache, no page headers', async () => {
    const html = await (await get('/')).text()
    const path = new URL(meta(html, 'og:image')!).pathname
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400, s-maxage=604800/)
      expect(response.headers.get('x-page-cache')).toBeNull()
      expect(response.headers.get('surrogate-key')).toBeNull()
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      await response.arrayBuffer()
    }
  })

  it.each([
    '/content/share/nao-existe.jpg',
    '/content/share/home-banner-eva-baby_x10y10.jpg',
    '/content/share/..%2F..%2Fpackage.json',
    '/content/share/..%2Fimages%2Feva-baby-1.svg',
    '/content/share/home-banner-eva-baby.svg',
  ])('%s is not found (never another file, never a 500)', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).not.toMatch(/^image\//)
    expect(response.headers.get('cache-control')).not.toMatch(/public/)
  })
})
