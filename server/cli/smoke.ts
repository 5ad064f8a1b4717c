/**
 * After a deploy, against the live site (or a local one): `npm run smoke -- URL`
 * (docs/deploy.md#after-a-deploy). Reads only (GET, redirects not followed): health and
 * readiness, robots and the sitemap, every page the sitemap lists with its cache and security
 * headers and its share image, the scripts a page loads, the 404 page, and the team's pages
 * kept private. One line per check; exits 1 if any fails. Compiled into build/cli/.
 */
import {NOT_FOUND_PATH, SMOKE_REQUEST_TIMEOUT_MS} from '~/constants'
import {CACHE_CONTROL, isPublicCacheControl} from '~/delivery/cache-control'
import {TEAM_HEADERS} from '~/team/team-pages'

const USAGE = 'usage: npm run smoke -- URL   (for example https://evaagriculturaurbana.com.br)'

type Check = {name: string; problems: string[]}
const checks: Check[] = []

async function get(url: string) {
  return fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(SMOKE_REQUEST_TIMEOUT_MS),
    headers: {'User-Agent': 'eva-smoke'},
  })
}

/** Runs one check: what `run` returns are its problems (none: it passed). */
async function check(name: string, run: () => Promise<string[]>) {
  let problems: string[]
  try {
    problems = await run()
  } catch (error) {
    problems = [error instanceof Error ? `${error.name}: ${error.message}` : String(error)]
  }
  checks.push({name, problems})
  console.log(problems.length ? `FAIL ${name}: ${problems.join('; ')}` : `ok   ${name}`)
}

const expectStatus = (response: Response, status: number) =>
  response.status === status ? [] : [`answered ${response.status}, not ${status}`]

/** What every answer of the site carries (app/delivery/security-headers.server.ts); HSTS only over https. */
function securityProblems(response: Response, https: boolean): string[] {
  const problems: string[] = []
  const header = (name: string) => response.headers.get(name)
  if (!header('content-security-policy')) problems.push('no Content-Security-Policy')
  if (header('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff')
  if (!header('referrer-policy')) problems.push('no Referrer-Policy')
  if (!header('permissions-policy')) problems.push('no Permissions-Policy')
  if (header('cross-origin-opener-policy') !== 'same-origin') problems.push('no Cross-Origin-Opener-Policy: same-origin')
  if (https && !/max-age=\d{7,}/.test(header('strict-transport-security') ?? '')) problems.push('no Strict-Transport-Security')
  return problems
}

async function main(args: string[]): Promise<number> {
  const [given] = args
  if (!given || args.length > 1) {
    console.error(USAGE)
    return 2
  }
  let base: URL
  try {
    base = new URL(given)
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error()
  } catch {
    console.error(`not an http(s) address: ${given}\n${USAGE}`)
    return 2
  }
  const at = (path: string) => new URL(path, base).href
  const https = base.protocol === 'https:'
  console.log(`Smoke test of ${base.origin} (reads only)`)

  await check('GET /healthz answers 200', async () => expectStatus(await get(at('/healthz')), 200))
  await check('GET /readyz answers 200 (store and content reachable)', async () => expectStatus(await get(at('/readyz')), 200))
  await check('robots.txt names the sitemap', async () => {
    const response = await get(at('/robots.txt'))
    const text = await response.text()
    return [...expectStatus(response, 200), ...(/^Sitemap: \S+/m.test(text) ? [] : ['no Sitemap line'])]
  })

  let pages: URL[] = []
  await check('sitemap.xml lists the public pages', async () => {
    const response = await get(at('/sitemap.xml'))
    const xml = await response.text()
    pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!))
    return [...expectStatus(response, 200), ...(pages.length ? [] : ['no <loc> in it'])]
  })

  const scripts = new Set<string>()
  for (const page of pages) {
    // The sitemap names the site's own address (SITE_URL); the smoke asks the one it was given.
    const path = `${page.pathname}${page.search}`
    await check(`${path} answers 200, shared-cacheable, with its security headers`, async () => {
      const response = await get(at(path))
      const html = await response.text()
      const problems = [...expectStatus(response, 200), ...securityProblems(response, https)]
      if (!isPublicCacheControl(response.headers.get('cache-control')))
        problems.push(`Cache-Control is "${response.headers.get('cache-control')}", not "${CACHE_CONTROL.page}"`)
      if (!response.headers.get('content-type')?.startsWith('text/html')) problems.push('not text/html')
      for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+)"/g)) scripts.add(src!)
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
      if (!image) return [...problems, 'no og:image']
      // A share image on the site's own address is asked of the address given, like the page.
      const imageUrl = new URL(image.replaceAll('&amp;', '&'))
      const imageResponse = await get(
        imageUrl.origin === page.origin ? at(`${imageUrl.pathname}${imageUrl.search}`) : imageUrl.href,
      )
      await imageResponse.arrayBuffer()
      if (imageResponse.status !== 200) problems.push(`its share image answered ${imageResponse.status}`)
      else if (!imageResponse.headers.get('content-type')?.startsWith('image/')) problems.push('its share image is not an image')
      return problems
    })
  }

  await check(`the pages' scripts answer 200, cached for good (${scripts.size})`, async () => {
    const problems: string[] = []
    if (pages.length && !scripts.size) problems.push('no page loads a script')
    for (const script of scripts) {
      const response = await get(at(script))
      await response.arrayBuffer()
      if (response.status !== 200) problems.push(`${script} answered ${response.status}`)
      else if (response.headers.get('cache-control') !== CACHE_CONTROL.immutable) problems.push(`${script} is not immutable`)
    }
    return problems
  })

  await check(`an unknown address leads to the 404 page (${NOT_FOUND_PATH}), kept by no shared cache`, async () => {
    const unknown = await get(at(`/smoke-${Date.now().toString(36)}`))
    await unknown.arrayBuffer()
    const problems: string[] = []
    const location = unknown.headers.get('location')
    if (!(unknown.status >= 300 && unknown.status < 400 && location && new URL(location, base).pathname === NOT_FOUND_PATH))
      problems.push(`an unknown address answered ${unknown.status}, not a redirect to ${NOT_FOUND_PATH}`)
    const response = await get(at(NOT_FOUND_PATH))
    await response.arrayBuffer()
    problems.push(...expectStatus(response, 404), ...securityProblems(response, https))
    if (!response.headers.get('content-type')?.startsWith('text/html')) problems.push('not text/html')
    if (isPublicCacheControl(response.headers.get('cache-control'))) problems.push('shared-cacheable')
    return problems
  })

  await check('/equipe is private: to the sign-in, kept nowhere, indexed by nobody', async () => {
    const problems: string[] = []
    for (const path of ['/equipe', '/equipe/entrar']) {
      const response = await get(at(path))
      await response.arrayBuffer()
      const status = response.status
      if (path === '/equipe' && !(status >= 300 && status < 400 && response.headers.get('location')?.includes('/equipe/entrar')))
        problems.push(`${path} answered ${status}, not a redirect to /equipe/entrar`)
      if (path !== '/equipe' && status !== 200) problems.push(`${path} answered ${status}`)
      if (response.headers.get('cache-control') !== TEAM_HEADERS['Cache-Control'])
        problems.push(`${path}: Cache-Control is "${response.headers.get('cache-control')}"`)
      if (response.headers.get('x-robots-tag') !== TEAM_HEADERS['X-Robots-Tag'])
        problems.push(`${path}: no X-Robots-Tag: noindex`)
      problems.push(...securityProblems(response, https).map((problem) => `${path}: ${problem}`))
    }
    return problems
  })

  const failed = checks.filter((one) => one.problems.length).length
  console.log(`${checks.length} checks, ${failed} failed`)
  return failed ? 1 : 0
}

process.exitCode = await main(process.argv.slice(2))
