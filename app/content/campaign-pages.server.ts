import {redirect} from '@remix-run/node'
import {NOT_FOUND_PATH} from '~/constants'
import {campaignAddressProblem} from '~/domain/campaign-address'
import type {CampaignPage} from './campaign-blocks'
import type {RequestContent} from './content.server'
import {CAMPAIGN_ADDRESSES_QUERY, CAMPAIGN_PAGE_QUERY} from './queries'

// The campaign pages the site serves (docs/content.md#campaign-pages): only those whose address
// keeps the rule (app/domain/campaign-address.ts), whatever reached the dataset.

/** Every campaign page's address (`/horta-em-casa`), and whether it is hidden from search engines. */
export async function campaignAddresses(content: Pick<RequestContent, 'load'>) {
  const pages = await content.load(CAMPAIGN_ADDRESSES_QUERY)
  return pages.flatMap(({slug, hidden}) =>
    slug && campaignAddressProblem(slug) === undefined ? [{path: `/${slug}`, hidden}] : [],
  )
}

/**
 * The campaign page at `/<slug>`, or the 404 page: every address no page has goes there, as
 * before campaign pages. The list of addresses is read first (one cached query), so that a
 * made-up address costs no query of its own.
 */
export async function loadCampaignPage(slug: string | undefined, content: RequestContent): Promise<CampaignPage> {
  const addresses = await campaignAddresses(content)
  if (!slug || !addresses.some(({path}) => path === `/${slug}`)) throw redirect(NOT_FOUND_PATH)
  return content.load(CAMPAIGN_PAGE_QUERY, {slug})
}
