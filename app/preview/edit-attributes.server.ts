import type {CampaignPage} from '~/content/campaign-blocks'

// The overlays' handle on a campaign page's blocks in an editor's preview (docs/decisions/0084):
// each block's element carries `data-sanity`, naming the page and the block's place in its list,
// in the format of @sanity/visual-editing's createDataAttribute (tests/unit/campaign-end-caching.test.ts
// holds the two equal). Siblings that name items of one list are what the overlays let the
// editor drag into another order; the Studio then patches the draft.

const KEY = /^[\w-]+$/

/** `data-sanity` of each block of `page`, by its `_key` (a key the format cannot carry gets none). */
export function blockEditAttributes(page: Pick<CampaignPage, '_id' | 'blocks'>, studioUrl: string): Record<string, string> {
  const id = page._id.replace(/^(drafts|versions\.[^.]+)\./, '')
  const base = encodeURIComponent(studioUrl)
  const blocks: unknown = page.blocks
  return Object.fromEntries(
    (Array.isArray(blocks) ? blocks : [])
      .map((block) => (block as {_key?: unknown} | null)?._key)
      .filter((key): key is string => typeof key === 'string' && KEY.test(key))
      .map((key) => [key, `id=${id};type=campaignPage;path=blocks:${key};base=${base}`]),
  )
}
