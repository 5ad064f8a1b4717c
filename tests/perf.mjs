#!/usr/bin/env node
// `npm run perf`: the performance budgets of DESIGN.md, measured on the production build.
//   - JavaScript and CSS each page loads up front (gzip), and its HTML size;
//   - Lighthouse (mobile, the npm package, Debian's Chromium) on the main pages.
// Prints a table; exits with 1 when a budget is broken. `--sizes-only` skips Lighthouse
// (npm test runs that part: sizes do not depend on the machine); `--no-build` reuses build/.
import {spawn, spawnSync} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {chromium} from '@playwright/test'
import lighthouse from 'lighthouse'

const root = fileURLToPath(new URL('..', import.meta.url))
const sizesOnly = process.argv.includes('--sizes-only')
const KB = 1024

const BUDGETS = {
  // DESIGN.md: JavaScript on the home page at most 100 KB gzip; the form pages add imask.
  js: {'/': 100 * KB, default: 130 * KB},
  css: 16 * KB,
  html: 40 * KB,
  lighthouse: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
}
const SIZE_PAGES = [
  '/',
  '/sobre-nos',
  '/projetos',
  '/eva-baby',
  '/insumos',
  '/contato',
  '/politica-de-privacidade',
  '/minha_eva/convite/ambiente-demo',
]
const LIGHTHOUSE_PAGES = ['/', '/eva-baby', '/projetos', '/insumos', '/sobre-nos']

const gzipSize = (bytes) => gzipSync(bytes).length
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const {port} = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

if (!process.argv.includes('--no-build') && spawnSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit'}).status !== 0) {
  process.exit(1)
}
const port = await freePort()
const base = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'eva-perf-'))
const server = spawn(process.execPath, ['build/index.js'], {
  cwd: root,
  env: {PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), SITE_URL: base, DATA_DIR: dataDir},
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('EVA site') && resolve())
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

const failures = []
const rows = []
try {
  // What each page loads before it is interactive: module scripts, their preloads, stylesheets.
  for (const path of SIZE_PAGES) {
    const html = await (await fetch(base + path)).text()
    const attribute = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1]
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
    const js = new Set(
      tags
        .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
        .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
        .filter((href) => href?.startsWith('/build/')),
    )
    const css = tags.filter((tag) => /rel="stylesheet"/.test(tag) && !/<noscript/.test(tag)).map((tag) => attribute(tag, 'href'))
    const sizeOf = (href) => gzipSize(readFileSync(join(root, 'public', href)))
    const jsBytes = [...js].reduce((sum, href) => sum + sizeOf(href), 0)
    const cssBytes = [...new Set(css)].reduce((sum, href) => sum + sizeOf(href), 0)
    const htmlBytes = gzipSize(Buffer.from(html))
    const jsBudget = BUDGETS.js[path] ?? BUDGETS.js.default
    const row = {page: path, 'JS (gzip)': kb(jsBytes), 'CSS (gzip)': kb(cssBytes), 'HTML (gzip)': kb(htmlBytes)}
    if (jsBytes > jsBudget) failures.push(`${path}: JavaScript ${kb(jsBytes)} > ${kb(jsBudget)}`)
    if (cssBytes > BUDGETS.css) failures.push(`${path}: CSS ${kb(cssBytes)} > ${kb(BUDGETS.css)}`)
    if (htmlBytes > BUDGETS.html) failures.push(`${path}: HTML ${kb(htmlBytes)} > ${kb(BUDGETS.html)}`)
    rows.push(row)
  }

  if (!sizesOnly) {
    const debuggingPort = await freePort()
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        `--remote-debugging-port=${debuggingPort}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    try {
      for (const path of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(base + path, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGETS.lighthouse),
        })
        const row = rows.find((candidate) => candidate.page === path)
        for (const [category, minimum] of Object.entries(BUDGETS.lighthouse)) {
          const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100)
          row[category] = score
          if (score < minimum) {
            // The audits of this category that cost points, worst first.
            const audits = result.lhr.categories[category].auditRefs
              .filter((ref) => ref.weight > 0)
              .map((ref) => result.lhr.audits[ref.id])
              .filter((audit) => audit.score !== null && audit.score < 1)
              .sort((a, b) => a.score - b.score)
              .map((audit) => `${audit.id} ${Math.round(audit.score * 100)}`)
            failures.push(`${path}: Lighthouse ${category} ${score} < ${minimum} (${audits.slice(0, 5).join(', ')})`)
          }
        }
        row.LCP = `${(result.lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`
        row.CLS = result.lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)
      }
    } finally {
      await browser.close()
    }
  }
} finally {
  server.kill()
  rmSync(dataDir, {recursive: true, force: true})
}

console.log(
  `\nBudgets: JS ≤ ${kb(BUDGETS.js['/'])} on /, ≤ ${kb(BUDGETS.js.default)} elsewhere; CSS ≤ ${kb(BUDGETS.css)}; HTML ≤ ${kb(BUDGETS.html)}` +
    (sizesOnly ? '' : `; Lighthouse mobile: performance ≥ ${BUDGETS.lighthouse.performance}, the rest 100`),
)
console.table(rows)
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('All budgets kept.')
