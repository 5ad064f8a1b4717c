#!/usr/bin/env node
// `npm test`: every check of the project, ending with one line "N passed, N failed".
// Each step below counts: a step that reports its tests (vitest, Playwright) counts each
// test; any other step counts as one. A step that fails before writing its report still
// counts, as one failure. Each step prints its time as it ends, and a table of them all
// comes just before the last line, so a slow step shows without a stopwatch.
// The tests build into tests/.build and leave a person's build/ alone: a site running from
// it (`npm start`) keeps answering throughout, which the last step checks (docs/decisions/0032).
import {spawn, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {changesBetween, recordBuildFolders} from './support/build-guard.mjs'
import {TEST_BUILD_DIR} from './support/server.mjs'

const startedAt = performance.now()
const root = fileURLToPath(new URL('..', import.meta.url))
const personsBuild = recordBuildFolders(root)
const output = `${root}tests/.output`
rmSync(output, {recursive: true, force: true})
mkdirSync(output, {recursive: true})

const bin = (name) => `${root}node_modules/.bin/${name}`
const totals = {passed: 0, failed: 0}
const failedSteps = []
/** Each step's label, seconds and outcome, in the order they ended. */
const stepTimes = []
const seconds = (since) => (performance.now() - since) / 1000

/** Prints a step's time as it ends, and keeps it for the table. */
function ended(label, since, ok) {
  const taken = seconds(since)
  stepTimes.push({label, taken, ok})
  console.log(`━━ ${label} ━━ … ${taken.toFixed(1)} s`)
}

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label} ━━`)
  const since = performance.now()
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, FORCE_COLOR: '1', ...env}})
  ended(label, since, result.status === 0)
  return result.status === 0
}

/** Every step's time and outcome, then the whole run's, as a table. */
function printStepTimes() {
  const width = Math.max('whole run'.length, ...stepTimes.map(({label}) => label.length))
  const row = (mark, label, taken) => `  ${mark} ${label.padEnd(width)}  ${taken.toFixed(1).padStart(7)} s`
  console.log('\n━━ time of each step ━━')
  for (const {label, taken, ok} of stepTimes) console.log(row(ok ? '✓' : '✗', label, taken))
  console.log(row(' ', 'whole run', seconds(startedAt)))
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
const step = (label, command, args, env) => count(label, run(label, command, args, env))

/**
 * Steps that touch nothing the others read, run at once: each one's output is printed whole
 * when it ends, so their lines do not mix. The build leaves a core idle for part of its time,
 * which the checks take (docs/testing.md gives the clean-clone times).
 */
async function stepsAtOnce(steps) {
  await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const since = performance.now()
          const child = spawn(command, args, {cwd: root, env: {...process.env, FORCE_COLOR: '1'}})
          const lines = []
          child.stdout.on('data', (chunk) => lines.push(chunk))
          child.stderr.on('data', (chunk) => lines.push(chunk))
          child.on('error', (error) => lines.push(Buffer.from(`${error.message}\n`)))
          child.on('close', (code, signal) => {
            console.log(`\n━━ ${label} ━━`)
            process.stdout.write(Buffer.concat(lines))
            if (signal) console.error(`  ended by ${signal}`)
            ended(label, since, code === 0)
            count(label, code === 0)
            resolve()
          })
        }),
    ),
  )
}

await stepsAtOnce([
  ['build (into tests/.build)', 'npm', ['run', 'build:test']],
  ['lint (ESLint)', 'npm', ['run', '--silent', 'lint']],
  ['format (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  // Its output goes through a pipe: --pretty keeps the colours and the code frames.
  ['types (app)', bin('tsc'), ['--pretty']],
  ['types (Studio)', bin('tsc'), ['-p', 'studio', '--pretty']],
])

const vitestOk = run('unit, in-process and integration tests (vitest)', bin('vitest'), [
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
step('size budgets', 'node', ['tests/perf.mjs', '--sizes-only', '--no-build'], {EVA_BUILD_DIR: TEST_BUILD_DIR})

// Nothing above may write, create or delete build/ (or public/build, public/preview, where
// builds wrote before): a site running from there would lose its files mid-run.
console.log('\n━━ a person’s build left alone ━━')
const checkSince = performance.now()
const changed = changesBetween(personsBuild, recordBuildFolders(root))
for (const line of changed.slice(0, 20)) console.error(`  changed during the run: ${line}`)
if (changed.length > 20) console.error(`  … and ${changed.length - 20} more`)
ended('a person’s build left alone', checkSince, changed.length === 0)
count('a person’s build left alone', changed.length === 0)

printStepTimes()
if (failedSteps.length > 0) console.error(`\n✗ failed: ${failedSteps.join(', ')}`)
// The last line, and nothing after it: CI and people read the counts from here.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
