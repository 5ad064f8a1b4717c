#!/usr/bin/env node
// `npm run bench`: throughput of the production server on loopback (autocannon), beside a
// static-file server (express.static, in a process of its own) that serves the very same
// page bytes, and the ratio. Then a crowd: 200 connections for 30 s on the home page, each
// asking for a page every 200 ms (1,000 pages a second, five times what the server could
// render before it cached pages). A closed loop at full speed on two cores measures the
// load generator fighting the server for the CPU as much as the server.
// Fails when a budget breaks: any error, the site below 60 % of the static server's rate,
// or any request of the crowd over 1 s.
import {spawn, spawnSync} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import autocannon from 'autocannon'
import {validBooking} from './support/forms.mjs'
import {findFreePort} from './support/ports.mjs'
import {BUILD_DIR, PROJECT_ROOT, startServer} from './support/server.mjs'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20
const CROWD = {connections: 200, seconds: Number(process.env.BENCH_CROWD_SECONDS ?? 30), perConnectionRate: 5, maxLatencyMs: 1000}
const MIN_RATIO = 0.6
const MEMORY = {
  connections: 200,
  perConnectionRate: 1,
  seconds: Number(process.env.BENCH_MEMORY_SECONDS ?? 180),
  everyS: 5,
  maxLateGrowth: 0.1,
}

if (
  !process.argv.includes('--no-build') &&
  spawnSync('npm', ['run', 'build'], {cwd: PROJECT_ROOT, stdio: 'inherit'}).status !== 0
) {
  process.exit(1)
}
const scratch = mkdtempSync(join(tmpdir(), 'eva-bench-'))
// One proxy trusted: each benchmark request comes as its own visitor (rate limits).
const app = await startServer({DATA_DIR: join(scratch, 'data'), TRUST_PROXY: '127.0.0.1'}, {build: BUILD_DIR})

// The baseline: express.static, in its own process like the site, over files holding the
// bytes the site sends for the same pages.
const staticDir = join(scratch, 'static')
mkdirSync(staticDir)
for (const [path, file] of [
  ['/', 'index.html'],
  ['/eva-baby', 'eva-baby.html'],
]) {
  writeFileSync(join(staticDir, file), Buffer.from(await (await fetch(app.url + path)).arrayBuffer()))
}
const staticPort = await findFreePort()
const staticServer = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import express from 'express'
     express().use(express.static(${JSON.stringify(staticDir)})).listen(${staticPort}, '127.0.0.1', () => console.log('listening'))`,
  ],
  {cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit']},
)
await new Promise((resolve) => staticServer.stdout.once('data', resolve))
const staticUrl = `http://127.0.0.1:${staticPort}`

let client = 0
const visitor = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
const booking = new URLSearchParams(
  validBooking('Teste de Carga', {
    email: 'carga@exemplo.com',
    demanda: 'Medição de desempenho do formulário.',
    chave: randomUUID(),
  }),
).toString()

function run(title, url, {connections = CONNECTIONS, duration = DURATION_S, connectionRate, ...options} = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        ...(connectionRate ? {connectionRate} : {}),
        requests: [
          {
            ...options,
            setupRequest: (request) => ({
              ...request,
              headers: {...request.headers, ...options.headers, 'x-forwarded-for': visitor()},
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({title, result})),
    )
    autocannon.track(instance, {renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false})
  })
}

/** The server's resident memory (MB), from the kernel. */
const residentMb = () => {
  const status = readFileSync(`/proc/${app.child.pid}/status`, 'utf8')
  return Math.round(Number(status.match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024)
}

// `--memory`: instead of the throughput runs, MEMORY.seconds of steady load on the pages and
// the form (200 connections, MEMORY.perConnectionRate requests a second each, the pages and a
// booking in turn), the server's resident memory read every MEMORY.everyS seconds. It passes
// when the last third of the run grows less than MEMORY.maxLateGrowth over the middle third:
// memory that levels off.
if (process.argv.includes('--memory')) {
  const paths = ['/', '/eva-baby', '/projetos', '/sobre-nos', '/insumos']
  const requests = [
    ...paths.map((path) => ({method: 'GET', path, headers: {'accept-encoding': 'gzip, br'}})),
    {method: 'POST', path: '/projetos', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: booking},
  ]
  const samples = [{s: 0, mb: residentMb()}]
  const started = Date.now()
  const sampler = setInterval(
    () => samples.push({s: Math.round((Date.now() - started) / 1000), mb: residentMb()}),
    MEMORY.everyS * 1000,
  )
  let result
  try {
    result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: app.url,
          connections: MEMORY.connections,
          connectionRate: MEMORY.perConnectionRate,
          duration: MEMORY.seconds,
          requests: requests.map((request) => ({
            ...request,
            setupRequest: (sent) => ({...sent, headers: {...sent.headers, 'x-forwarded-for': visitor()}}),
          })),
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      )
      autocannon.track(instance, {renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false})
    })
  } finally {
    clearInterval(sampler)
    samples.push({s: Math.round((Date.now() - started) / 1000), mb: residentMb()})
    staticServer.kill()
    await app.stop()
    rmSync(scratch, {recursive: true, force: true})
  }
  const third = (index) => samples.filter(({s}) => s >= (MEMORY.seconds * index) / 3 && s <= (MEMORY.seconds * (index + 1)) / 3)
  const peak = (part) => Math.max(...part.map(({mb}) => mb))
  const growth = peak(third(2)) / peak(third(1)) - 1
  console.log(
    `\n${new Date().toISOString()} · memory: ${MEMORY.connections} connections × ${MEMORY.perConnectionRate}/s for ${MEMORY.seconds} s (${paths.join(', ')}, POST /projetos) · loopback`,
  )
  console.log(`Resident memory (s: MB): ${samples.map(({s, mb}) => `${s}: ${mb}`).join(', ')}`)
  console.log(
    `Requests ${result.requests.total} (${Math.round(result.requests.average)}/s), errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}; the last third's peak ${peak(third(2))} MB, ${(growth * 100).toFixed(1)} % over the middle third's ${peak(third(1))} MB`,
  )
  const broken = [
    ...(result.errors + result.timeouts + result.non2xx > 0
      ? [`${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`]
      : []),
    ...(growth > MEMORY.maxLateGrowth
      ? [`memory still growing: ${(growth * 100).toFixed(1)} % > ${MEMORY.maxLateGrowth * 100} %`]
      : []),
  ]
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken:\n  ${broken.join('\n  ')}`)
    process.exit(1)
  }
  console.log('Memory levels off.')
  process.exit(0)
}

const runs = []
try {
  for (const path of ['/', '/eva-baby']) {
    runs.push(await run(`GET ${path} (site)`, app.url + path))
    runs.push(await run(`GET ${path} (static HTML)`, staticUrl + (path === '/' ? '/index.html' : '/eva-baby.html')))
  }
  runs.push(
    await run(
      `GET / (site, ${CROWD.connections} connections × ${CROWD.perConnectionRate}/s, ${CROWD.seconds} s)`,
      `${app.url}/`,
      {
        connections: CROWD.connections,
        duration: CROWD.seconds,
        connectionRate: CROWD.perConnectionRate,
        headers: {'accept-encoding': 'gzip, br'},
      },
    ),
  )
  runs.push(
    await run('POST /projetos (booking)', `${app.url}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: booking,
    }),
  )
} finally {
  staticServer.kill()
  await app.stop()
  rmSync(scratch, {recursive: true, force: true})
}

const table = runs.map(({title, result}) => ({
  run: title,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'max ms': result.latency.max,
  errors: result.errors + result.timeouts,
  'non-2xx': result.non2xx,
}))
const rate = (title) => table.find((row) => row.run === title)['req/s']
const ratios = Object.fromEntries(
  ['/', '/eva-baby'].map((path) => [path, rate(`GET ${path} (site)`) / rate(`GET ${path} (static HTML)`)]),
)
console.log(`\n${new Date().toISOString()} · ${DURATION_S} s per run · ${CONNECTIONS} connections · loopback`)
console.table(table)
console.log(
  `Site vs static HTML: ${Object.entries(ratios)
    .map(([path, ratio]) => `${path} ${(ratio * 100).toFixed(1)} %`)
    .join(', ')}`,
)

const failures = [
  ...table
    .filter((row) => row.errors > 0 || row['non-2xx'] > 0)
    .map((row) => `${row.run}: ${row.errors} errors, ${row['non-2xx']} non-2xx`),
  ...Object.entries(ratios)
    .filter(([, ratio]) => ratio < MIN_RATIO)
    .map(([path, ratio]) => `GET ${path}: ${(ratio * 100).toFixed(1)} % of the static server's rate < ${MIN_RATIO * 100} %`),
  ...table
    .filter((row) => row.run.includes('connections') && row['max ms'] > CROWD.maxLatencyMs)
    .map((row) => `${row.run}: slowest request ${row['max ms']} ms > ${CROWD.maxLatencyMs} ms`),
]
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('All budgets kept.')
