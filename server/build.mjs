// What `remix build` does not compile: the staff commands (server/cli/*.ts), bundled with
// the app code they use into build/cli/, so production runs them with plain Node; and the
// Studio's overlays into build/client/preview/. EVA_BUILD_DIR moves both with the rest of
// the build (server/build-dir.mjs).
import {rm} from 'node:fs/promises'
import {build} from 'esbuild'
import {BUILD_DIR, CLIENT_DIR} from './build-dir.mjs'

await build({
  entryPoints: ['server/cli/export-csv.ts', 'server/cli/backup.ts'],
  outdir: `${BUILD_DIR}/cli`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  // Dependencies load from node_modules at run time, as the server's do.
  packages: 'external',
  logLevel: 'warning',
})

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
