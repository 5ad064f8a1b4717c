// The tags campaigns add to the site's addresses (docs/decisions/0062): the pages never read them
// (the page cache serves the page without them), and a lead's origin is made of them.

/** Ad click ids: only whether one was there is ever kept, never its value. */
export const CLICK_IDS = {google: ['gclid', 'gbraid', 'wbraid'], meta: ['fbclid'], microsoft: ['msclkid']} as const

const CLICK_ID_NAMES: readonly string[] = Object.values(CLICK_IDS).flat()

export const isClickId = (name: string) => CLICK_ID_NAMES.includes(name)

/** `utm_source`, `utm_campaign`… or a click id. */
export const isCampaignTag = (name: string) => /^utm_[a-z_]{1,20}$/.test(name) || isClickId(name)
