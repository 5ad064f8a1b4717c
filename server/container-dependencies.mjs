// The Dockerfile's `dependencies` stage: the site's own production dependencies and nothing
// else. `npm ci --omit=dev --workspaces=false` still installed every package of the Studio
// workspace (Sanity, and a type checker, a formatter and bundlers under it), and TypeScript,
// which Remix names as an optional peer. Run in a folder holding copies of package.json and
// package-lock.json, this takes the workspace and the development dependencies out of both;
// `npm ci --omit=dev` then installs what the site's own dependencies need, each at the
// version the lockfile pins (docs/decisions/0081).
import {readFileSync, writeFileSync} from 'node:fs'

const edit = (file, change) => {
  const json = JSON.parse(readFileSync(file, 'utf8'))
  change(json)
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
}
edit('package.json', (manifest) => {
  delete manifest.workspaces
  delete manifest.devDependencies
})
edit('package-lock.json', (lockfile) => {
  delete lockfile.packages[''].workspaces
  delete lockfile.packages[''].devDependencies
  for (const [path, entry] of Object.entries(lockfile.packages)) {
    if (path === 'studio' || path.startsWith('studio/') || entry.link) delete lockfile.packages[path]
  }
})
