import {execFileSync} from 'node:child_process'
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {PROJECT_ROOT} from '../support/server.mjs'

// The seed's illustrations are rendered by the site's build (server/build.mjs), on whatever
// machine builds it: a container's build stage has no fonts. Their words are drawn, never set
// in a font (docs/decisions/0072).
const IMAGES = join(PROJECT_ROOT, 'studio', 'seed', 'images')
const svgs = readdirSync(IMAGES).filter((name) => name.endsWith('.svg'))

/** The pixels sharp renders from `file`, as a hash, in a process with the fonts `fontconfig` gives. */
function renderedPixels(file: string, fontconfig: Record<string, string>): string {
  const script = `
    const sharp = require('sharp')
    sharp(process.argv[1]).raw().toBuffer().then((pixels) =>
      process.stdout.write(require('node:crypto').createHash('sha256').update(pixels).digest('hex')))`
  return execFileSync(process.execPath, ['-e', script, file], {
    cwd: PROJECT_ROOT,
    env: {...process.env, ...fontconfig},
    encoding: 'utf8',
    // Fontconfig complains, on stderr, of a config with no font: kept out of the test's output.
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

const scratch = mkdtempSync(join(tmpdir(), 'eva-fonts-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))
/** A fontconfig that knows no font at all: a build stage with none installed. */
const NO_FONTS = join(scratch, 'fonts.conf')
writeFileSync(NO_FONTS, '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig></fontconfig>')

describe('the seed illustrations', () => {
  it('carry no text set in a font', () => {
    expect(svgs.length).toBeGreaterThan(0)
    expect(svgs.filter((name) => /<text\b/.test(readFileSync(join(IMAGES, name), 'utf8')))).toEqual([])
  })

  it('render the same on a machine without fonts: the badges keep their words', () => {
    for (const name of ['selo-aceleracao.svg', 'selo-inovacao.svg']) {
      const file = join(IMAGES, name)
      expect(renderedPixels(file, {FONTCONFIG_FILE: NO_FONTS}), name).toBe(renderedPixels(file, {}))
    }
  })
})
