import {redirect} from '@remix-run/node'
import {NOT_FOUND_PATH} from '~/constants'
import type {CampaignPage} from './campaign-blocks'
import {campaignIndex, campaignRoute, campaignSitemap, type CampaignRoute} from './campaign-routes'
import type {RequestContent} from './content.server'
import {CAMPAIGN_ADDRESSES_QUERY, CAMPAIGN_PAGE_QUERY} from './queries'

// The campaign pages the site serves (docs/content.md#campaign-pages): only those whose address
// keeps the rule (app/domain/campaign-address.ts), whatever reached the dataset; their old
// addresses and their ends (./campaign-routes.ts, docs/decisions/0084).

const campaigns = async (content: Pick<RequestContent, 'load'>) => campaignIndex(await content.load(CAMPAIGN_ADDRESSES_QUERY))

/** Every campaign page's address now (`/horta-em-casa`), ended or hidden too. */
export async function campaignAddresses(content: Pick<RequestContent, 'load'>) {
  return [...(await campaigns(content)).current.keys()].map((slug) => `/${slug}`)
}

/** The campaign pages the sitemap lists now (on, not hidden), and when the first of them ends. */
export async function campaignSitemapAddresses(content: Pick<RequestContent, 'load'>, now = Date.now()) {
  return campaignSitemap(await campaigns(content), now)
}

/**
 * The campaign page at `/<slug>` (at `now`) and when it ends, or where to send the visitor: a
 * 301 for an old address, a 302 for an ended page (the route answers it, kept by caches as a
 * page is, docs/decisions/0084). An address no page has or had is the 404 page's, as before
 * campaign pages. The list of addresses is read first (one cached query), so that a made-up
 * address costs no query of its own.
 */
export async function loadCampaignPage(
  slug: string | undefined,
  content: RequestContent,
  {now, takingPost = false}: {now: number; takingPost?: boolean},
): Promise<{kind: 'page'; page: CampaignPage; until?: number} | Extract<CampaignRoute, {kind: 'redirect'}>> {
  // A post to a page that ended, or moved, while its visitor typed is still the page's (so is
  // the answer): nothing has ended then, and an old address leads straight to the page.
  let route = slug ? campaignRoute(slug, await campaigns(content), takingPost ? -Infinity : now) : undefined
  if (takingPost && route?.kind === 'redirect' && route.status === 301) route = {kind: 'page', slug: route.location.slice(1)}
  if (!route || route.kind === 'none') throw redirect(NOT_FOUND_PATH)
  if (route.kind === 'redirect') return route
  return {kind: 'page', page: await content.load(CAMPAIGN_PAGE_QUERY, {slug: route.slug}), until: route.until}
}
