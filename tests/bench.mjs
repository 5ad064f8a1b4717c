#!/usr/bin/env node
// `npm run bench`: throughput of the production server on loopback (autocannon), beside a
// static-file server that serves the very same HTML bytes in the same run, and the ratio.
import {spawnSync} from 'node:child_process'
import {randomUUID} from 'node:crypto'
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import autocannon from 'autocannon'
import express from 'express'
import {PROJECT_ROOT, startServer} from './support/server.mjs'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20

if (spawnSync('npm', ['run', 'build'], {cwd: PROJECT_ROOT, stdio: 'inherit'}).status !== 0) process.exit(1)
const scratch = mkdtempSync(join(tmpdir(), 'eva-bench-'))
// One proxy trusted: each benchmark request comes as its own visitor (rate limits).
const app = await startServer({DATA_DIR: join(scratch, 'data'), TRUST_PROXY: '1'})
const appUrl = app.url

// The baseline: express.static over files holding the HTML the app just served.
const staticDir = join(scratch, 'static')
mkdirSync(staticDir)
for (const [path, file] of [
  ['/', 'index.html'],
  ['/eva-baby', 'eva-baby.html'],
]) {
  writeFileSync(join(staticDir, file), Buffer.from(await (await fetch(appUrl + path)).arrayBuffer()))
}
const staticServer = express()
  .use(express.static(staticDir, {extensions: ['html']}))
  .listen(0, '127.0.0.1')
await new Promise((resolve) => staticServer.once('listening', resolve))
const staticUrl = `http://127.0.0.1:${staticServer.address().port}`

let client = 0
const visitor = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
const booking = new URLSearchParams({
  nome: 'Teste de Carga',
  email: 'carga@exemplo.com',
  cpf: '529.982.247-25',
  telefone: '(41) 99876-5432',
  prefContato: 'Email',
  cidade: 'curitiba',
  cep: '80.010-000',
  endereco: 'Rua XV de Novembro, 700',
  demanda: 'Medição de desempenho do formulário.',
  chave: randomUUID(),
}).toString()

function run(title, url, options = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
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

const runs = []
try {
  for (const path of ['/', '/eva-baby']) {
    runs.push(await run(`GET ${path} (site)`, appUrl + path))
    runs.push(await run(`GET ${path} (static HTML)`, staticUrl + (path === '/' ? '/index.html' : '/eva-baby.html')))
  }
  runs.push(
    await run('POST /projetos (booking)', `${appUrl}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: booking,
    }),
  )
} finally {
  await app.stop()
  staticServer.close()
  rmSync(scratch, {recursive: true, force: true})
}

const table = runs.map(({title, result}) => ({
  run: title,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts,
  'non-2xx': result.non2xx,
}))
const ratio = (path) => {
  const site = table.find((row) => row.run === `GET ${path} (site)`)['req/s']
  const baseline = table.find((row) => row.run === `GET ${path} (static HTML)`)['req/s']
  return `${((site / baseline) * 100).toFixed(1)} %`
}
console.log(`\n${new Date().toISOString()} · ${DURATION_S} s per run · ${CONNECTIONS} connections · loopback`)
console.table(table)
console.log(`Site vs static HTML: / ${ratio('/')}, /eva-baby ${ratio('/eva-baby')}`)
const failed = table.filter((row) => row.errors > 0 || row['non-2xx'] > 0)
if (failed.length) {
  console.error(`Errors in: ${failed.map((row) => row.run).join(', ')}`)
  process.exit(1)
}
