import {CAMPAIGN_REDIRECT_MAX_HOPS, NOT_FOUND_PATH} from '~/constants'
import {campaignAddressProblem, canonicalSitePath, isSitePath} from '~/domain/campaign-address'

// What a one-segment address is, given the campaign pages as the dataset holds them and the
// time (docs/decisions/0084): a page, a page's old address (301 to where it is now), an ended
// page (302 to the page its editor chose), or nothing (the 404 page). Pure: the route, the
// sitemap and the tests all ask here.

/** One campaign page as CAMPAIGN_ADDRESSES_QUERY reads it: anything may be missing or wrong. */
export type CampaignEntry = {
  slug?: string | null
  hidden?: boolean | null
  formerAddresses?: unknown
  endsAt?: string | null
  endTarget?: string | null
}

export type CampaignRoute =
  /** A page that is on: `until` is when it ends, if it does (a cache keeps it no longer). */
  | {kind: 'page'; slug: string; until?: number}
  /** 301 for an old address, 302 once any page on the way has ended; `until` as above, for the page it ends at. */
  | {kind: 'redirect'; status: 301 | 302; location: string; until?: number}
  | {kind: 'none'}

const validSlug = (slug: unknown): slug is string => typeof slug === 'string' && campaignAddressProblem(slug) === undefined

/** When the page ends (ms), if it has a valid end date. */
export function endOf(entry: CampaignEntry): number | undefined {
  const end = typeof entry.endsAt === 'string' ? Date.parse(entry.endsAt) : NaN
  return Number.isFinite(end) ? end : undefined
}

/**
 * Where an ended page sends its visitors: the path its editor chose, in the spelling the site
 * answers (`/B/` is `/b`: no extra hop, and no loop through the site's own 301), or the home page
 * if none is usable.
 */
export function endTargetOf(entry: CampaignEntry): string {
  const target = entry.endTarget
  return typeof target === 'string' && isSitePath(target) ? canonicalSitePath(target) : '/'
}

/**
 * The campaign pages by address, now and before. An address is a page's while a page has it;
 * an old address (one a page had before it was renamed) redirects to that page while no page
 * has it. Entries come newest first: if two pages claim one address, the newer wins.
 */
export function campaignIndex(entries: readonly CampaignEntry[]) {
  const current = new Map<string, CampaignEntry>()
  const former = new Map<string, CampaignEntry>()
  const pages = entries.filter((entry) => validSlug(entry.slug))
  for (const entry of pages) if (!current.has(entry.slug!)) current.set(entry.slug!, entry)
  for (const entry of pages) {
    if (current.get(entry.slug!) !== entry) continue
    const olds = Array.isArray(entry.formerAddresses) ? entry.formerAddresses : []
    for (const old of olds) if (validSlug(old) && !current.has(old) && !former.has(old)) former.set(old, entry)
  }
  return {current, former}
}

export type CampaignIndex = ReturnType<typeof campaignIndex>

/** The one segment of a path that could be a campaign page's address (`/horta-em-casa#x` → `horta-em-casa`). */
const addressOf = (path: string) => /^\/([a-z0-9-]+)(?:[?#]|$)/.exec(path)?.[1]

/**
 * What `/<slug>` is at `now`. A redirect goes straight to where the visitor ends up: past every
 * old address and ended page on the way (A→B→C answers A with C), never to another redirect.
 */
export function campaignRoute(slug: string, index: CampaignIndex, now: number): CampaignRoute {
  // Only an address in the rule is anything (`horta-em-casa?x`, decoded from `%3F`, is not).
  if (!validSlug(slug)) return {kind: 'none'}
  let status: 301 | 302 = 301
  let location = `/${slug}`
  const seen = new Set<string>()
  for (;;) {
    const address = addressOf(location)
    // Out of the campaign pages (`/eva-baby`, `/`): the visitor's destination.
    if (address === undefined) return seen.size === 0 ? {kind: 'none'} : {kind: 'redirect', status, location}
    // A loop of ended pages (A ends to B, B to A), or an absurdly long way: only the 404 page is left.
    if (seen.has(address) || seen.size > CAMPAIGN_REDIRECT_MAX_HOPS)
      return {kind: 'redirect', status: 302, location: NOT_FOUND_PATH}
    const first = seen.size === 0
    seen.add(address)
    const page = index.current.get(address)
    if (page) {
      const end = endOf(page)
      if (end === undefined || now < end) {
        return first ? {kind: 'page', slug: address, until: end} : {kind: 'redirect', status, location, until: end}
      }
      status = 302
      location = endTargetOf(page)
      continue
    }
    const moved = index.former.get(address)
    if (!moved) return first ? {kind: 'none'} : {kind: 'redirect', status, location}
    location = `/${moved.slug}`
  }
}

/** The addresses the sitemap lists: pages on at `now`, not hidden; `until` is when the first of them ends. */
export function campaignSitemap(index: CampaignIndex, now: number): {paths: string[]; until?: number} {
  let until: number | undefined
  const paths: string[] = []
  for (const [slug, entry] of index.current) {
    const end = endOf(entry)
    if (end !== undefined && now >= end) continue
    if (end !== undefined) until = Math.min(until ?? end, end)
    if (entry.hidden !== true) paths.push(`/${slug}`)
  }
  return {paths: paths.sort(), until}
}
