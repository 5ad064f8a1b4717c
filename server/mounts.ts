import {join} from 'node:path'
import {LOCAL_RENDITIONS_PATH} from '~/content/image'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {SEED_IMAGES_URL_PATH} from '~/seed/dataset.server'
import {CLIENT_DIR, SEED_IMAGES_DIR} from '~/utils/paths.server'

// What the server answers itself, before Remix's routes: its own file folders and its probes.
// Campaign pages may not take these addresses (app/domain/campaign-address.ts reads them
// through app/domain/site-addresses.json, which a test keeps equal to this module).

/** The folders of files served as they are: their address, their folder, how long they may be kept. */
export const FILE_FOLDERS: ReadonlyArray<readonly [address: string, folder: string, cacheControl: string]> = [
  ['/build', join(CLIENT_DIR, 'build'), CACHE_CONTROL.immutable],
  ['/scripts', join(CLIENT_DIR, 'scripts'), CACHE_CONTROL.immutable],
  ['/preview', join(CLIENT_DIR, 'preview'), CACHE_CONTROL.short],
  [SEED_IMAGES_URL_PATH, SEED_IMAGES_DIR, CACHE_CONTROL.long],
  [LOCAL_RENDITIONS_PATH, join(CLIENT_DIR, 'content', 'renditions'), CACHE_CONTROL.long],
]

/** The probes a load balancer and a deploy ask: is the process alive, is it ready for visitors. */
export const PROBES = {liveness: '/healthz', readiness: '/readyz'} as const
