import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {IslandName} from '~/components/Island'
import {env} from '~/env.server'
import {CLIENT_DIR} from '~/utils/paths.server'

/** Each island's module (its address under /scripts/islands/). */
export type IslandManifest = Partial<Record<IslandName, string>>

let manifest: IslandManifest | undefined

/**
 * Each island's module, from the manifest server/build.mjs wrote. Read once; on every
 * request in development, where `npm run dev` rebuilds them under new names.
 */
export function islandManifest(): IslandManifest {
  if (manifest === undefined || env.NODE_ENV === 'development') {
    const file = join(CLIENT_DIR, 'scripts', 'islands', 'islands.json')
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as IslandManifest) : {}
  }
  return manifest
}
