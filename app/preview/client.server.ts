import {createClient} from '@sanity/client'
import {hostedDataset} from '~/content/content.server'
import {sanityClientConfig} from '~/content/sanity-source.server'
import {env} from '~/env.server'

// Preview: an editor in the Studio's Presentation tool sees the site with their drafts, and
// nobody else ever does (docs/decisions/0029). The Studio opens /api/preview-mode/enable with a
// secret it has just written to the dataset (./preview-mode.server.ts); a signed session cookie
// then marks this browser's requests (./session.server.ts), which read drafts straight from the
// API, with stega, past every cache (./drafts.server.ts).

// The Viewer token reads drafts; without it (or without a hosted dataset) there is no preview.
const dataset = env.PREVIEW ? hostedDataset(env.SANITY_PREVIEW_TOKEN) : undefined

/** The client that reads drafts with the Viewer token, straight from the API; undefined when preview is off. */
export const previewClient = dataset && createClient({...sanityClientConfig(dataset), useCdn: false, perspective: 'drafts'})
