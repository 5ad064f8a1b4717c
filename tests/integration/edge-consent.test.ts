import {request} from 'node:http'
import {Readable} from 'node:stream'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import fc from 'fast-check'
import {decode} from 'turbo-stream'
import {describe, expect, it} from 'vitest'
import type {ConsentLevel} from '~/consent/consent'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {consentMeant, cookieLines} from '../support/consent-cookies'
import {cookieBannerShown} from '../support/cookie-banner'
import {useStack} from '../support/use-stack'

// One visitor's consent is never served to another (issue 52). The edge keeps a copy of each
// page per consent choice; the choice it keys a copy under must be the one the site rendered
// it for, however the client spelled the cookie. Drawn at random (seeded): a page or its
// `.data`, cold (just purged by a publish) or warm, asked for with some spelling of the cookie
// through the repository's Varnish; then a visitor with no cookie, and one with each choice in
// its one spelling, must each get their own copy. `npm run soak` draws ten times as many.
const SOAK = process.env.EVA_SOAK === 'full' ? 10 : 1
const SECRET = 'segredo-do-webhook-do-consentimento'
const ANALYTICS = 'G-CONSENTE52'
const stack = useStack({varnish: true, env: {GA_MEASUREMENT_ID: ANALYTICS, SANITY_WEBHOOK_SECRET: SECRET}})

const ADDRESSES = PUBLIC_PAGES.flatMap((page) => [page, page === '/' ? '/_root.data' : `${page}.data`])

type Answer = {status: number; cache: string | undefined; choice: ConsentLevel | 'mixed'}

/** GET `path` with these Cookie lines (several lines are several headers), and the choice the answer was rendered for. */
function get(base: string, path: string, lines: readonly string[] = []): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = lines.length > 0 ? {cookie: [...lines]} : {}
    const outgoing = request(`${base}${path}`, {headers, agent: false}, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        // Anything but the page is no choice at all.
        ;(response.statusCode === 200 ? choiceOf(path, body) : Promise.resolve('mixed' as const)).then(
          (choice) => resolve({status: response.statusCode!, cache: response.headers['x-cache'] as string | undefined, choice}),
          reject,
        )
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * The choice a page was rendered for: none shows the banner; all hides it, grants analytics
 * and loads Google's tag; necessary hides it and does neither. A page's data says it itself.
 */
async function choiceOf(path: string, body: Buffer): Promise<ConsentLevel | 'mixed'> {
  if (path.endsWith('.data')) {
    const decoded = await decode(Readable.toWeb(Readable.from([body])) as ReadableStream<Uint8Array>)
    await decoded.done
    return (decoded.value as {root: {data: {consent: ConsentLevel}}}).root.data.consent
  }
  const html = body.toString('utf8')
  const granted = html.includes("analytics_storage:'granted'")
  const tag = html.includes(`gtag/js?id=${ANALYTICS}`)
  if (cookieBannerShown(html)) return granted || tag ? 'mixed' : 'none'
  return granted && tag ? 'all' : !granted && !tag ? 'necessary' : 'mixed'
}

let signed = 0
/** A publish of the site's settings, which every page shows: the site and the edge drop every page. */
async function publish() {
  const body = JSON.stringify({_id: 'siteSettings', _type: 'siteSettings'})
  const signature = await encodeSignatureHeader(body, Date.now() + signed++, SECRET)
  const response = await fetch(`${stack.url}/api/sanity-webhook`, {
    method: 'POST',
    headers: {'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature},
    body,
  })
  expect(response.status).toBe(200)
}

describe('the edge keeps each consent choice apart, however the cookie is spelled', () => {
  // The recipes that once gave every visitor one client's choice: on a cold page, the edge
  // read `%61ll` as no choice and the site as "all", so the copy every visitor gets was the
  // page with the banner hidden and Google's tag running.
  it.each([
    ['user-consent=%61ll', '/politica-de-privacidade'],
    ['user-consent=%6Eecessary', '/sobre-nos'],
    ['user-consent=%61ll', '/insumos.data'],
  ])('%s on a cold %s, then a visitor with no cookie: the banner, and no analytics', async (cookie, path) => {
    await publish()
    expect((await get(stack.url, path, [cookie])).choice).toBe('none')
    const next = await get(stack.url, path)
    expect(next).toEqual({status: 200, cache: 'HIT', choice: 'none'})
  })

  it(
    `${60 * SOAK} spellings drawn at random, on cold and warm pages and their data: each gets what it means to the site, and nobody else does`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ADDRESSES), cookieLines, fc.boolean(), async (path, lines, cold) => {
          if (cold) await publish()
          const what = `${path} ${JSON.stringify(lines)}${cold ? ' (cold)' : ''}`
          const meant = consentMeant(lines)
          // Through the edge, and straight to the site: what the rule says, both ways.
          expect((await get(stack.url, path, lines)).choice, what).toBe(meant)
          expect((await get(stack.server.url, path, lines)).choice, `${what} at the site`).toBe(meant)
          // Everyone else still gets their own copy, kept or not.
          expect((await get(stack.url, path)).choice, `${what}, then no cookie`).toBe('none')
          expect((await get(stack.url, path, ['user-consent=all'])).choice, `${what}, then all`).toBe('all')
          expect((await get(stack.url, path, ['user-consent=necessary'])).choice, `${what}, then necessary`).toBe('necessary')
        }),
        {seed: 52, numRuns: 60 * SOAK, endOnFailure: true},
      )
      // The copies are kept: a visitor with no cookie is answered by the edge.
      await get(stack.url, '/politica-de-privacidade')
      expect(await get(stack.url, '/politica-de-privacidade')).toEqual({status: 200, cache: 'HIT', choice: 'none'})
    },
    240_000 * SOAK,
  )

  it('a Cookie header as long as the edge takes (8 KB): thousands of cookies, or a value of spaces, read in one pass', async () => {
    const pairs = Array.from({length: 1500}, (_, index) => `c${index}=v`).join(';')
    const spaces = ' '.repeat(7900)
    for (const [lines, meant] of [
      [[`${pairs};user-consent=all`.slice(-8000)], 'all'],
      [[`user-consent=a${spaces}b`], 'none'],
      [[`user-consent=${spaces}necessary`], 'necessary'],
      [[`${';'.repeat(7900)}user-consent=all`], 'all'],
    ] as const) {
      // A reading that stopped at PCRE's limit would fail the request: a 503, not the page.
      const answer = await get(stack.url, '/sobre-nos', lines)
      expect(answer.status, lines[0].slice(0, 40)).toBe(200)
      expect(answer.choice, lines[0].slice(0, 40)).toBe(meant)
    }
  })
})
