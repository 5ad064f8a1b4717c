// What `remix build` does not compile: the staff commands (server/cli/*.ts), bundled with
// the app code they use into build/cli/, so production runs them with plain Node.
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
