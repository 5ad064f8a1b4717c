// What `remix build` does not compile: the staff commands (server/cli/*.ts), bundled with
// the app code they use into build/cli/, so production runs them with plain Node.
import {rm} from 'node:fs/promises'
import {build} from 'esbuild'

await build({
  entryPoints: ['server/cli/export-csv.ts'],
  outdir: 'build/cli',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies load from node_modules at run time, as the server's do.
  packages: 'external',
  logLevel: 'warning',
})

// The Studio's click-to-edit overlays (app/preview/overlays.ts), with their own React: loaded
// only by pages in preview, so they never touch the site's chunks (docs/decisions/0029).
await rm('public/preview', {recursive: true, force: true})
await build({
  entryPoints: {overlays: 'app/preview/overlays.ts'},
  outdir: 'public/preview',
  entryNames: '[name]-[hash]',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  define: {'process.env.NODE_ENV': '"production"'},
  logLevel: 'warning',
})
