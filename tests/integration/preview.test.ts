import {createHmac} from 'node:crypto'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {chromium} from '@playwright/test'
import {createCookie} from '@remix-run/node'
import {stegaClean} from '@sanity/client/stega'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {PREVIEW_COOKIE_NAME, PREVIEW_ENTRY_RATE_LIMIT} from '~/constants'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {messages} from '~/messages'
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from '../support/chromium.mjs'
import {stackForThisTest, useStack} from '../support/use-stack'

// An editor's preview, end to end: the Sanity API stand-in holds a draft, the production server
// reads it only for a browser the Studio's secret let in, and Varnish sits in front as it would
// in production. Nobody else (a visitor, the page cache, Varnish) ever sees the draft.
const TOKEN = 'sk-viewer-token-for-preview-tests'
const STUDIO = 'http://studio.localhost:3333'
const stack = useStack({sanity: true, varnish: true, env: {SANITY_PREVIEW_TOKEN: TOKEN}})

type Page = {status: number; headers: Headers; html: string}
const get = async (base: string, path: string, cookie?: string): Promise<Page> => {
  const response = await fetch(base + path, {headers: cookie ? {cookie} : {}, redirect: 'manual'})
  return {status: response.status, headers: response.headers, html: await response.text()}
}
const price = (html: string) => html.match(/price__cash">([^<]+)</)?.[1]
const brl = (value: string) => `R$\u00a0${value}`
const hasStega = (text: string) => stegaClean(text) !== text
const enableUrl = (secret: string, path = '/eva-baby') =>
  `/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(path)}&sanity-preview-perspective=drafts`

/** What the Studio does when it opens the site: a fresh secret, then the enable address. */
async function enterPreview(path = '/eva-baby') {
  const response = await get(stack.varnish.url, enableUrl(stack.sanity.createPreviewSecret({studioUrl: STUDIO}), path))
  expect(response.status).toBe(303)
  const setCookie = response.headers.get('set-cookie') ?? ''
  return {location: response.headers.get('location')!, setCookie, cookie: setCookie.split(';')[0]!}
}

describe('preview: an editor sees the draft, nobody else does', () => {
  it('a draft price shows in preview, and not to a visitor, in the page cache or through Varnish', async () => {
    // A visitor's page is in Varnish and in the server's page cache before the editor types.
    await get(stack.varnish.url, '/eva-baby')
    expect((await get(stack.varnish.url, '/eva-baby')).headers.get('x-cache')).toBe('HIT')
    expect((await get(stack.server.url, '/eva-baby')).headers.get('x-page-cache')).toBe('HIT')

    stack.sanity.saveDraft('product-eva-baby', {cashPrice: 412.5})
    const {location, setCookie, cookie} = await enterPreview()
    expect(location).toBe('/eva-baby?sanity-preview-perspective=drafts')
    expect(setCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=`))
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/; Secure/i)
    expect(setCookie).toMatch(/; SameSite=None/i)
    // Kept in the Studio's frame even where third-party cookies are blocked (CHIPS).
    expect(setCookie).toMatch(/; Partitioned/i)
    // A session cookie: gone when the browser closes.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i)

    const preview = await get(stack.varnish.url, location, cookie)
    expect(preview.status).toBe(200)
    expect(price(preview.html)).toBe(brl('412,50'))
    expect(preview.html).toContain(messages.preview.notice)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    expect(preview.headers.get('x-cache')).toBe('MISS')
    expect(preview.headers.get('x-page-cache')).toBeNull()
    // The same page without the editor's own query parameter, and its data for a navigation.
    expect(price((await get(stack.varnish.url, '/eva-baby', cookie)).html)).toBe(brl('412,50'))
    const data = await get(stack.server.url, '/eva-baby.data', cookie)
    expect(data.html).toContain('412.5')
    expect(data.headers.get('cache-control')).toBe('private, no-store')
    // Drafts were read from the API itself, with the Viewer token.
    const draftReads = stack.sanity.requests.filter((request) => request.perspective === 'drafts')
    expect(draftReads.length).toBeGreaterThan(0)
    expect(draftReads.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true)

    // Everyone else still gets the published price, from every cache.
    const visitor = await get(stack.varnish.url, '/eva-baby')
    expect(price(visitor.html)).toBe(brl('375,00'))
    expect(visitor.headers.get('x-cache')).toBe('HIT')
    const origin = await get(stack.server.url, '/eva-baby')
    expect(price(origin.html)).toBe(brl('375,00'))
    expect(origin.headers.get('x-page-cache')).toBe('HIT')
    expect(origin.html).not.toContain(messages.preview.notice)
    // A visitor who arrives after the preview renders gets a fresh render of the published page,
    // and asking for the drafts' perspective without the session changes nothing.
    expect(price((await get(stack.server.url, '/eva-baby?fresh=1')).html)).toBe(brl('375,00'))
    expect(price((await get(stack.server.url, '/eva-baby?sanity-preview-perspective=drafts')).html)).toBe(brl('375,00'))
    stack.sanity.discardDraft('product-eva-baby')
  })

  it('answers everything in preview privately, redirects included', async () => {
    stack.sanity.saveDraft('siteSettings', {underConstruction: true})
    const {cookie} = await enterPreview('/')
    const redirected = await get(stack.server.url, '/', cookie)
    expect(redirected.status).toBeGreaterThanOrEqual(300)
    expect(redirected.status).toBeLessThan(400)
    expect(redirected.headers.get('cache-control')).toBe('private, no-store')
    expect(redirected.headers.get('x-robots-tag')).toBe('noindex')
    // Published, the home page is still the home page.
    expect((await get(stack.server.url, '/')).status).toBe(200)
    stack.sanity.discardDraft('siteSettings')
  })

  it('texts carry stega for the overlays; links, classes, images and structured data never do', async () => {
    const {cookie} = await enterPreview('/')
    for (const path of PUBLIC_PAGES) {
      const {html} = await get(stack.server.url, path, cookie)
      const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''
      const texts = [...html.matchAll(/>([^<>]+)</g)].map((match) => match[1]!)
      expect(texts.some(hasStega), `${path}: some text carries stega`).toBe(true)
      // Attributes the site computes with (meta tags' texts may carry it: nobody shares a preview).
      for (const [, name, value] of html.matchAll(/\s(href|src|srcset|class|id|style|action|for|name|value)="([^"]*)"/g)) {
        expect(hasStega(value!), `${path}: ${name}="${stegaClean(value!)}"`).toBe(false)
      }
      expect(html, `${path}: no structured data in preview`).not.toContain('application/ld+json')
      expect(heading.length, `${path} has a heading`).toBeGreaterThan(0)
    }
    // The WhatsApp link, built from the phone number and the greeting, works as it does live.
    const home = (await get(stack.server.url, '/', cookie)).html
    const whatsapp = home.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1]
    expect(whatsapp).toBe((await get(stack.server.url, '/')).html.match(/href="(https:\/\/wa\.me\/[^"]+)"/)?.[1])
    const phone = home.match(/>WhatsApp(?:<!-- -->)?: (?:<!-- -->)?([^<]+)</)?.[1]
    expect(phone).toMatch(/^[\d ()+-]+$/)
  })

  it('a campaign page’s blocks carry the overlays’ handle in preview (drag to reorder), and never for a visitor', async () => {
    const {cookie} = await enterPreview('/horta-em-casa')
    const {html} = await get(stack.server.url, '/horta-em-casa', cookie)
    const handles = [...html.matchAll(/<div class="campaign-block" data-sanity="([^"]+)">/g)].map((match) => match[1]!)
    const keys = stack.sanity.store.find('campaignPage-horta-em-casa')!.blocks as Array<{_key: string}>
    expect(handles).toEqual(
      keys.map(
        ({_key}) => `id=campaignPage-horta-em-casa;type=campaignPage;path=blocks:${_key};base=${encodeURIComponent(STUDIO)}`,
      ),
    )
    const visitor = (await get(stack.server.url, '/horta-em-casa')).html
    expect(visitor).not.toContain('data-sanity')
    expect(visitor).not.toContain('campaign-block')
  })

  it('refuses a forged or expired secret, and a forged or expired cookie', async () => {
    for (const secret of ['forjado', stack.sanity.createPreviewSecret({ageS: 3601})]) {
      const refused = await get(stack.varnish.url, enableUrl(secret))
      expect(refused.status).toBe(403)
      expect(refused.html).toBe(messages.preview.invalidLink)
      expect(refused.headers.get('set-cookie')).toBeNull()
    }
    expect((await get(stack.varnish.url, '/api/preview-mode/enable')).status).toBe(403)

    stack.sanity.saveDraft('product-eva-baby', {cashPrice: 999})
    const {cookie} = await enterPreview()
    expect(price((await get(stack.server.url, '/eva-baby', cookie)).html)).toBe(brl('999,00'))
    const [name, value] = cookie.split('=') as [string, string]
    const tampered = `${name}=${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`
    // Signed with the server's key, but past its time.
    const expired = await createCookie(PREVIEW_COOKIE_NAME, {
      secrets: [createHmac('sha256', TOKEN).update('eva preview session').digest('base64url')],
    }).serialize({perspective: 'drafts', studioOrigin: STUDIO, until: Date.now() - 1000})
    await get(stack.server.url, '/eva-baby')
    for (const forged of [tampered, `${PREVIEW_COOKIE_NAME}=e30%3D`, expired.split(';')[0]!]) {
      const page = await get(stack.server.url, '/eva-baby', forged)
      expect(price(page.html), forged).toBe(brl('375,00'))
      expect(page.html).not.toContain(messages.preview.notice)
      // Not a way around the caches either: the server answers from its page cache.
      expect(page.headers.get('x-page-cache'), forged).toBe('HIT')
      expect(price((await get(stack.varnish.url, '/eva-baby', forged)).html)).toBe(brl('375,00'))
    }
    stack.sanity.discardDraft('product-eva-baby')
  })

  it('leaving preview brings back the published content', async () => {
    await get(stack.varnish.url, '/eva-baby')
    stack.sanity.saveDraft('product-eva-baby', {cashPrice: 450})
    const {cookie} = await enterPreview()
    expect(price((await get(stack.varnish.url, '/eva-baby', cookie)).html)).toBe(brl('450,00'))

    const exit = await get(stack.varnish.url, '/api/preview-mode/disable?redirect=%2Feva-baby', cookie)
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe('/eva-baby')
    const cleared = exit.headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(new RegExp(`^${PREVIEW_COOKIE_NAME}=; Max-Age=0`))
    // The same attributes as the cookie it replaces, or a browser would keep that one.
    for (const attribute of [/; Path=\//, /; Secure/i, /; SameSite=None/i, /; Partitioned/i]) expect(cleared).toMatch(attribute)
    // The browser dropped the cookie: the published page, from the cache.
    const after = await get(stack.varnish.url, '/eva-baby')
    expect(price(after.html)).toBe(brl('375,00'))
    expect(after.headers.get('x-cache')).toBe('HIT')
    // The way out never leads off the site.
    expect((await get(stack.varnish.url, '/api/preview-mode/disable?redirect=//evil.example')).headers.get('location')).toBe('/')
    stack.sanity.discardDraft('product-eva-baby')
  })
})

describe('preview in the browser', () => {
  let studio: Server
  let studioUrl: string
  beforeAll(async () => {
    ensureChromium()
    // Stands in for the Studio: another site that shows the preview in a frame.
    studio = createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://studio').searchParams.get('src') ?? ''
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'})
      res.end(`<!doctype html><title>Studio</title><iframe src="${src.replace(/"/g, '')}" width="1200" height="800"></iframe>`)
    })
    await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve))
    studioUrl = `http://localhost:${(studio.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => (studio ? studio.close(() => resolve()) : resolve())))

  it('loads the overlays in the Studio’s frame, and visitors never download them', async () => {
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
    try {
      const page = await browser.newPage()
      const scripts: string[] = []
      const problems: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      const overlays = (url: string) => /\/preview\/overlays-\w+\.js$/.test(url)

      // A visitor: the whole page, no overlay code.
      await page.goto(`${stack.server.url}/eva-baby`, {waitUntil: 'networkidle', timeout: 60_000})
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter(overlays)).toEqual([])

      // The editor, in the Studio's frame: the Studio's secret lets the frame in.
      const secret = stack.sanity.createPreviewSecret({studioUrl})
      // The frame's own loading is awaited below, by what it shows.
      await page.goto(`${studioUrl}/?src=${encodeURIComponent(stack.server.url + enableUrl(secret))}`, {timeout: 60_000})
      const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.server.url))
      expect(frame, 'the site is allowed in the Studio’s frame').toBeDefined()
      await expect.poll(() => frame!.locator('.preview-bar').textContent(), {timeout: 20_000}).toContain(messages.preview.notice)
      await expect.poll(() => scripts.filter(overlays).length, {timeout: 20_000}).toBeGreaterThan(0)
      // The overlays started: their root element is on the page.
      await expect.poll(() => frame!.locator('sanity-visual-editing').count(), {timeout: 20_000}).toBeGreaterThan(0)
      expect(problems.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)
})

describe('preview without a hosted dataset or a token', () => {
  it('is not available, a preview cookie changes nothing, and tries are limited', async () => {
    const local = await stackForThisTest({})
    const enable = await get(local.url, enableUrl('qualquer'))
    expect(enable.status).toBe(404)
    expect(enable.html).toBe(messages.preview.unavailable)
    expect(enable.headers.get('set-cookie')).toBeNull()
    const page = await get(local.url, '/eva-baby', `${PREVIEW_COOKIE_NAME}=e30%3D`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('public')
    expect(page.html).not.toContain(messages.preview.notice)
    // Each try to open preview costs a call to Sanity's API: a client gets a bounded number.
    let answer = enable
    // Another spelling of the address is moved to it, never counted or answered apart.
    for (const spelling of ['/API/Preview-Mode/Enable', '/api/preview-mode/enable/', '/%61pi/preview-mode/enable']) {
      const moved = await get(local.url, enableUrl('grafia').replace('/api/preview-mode/enable', spelling))
      expect(moved.status, spelling).toBe(301)
    }
    for (let tries = 1; tries < PREVIEW_ENTRY_RATE_LIMIT.max && answer.status === 404; tries++) {
      answer = await get(local.url, enableUrl(`tentativa-${tries}`))
    }
    expect(answer.status).toBe(404)
    const limited = await get(local.url, enableUrl('mais-uma'))
    expect(limited.status).toBe(429)
    expect(limited.html).toBe(messages.preview.tooManyTries)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Its data address runs the same loader: the same limit (issue 33).
    const data = await get(local.url, enableUrl('pelos-dados').replace('/enable', '/enable.data'))
    expect(data.status).toBe(429)
  })
})
