#!/usr/bin/env node
// `npm test`: every check of the project, ending with one line "N passed, N failed".
// Each step below counts: a step that reports its tests (vitest, Playwright) counts each
// test; any other step counts as one. A step that fails before writing its report still
// counts, as one failure.
import {spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const output = `${root}tests/.output`
rmSync(output, {recursive: true, force: true})
mkdirSync(output, {recursive: true})

const bin = (name) => `${root}node_modules/.bin/${name}`
const totals = {passed: 0, failed: 0}
const failedSteps = []

function run(label, command, args) {
  console.log(`\n━━ ${label} ━━`)
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '1'}})
  return result.status === 0
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

function count(label, ok, report) {
  if (!ok) failedSteps.push(label)
  if (report) {
    totals.passed += report.passed
    totals.failed += report.failed
    if (!ok && report.failed === 0) totals.failed += 1
  } else {
    totals[ok ? 'passed' : 'failed'] += 1
  }
}

/** A step that passes or fails as a whole. */
const step = (label, command, args) => count(label, run(label, command, args))

step('build', 'npm', ['run', 'build'])
step('lint (ESLint)', 'npm', ['run', '--silent', 'lint'])
step('format (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.'])
step('types (app)', bin('tsc'), [])
step('types (Studio)', bin('tsc'), ['-p', 'studio'])

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

const playwrightOk = run('end-to-end tests (Playwright, Chromium)', bin('playwright'), [
  'test',
  '--config',
  'tests/playwright.config.ts',
])
const playwright = readJson(`${output}/playwright.json`)
count(
  'playwright',
  playwrightOk,
  playwright && {passed: playwright.stats.expected + playwright.stats.flaky, failed: playwright.stats.unexpected},
)

// Lighthouse scores depend on the machine; the byte budgets do not, so they gate every run.
step('size budgets', 'node', ['tests/perf.mjs', '--sizes-only', '--no-build'])

if (failedSteps.length > 0) console.error(`\n✗ failed: ${failedSteps.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
