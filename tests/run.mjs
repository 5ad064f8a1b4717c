#!/usr/bin/env node
// `npm test`: every check of the project, ending with one line "N passed, N failed".
//   1. the production build (remix build)
//   2. vitest: unit and integration tests, the Studio's schema, typegen freshness, seed and build
//   3. Playwright: end-to-end tests in Chromium against the production server
//   4. the size budgets of `npm run perf` (JavaScript, CSS and HTML per page)
import {spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const output = `${root}tests/.output`
rmSync(output, {recursive: true, force: true})
mkdirSync(output, {recursive: true})

const bin = (name) => `${root}node_modules/.bin/${name}`
const totals = {passed: 0, failed: 0}

function run(label, command, args) {
  console.log(`\n━━ ${label} ━━`)
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '1'}})
  return result.status === 0
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

// A step that fails before writing its report still counts, as one failure.
function count(label, ok, report) {
  if (report) {
    totals.passed += report.passed
    totals.failed += report.failed
    if (!ok && report.failed === 0) totals.failed += 1
  } else {
    totals[ok ? 'passed' : 'failed'] += 1
    if (!ok) console.error(`✗ ${label} failed`)
  }
}

const built = run('build', 'npm', ['run', 'build'])
count('build', built)

const vitestOk = run('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--config',
  'tests/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${output}/vitest.json`,
])
const vitest = readJson(`${output}/vitest.json`)
count('vitest', vitestOk, vitest && {passed: vitest.numPassedTests, failed: vitest.numFailedTests})

const playwrightOk = run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--config', 'tests/playwright.config.ts'])
const playwright = readJson(`${output}/playwright.json`)
count(
  'playwright',
  playwrightOk,
  playwright && {passed: playwright.stats.expected + playwright.stats.flaky, failed: playwright.stats.unexpected},
)

// Lighthouse scores depend on the machine; the byte budgets do not, so they gate every run.
count('size budgets', run('size budgets (npm run perf -- --sizes-only)', 'node', ['tests/perf.mjs', '--sizes-only', '--no-build']))

console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
