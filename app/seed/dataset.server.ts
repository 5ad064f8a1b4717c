import {SEED_DIR} from '~/utils/paths.server'
import {loadSeedDataset, type SanityDocument} from '../../studio/seed-dataset'

// The demo content: the Studio's seed (studio/seed/), which the site shows when no Sanity
// project is configured. The only door from the site into the Studio's files (docs/decisions/0047).

export type {SanityDocument}

/** Where the server publishes the seed's images. */
export const SEED_IMAGES_URL_PATH = '/content/images'

/** The seed as a hosted dataset would hold it after `sanity dataset import`, with the site's image addresses. */
export const seedDataset = (seedDir = SEED_DIR): SanityDocument[] => loadSeedDataset(seedDir, SEED_IMAGES_URL_PATH)
