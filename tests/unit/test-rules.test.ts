import {readdirSync, readFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'
import {ENV_VARIABLES} from '~/env.server'
import {inProcessEnvironment} from '../support/in-process-env'

// Rules every test keeps (docs/testing.md#rules-every-test-keeps), checked over the tests'
// own source, so that they hold from now on.
const TESTS = fileURLToPath(new URL('..', import.meta.url))

/** The longest fixed wait a test may take: a poll that ends on its condition waits less. */
const LONGEST_FIXED_WAIT_MS = 99

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return []
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : []
  })
}

/**
 * The arguments of the call whose `(` is at `open`, split at its top-level commas (strings and
 * nesting skipped), and where the call ends.
 */
function argumentsAt(source: string, open: number): {args: string[]; end: number} {
  const args: string[] = []
  let depth = 0
  let start = open + 1
  for (let index = open; index < source.length; index++) {
    const char = source[index]!
    if (char === '"' || char === "'" || char === '`') {
      // Skip the string (template literals' ${…} are rare in a delay: read as text).
      for (index++; index < source.length && source[index] !== char; index++) if (source[index] === '\\') index++
    } else if ('([{'.includes(char)) {
      depth++
    } else if (')]}'.includes(char)) {
      depth--
      if (depth === 0) {
        args.push(source.slice(start, index))
        return {args: args.map((arg) => arg.trim()).filter((arg) => arg !== ''), end: index + 1}
      }
    } else if (char === ',' && depth === 1) {
      args.push(source.slice(start, index))
      start = index + 1
    }
  }
  return {args, end: source.length}
}

/** A delay's value in ms: a number (1_000, 10 * 1000) or a constant the file gives one; else undefined. */
function valueOf(expression: string, source: string, seen = new Set<string>()): number | undefined {
  const text = expression.trim()
  if (/^[\d_\s+*/().-]+$/.test(text)) {
    const value = Number(Function(`"use strict"; return (${text.replace(/_/g, '')})`)())
    return Number.isFinite(value) ? value : undefined
  }
  if (/^[A-Za-z$][\w$]*$/.test(text) && !seen.has(text)) {
    const declared = source.match(new RegExp(String.raw`(?:const|let|var)\s+${text}\s*(?::[^=]+)?=\s*([^\n;,]+)`))
    if (declared) return valueOf(declared[1]!, source, new Set([...seen, text]))
  }
  return undefined
}

/** Every fixed wait of LONGEST_FIXED_WAIT_MS or more in `source`: `line: call`. */
function fixedWaits(source: string): string[] {
  const found: string[] = []
  /** The call at `index`, whose `(` is at `open`, if the argument at `delayAt` is a fixed wait. */
  const check = (index: number, open: number, delayAt: number) => {
    const {args, end} = argumentsAt(source, open)
    const ms = valueOf(args[delayAt] ?? '0', source)
    if (ms !== undefined && ms > LONGEST_FIXED_WAIT_MS) {
      found.push(`${source.slice(0, index).split('\n').length}: ${source.slice(index, end).replace(/\s+/g, ' ')}`)
    }
  }
  // The promise timers, under any name they are imported as: the delay comes first.
  const promiseTimers = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](?:node:)?timers\/promises['"]/g)].flatMap(
    ([, names]) =>
      names!.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      ),
  )
  for (const name of promiseTimers.filter(Boolean)) {
    for (const match of source.matchAll(new RegExp(String.raw`(?<![\w$.])${name}\s*\(`, 'g'))) {
      check(match.index, match.index + match[0].length - 1, 0)
    }
  }
  const callbackTimers = [
    // setTimeout(callback, ms): a wait when the callback resolves what the test awaits.
    {pattern: /(?<![\w$.])(?:globalThis\.|window\.)?setTimeout\s*\(/g, delayAt: 1},
    // Playwright's fixed wait.
    {pattern: /\.waitForTimeout\s*\(/g, delayAt: 0},
  ]
  for (const {pattern, delayAt} of callbackTimers) {
    for (const match of source.matchAll(pattern)) {
      if (promiseTimers.includes('setTimeout') && pattern.source.includes('setTimeout')) continue
      check(match.index, match.index + match[0].length - 1, delayAt)
    }
  }
  return found
}

describe('no test waits a fixed time', () => {
  it('finds the waits it is meant to find, and not the bounds', () => {
    const timer = (...args: string[]) => `setTimeout(${args.join(', ')})`
    expect(fixedWaits(`await new Promise((resolve) => ${timer('resolve', '500')})`)).toHaveLength(1)
    expect(fixedWaits(`const PAUSE_MS = 10 * 1_000\nawait new Promise((resolve) => ${timer('resolve', 'PAUSE_MS')})`)).toEqual([
      `2: ${timer('resolve', 'PAUSE_MS')}`,
    ])
    expect(fixedWaits(`import {${'setTimeout'} as sleep} from 'node:timers/promises'\nawait sleep(200)`)).toHaveLength(1)
    expect(fixedWaits(`await page.${'waitForTimeout'}(1000)`)).toHaveLength(1)
    // A poll under the limit, a timer without a delay, a test's own timeout, a bound that is not a wait.
    expect(fixedWaits(`await new Promise((resolve) => ${timer('resolve', '50')})`)).toEqual([])
    expect(fixedWaits(`await new Promise((resolve) => ${timer('resolve')})`)).toEqual([])
    expect(fixedWaits(`test.${timer('90_000')}`)).toEqual([])
    expect(fixedWaits(`await expect.poll(check, {timeout: 10_000}).toBe(true)`)).toEqual([])
  })

  it(`waits for what happens: no fixed wait of ${LONGEST_FIXED_WAIT_MS + 1} ms or more under tests/`, () => {
    const waits = sourceFiles(TESTS)
      .map((path) => relative(TESTS, path))
      .flatMap((file) => fixedWaits(readFileSync(join(TESTS, file), 'utf8')).map((wait) => `tests/${file}:${wait}`))
    expect(waits, 'wait for an event, a promise, or poll under 100 ms until the condition holds').toEqual([])
  })
})

describe('the in-process tier', () => {
  it('sets or unsets every variable the app reads, whatever the shell running the tests has', () => {
    expect(Object.keys(inProcessEnvironment('/tmp/eva')).sort()).toEqual([...ENV_VARIABLES].sort())
  })
})
