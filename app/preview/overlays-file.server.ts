import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {CLIENT_DIR} from '~/utils/paths.server'

let overlaysFile: string | undefined

/**
 * Where the Studio's overlays are (build/client/preview/overlays-HASH.js, built by server/build.mjs
 * from ./overlays.ts); null if that build has not run: preview then works without them.
 */
export function previewOverlaysSrc(): string | null {
  const folder = join(CLIENT_DIR, 'preview')
  overlaysFile ??= existsSync(folder) ? readdirSync(folder).find((name) => /^overlays-\w+\.js$/.test(name)) : undefined
  return overlaysFile ? `/preview/${overlaysFile}` : null
}
