import {existsSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

/**
 * The project's folder, found from this module's own file (in app/ when run from source, in
 * build/ once compiled) rather than from the working directory: the site starts from any folder.
 */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)))

/**
 * What the build made for browsers, laid out as its addresses: /build/… (Remix's bundles),
 * /scripts/… (the behaviours of pages without React) and /preview/… (the Studio's overlays). It is the `client` folder beside the compiled server,
 * this module's own file once compiled (build/index.js; the tests' build is
 * tests/.build/index.js), so a server always serves its own build's files and the site's CSS
 * from them, whatever else is built meanwhile (docs/decisions/0032). Only the server uses it.
 */
export const CLIENT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'client')

function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`)
  }
}

/** A path relative to the project's folder (an absolute one stays as it is). */
export const fromProjectRoot = (...segments: string[]) => resolve(PROJECT_ROOT, ...segments)

/** The bundled seed content (studio/seed): data.ndjson and images/. */
export const SEED_DIR = fromProjectRoot('studio/seed')
export const SEED_IMAGES_DIR = fromProjectRoot('studio/seed/images')
/** Files served as they are (favicon, logo, robots' neighbours); the browser build is in CLIENT_DIR. */
export const PUBLIC_DIR = fromProjectRoot('public')
