#!/usr/bin/env node
// Renders public/favicon.svg at 16 and 32 pixels with headless Chromium and packs the two PNGs
// into public/favicon.ico (an ICO file may hold PNG images), for the browsers that ask for it.
//
//   node studio/seed/illustrations/favicon.mjs
//
// after generate.mjs has written the SVG. No npm dependencies; it needs Chromium (Debian:
// apt-get install -y chromium), or its path in CHROMIUM.
import {execFileSync} from 'node:child_process'
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {pathToFileURL} from 'node:url'

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public')
const SVG = join(PUBLIC_DIR, 'favicon.svg')
const ICO = join(PUBLIC_DIR, 'favicon.ico')
const SIZES = [16, 32]
const PNG_SIGNATURE = '89504e470d0a1a0a'

const chromium = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (path) => path && existsSync(path),
)
if (!chromium) {
  console.error('Chromium not found. Install it (apt-get install -y chromium) or set CHROMIUM=/path/to/it.')
  process.exit(1)
}
if (!existsSync(SVG)) {
  console.error(`${SVG} is missing. Run first: node studio/seed/illustrations/generate.mjs`)
  process.exit(1)
}

/**
 * The SVG as a square PNG, `size` pixels wide, on a transparent background.
 * @param {string} chromiumPath
 * @param {string} workDir
 * @param {number} size
 */
function renderPng(chromiumPath, workDir, size) {
  // A page with nothing but the image, at exactly that size.
  const page = join(workDir, `fav${size}.html`)
  writeFileSync(
    page,
    '<!doctype html><html><head><style>html,body{margin:0;background:transparent;overflow:hidden}</style></head>' +
      `<body><img src="${pathToFileURL(SVG).href}" width="${size}" height="${size}" style="display:block"></body></html>`,
  )
  const screenshot = join(workDir, `fav${size}.png`)
  execFileSync(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--screenshot=${screenshot}`,
      `--window-size=${size},${size}`,
      pathToFileURL(page).href,
    ],
    {stdio: 'ignore', timeout: 60000},
  )
  const png = readFileSync(screenshot)
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (png.subarray(0, 8).toString('hex') !== PNG_SIGNATURE || width !== size || height !== size) {
    throw new Error(`Unexpected PNG for ${size}px: ${width}x${height}`)
  }
  return png
}

/**
 * An ICO file holding these PNGs: a 6-byte header, a 16-byte entry per image, then the images.
 * @param {{size: number, png: Buffer}[]} images
 */
function icoFile(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({size, png}, i) => {
    const entry = 6 + 16 * i
    // 0 stands for 256 pixels.
    header.writeUInt8(size >= 256 ? 0 : size, entry) // width
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1) // height
    header.writeUInt8(0, entry + 2) // colours in the palette
    header.writeUInt8(0, entry + 3) // reserved
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({png}) => png)])
}

const workDir = mkdtempSync(join(tmpdir(), 'eva-favicon-'))
let ico
try {
  ico = icoFile(SIZES.map((size) => ({size, png: renderPng(chromium, workDir, size)})))
} finally {
  rmSync(workDir, {recursive: true, force: true})
}
writeFileSync(ICO, ico)
console.info(`${ICO}: ${ico.length} bytes (${SIZES.join(' and ')} px)`)
