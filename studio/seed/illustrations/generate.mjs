#!/usr/bin/env node
// Draws the seed's illustrations, studio/seed/images/*.svg, and the site's logo and favicon,
// public/logo.svg and public/favicon.svg: original drawings, with no dependencies, and the same
// bytes on every run (each file's random numbers are seeded by its name).
//
//   node studio/seed/illustrations/generate.mjs [name…]
//
// writes them all, or only those named (`home-banner-horta logo`). After a change to the
// favicon, `node studio/seed/illustrations/favicon.mjs` renders public/favicon.ico from it.
// draw/ holds what the pictures are drawn with (shapes, plants, things, people, EVA Baby),
// scenes/ the pictures themselves, one module per page or use.
import {mkdirSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {startScene} from './draw/scene.mjs'
import {ABOUT} from './scenes/about.mjs'
import {ARTICLES} from './scenes/articles.mjs'
import {BRAND} from './scenes/brand.mjs'
import {CASES} from './scenes/cases.mjs'
import {HOME} from './scenes/home.mjs'
import {INSTAGRAM} from './scenes/instagram.mjs'
import {PRODUCTS} from './scenes/products.mjs'
import {PROJECTS} from './scenes/projects.mjs'

const SEED_IMAGES_DIR = join(import.meta.dirname, '..', 'images')
const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public')

const OUTPUTS = [
  ...[...HOME, ...ABOUT, ...PROJECTS, ...CASES, ...PRODUCTS, ...INSTAGRAM, ...ARTICLES].map((illustration) => ({
    illustration,
    dir: SEED_IMAGES_DIR,
  })),
  ...BRAND.map((illustration) => ({illustration, dir: PUBLIC_DIR})),
]

const requested = process.argv.slice(2)
const unknown = requested.filter((name) => !OUTPUTS.some(({illustration}) => illustration.name === name))
if (unknown.length) {
  console.error(`No illustration named ${unknown.join(', ')}.`)
  process.exit(1)
}

for (const {illustration, dir} of OUTPUTS) {
  const {name, width, height, draw} = illustration
  if (requested.length && !requested.includes(name)) continue
  const scene = startScene(name, width, height)
  draw(scene)
  const svg = scene.svg()
  mkdirSync(dir, {recursive: true})
  writeFileSync(join(dir, `${name}.svg`), svg)
  console.info(String(svg.length).padStart(6), `${name}.svg`)
}
