// What `remix build` does not compile: the staff commands (server/cli/*.ts), bundled with
// the app code they use into build/cli/, so production runs them with plain Node; the seed's
// illustrations as WebP into build/client/content/renditions/; the behaviours of the pages
// React does not hydrate into build/client/scripts/; and the Studio's overlays into
// build/client/preview/. EVA_BUILD_DIR moves all of it with the rest of the build
// (server/build-dir.mjs).
import {createHash} from 'node:crypto'
import {mkdir, readdir, rename, rm, writeFile} from 'node:fs/promises'
import {join} from 'node:path'
import {build, context} from 'esbuild'
import sharp from 'sharp'
import RESPONSIVE_WIDTHS from '../app/content/image-widths.json' with {type: 'json'}
import {BUILD_DIR, CLIENT_DIR} from './build-dir.mjs'

// The behaviours (menu, cookie banner, slides, counters) of the pages without a form, which
// ship no React (app/behaviours/, docs/decisions/0045), into build/client/scripts/ (its own
// folder: \`remix dev\` empties Remix's). Named by its content, in lower case like every
// address the edge accepts outside /build/. \`--watch-behaviours\` (npm run dev) rebuilds it on
// every change instead, and does nothing else.
const scriptsDir = join(CLIENT_DIR, 'scripts')
async function writeBehaviours({outputFiles: [bundle] = []}) {
  if (!bundle) return
  await mkdir(scriptsDir, {recursive: true})
  const hash = createHash('sha256').update(bundle.contents).digest('hex').slice(0, 12)
  const file = `behaviours-${hash}.js`
  // The new file first, then the old ones go: under npm run dev, a page rendered meanwhile
  // always finds one (docs/decisions/0079).
  await writeWhole(join(scriptsDir, file), bundle.contents)
  for (const name of await readdir(scriptsDir))
    if (/^behaviours-.*\.js(\.\d+\.tmp)?$/.test(name) && name !== file) await rm(join(scriptsDir, name))
}

/** Writes a file under a temporary name and renames it: a reader sees the old file or the whole new one. */
async function writeWhole(path, contents) {
  await writeFile(`${path}.${process.pid}.tmp`, contents)
  await rename(`${path}.${process.pid}.tmp`, path)
}
const behaviours = {
  entryPoints: ['app/behaviours/page.ts'],
  outdir: scriptsDir,
  write: false,
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
  plugins: [{name: 'write-behaviours', setup: (build) => build.onEnd(writeBehaviours)}],
}

// The islands (app/islands/, docs/decisions/0064): on a form page, the form's React without
// the page around it and without Remix's router, one entry per island, their shared code
// (React) in chunks, into build/client/scripts/islands/ with islands.json naming each
// island's module and the chunks it imports. Lower case, as every address outside /build/.
const islandsDir = join(scriptsDir, 'islands')
async function writeIslands({outputFiles = [], metafile}) {
  if (!metafile) return
  await mkdir(islandsDir, {recursive: true})
  const base = (path) => path.split('/').at(-1)
  const renamed = new Map(outputFiles.map(({path}) => [base(path), base(path).toLowerCase()]))
  for (const file of outputFiles) {
    let text = file.text
    for (const [from, to] of renamed) text = text.replaceAll(`./${from}`, `./${to}`)
    await writeWhole(join(islandsDir, renamed.get(base(file.path))), text)
  }
  const manifest = {}
  for (const [output, {entryPoint}] of Object.entries(metafile.outputs)) {
    const name = entryPoint?.match(/app\/islands\/entries\/([a-z-]+)\.tsx$/)?.[1]
    if (name) manifest[name] = `/scripts/islands/${renamed.get(base(output))}`
  }
  // The modules, then the manifest naming them, then what it no longer names: under npm run
  // dev, a page rendered meanwhile reads the previous set or the new one, never half of either.
  await writeWhole(join(islandsDir, 'islands.json'), JSON.stringify(manifest, null, 2))
  const kept = new Set([...renamed.values(), 'islands.json'])
  for (const name of await readdir(islandsDir)) if (!kept.has(name)) await rm(join(islandsDir, name), {recursive: true})
}
const islands = {
  entryPoints: (await readdir('app/islands/entries')).map((name) => `app/islands/entries/${name}`),
  outdir: islandsDir,
  outbase: 'app/islands/entries',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  write: false,
  metafile: true,
  bundle: true,
  splitting: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  // Chromium compiles every function of these files as it loads them (its file compile hint),
  // not on their first call: a visitor's first send or tap does not wait for V8 to compile
  // React's update path (docs/decisions/0073). Other browsers read a comment.
  banner: {js: '//# allFunctionsCalledOnLoad'},
  alias: {'~': './app'},
  define: {'process.env.NODE_ENV': '"production"'},
  logLevel: 'warning',
  plugins: [{name: 'write-islands', setup: (build) => build.onEnd(writeIslands)}],
}

if (process.argv.includes('--watch-behaviours')) {
  await (await context(behaviours)).watch()
  await (await context(islands)).watch()
} else {
  await build({
    entryPoints: ['server/cli/export-csv.ts', 'server/cli/backup.ts', 'server/cli/smoke.ts'],
    outdir: `${BUILD_DIR}/cli`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node26',
    // Dependencies load from node_modules at run time, as the server's do.
    packages: 'external',
    logLevel: 'warning',
  })

  // The seed's illustrations (SVG) as browsers get hosted images: WebP at every width a srcset
  // offers (app/content/image.ts), made once here. A large vector drawn on a phone's main
  // thread costs far more than a decoded picture.
  const renditions = join(CLIENT_DIR, 'content', 'renditions')
  await rm(renditions, {recursive: true, force: true})
  await mkdir(renditions, {recursive: true})
  const seedImages = (await readdir('studio/seed/images')).filter((name) => name.endsWith('.svg'))
  await Promise.all(
    seedImages.map(async (name) => {
      const source = join('studio/seed/images', name)
      const {width} = await sharp(source).metadata()
      const widths = [...RESPONSIVE_WIDTHS.filter((w) => w < width), width]
      for (const w of widths) {
        await sharp(source, {density: 72 * Math.max(1, w / width)})
          .resize({width: w})
          .webp({quality: 80})
          .toFile(join(renditions, `${name.replace(/\.svg$/, '')}-${w}.webp`))
      }
    }),
  )

  // The Studio's click-to-edit overlays (app/preview/overlays.ts), with their own React: loaded
  // only by pages in preview, so they never touch the site's chunks (docs/decisions/0029).
  await rm(`${CLIENT_DIR}/preview`, {recursive: true, force: true})
  await build({
    entryPoints: {overlays: 'app/preview/overlays.ts'},
    outdir: `${CLIENT_DIR}/preview`,
    entryNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'warning',
  })

  await build(behaviours)
  await build(islands)
}
