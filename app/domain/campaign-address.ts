import {campaignMoveMessages} from './campaign-page'
import {isInternalHref} from './links'
import siteAddresses from './site-addresses.json'

// A campaign page's address (docs/content.md#campaign-pages): one rule for the Studio's
// validation and for the site, which serves no page whose address breaks it.

/**
 * The first segments of the addresses the site answers without a campaign page: its routes,
 * the server's own folders and probes, and public/'s files. Derived from them, not listed by
 * hand: tests/unit/site-addresses.test.ts rewrites site-addresses.json (`npm run
 * site-addresses`) and fails when it is out of date.
 */
export const TAKEN_ADDRESSES: ReadonlySet<string> = new Set([
  ...siteAddresses.routes,
  ...siteAddresses.mounts,
  ...siteAddresses.files,
])

export type CampaignAddressProblem = 'format' | 'taken'

/**
 * The address rule: lower-case letters without accents, digits and hyphens (`horta-em-casa`).
 * A campaign page's, an article's and a category's address each keep it.
 */
export const isAddressWord = (slug: string) => /^[a-z0-9-]+$/.test(slug)

/** What is wrong with `slug` as a campaign page's address (without its `/`), or undefined. */
export function campaignAddressProblem(slug: string): CampaignAddressProblem | undefined {
  if (!isAddressWord(slug)) return 'format'
  if (TAKEN_ADDRESSES.has(slug)) return 'taken'
  return undefined
}

/** The Studio's messages, in Portuguese, for each problem and for an address another page has. */
export const campaignAddressMessages = {
  missing: 'Informe o endereço da página (ex.: horta-em-casa).',
  format: 'Use só letras minúsculas sem acento, números e hífens (ex.: horta-em-casa).',
  taken: (slug: string) => `O endereço /${slug} já é de uma parte do site. Escolha outro.`,
  duplicate: (slug: string) => `Outra página de campanha já usa o endereço /${slug}. Escolha outro.`,
}

/**
 * A page's old addresses once it is published at `now`, having been at `was` (docs/decisions/0084):
 * `was` joins them, `now` leaves them (a page never redirects to itself), nothing twice.
 */
export function formerAddressesAfterMove(former: unknown, was: string | undefined, now: string): string[] {
  const kept = (Array.isArray(former) ? former : []).filter((old): old is string => typeof old === 'string')
  return [...new Set([...kept, ...(was ? [was] : [])])].filter((old) => old !== now)
}

/**
 * A path on this site (`/eva-baby#reservar_baby`), not an anchor of the page itself; plain ASCII,
 * as a Location header carries it (an accent or an emoji would have to be percent-encoded).
 */
export const isSitePath = (target: string) => target.startsWith('/') && isInternalHref(target) && /^[\x21-\x7e]+$/.test(target)

/**
 * A site path in the spelling the site answers without a redirect of its own: the path in lower
 * case, one slash between segments, none at the end; the query and the anchor as written.
 */
export function canonicalSitePath(target: string) {
  const split = target.search(/[?#]/)
  const [path, rest] = split === -1 ? [target, ''] : [target.slice(0, split), target.slice(split)]
  return (
    (path
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1') || '/') + rest
  )
}

/** What is wrong with the page the campaign sends its visitors to once it ended, if anything. */
export function endTargetProblem(target: string | undefined, endsAt: string | undefined, slug: string | undefined) {
  if (!target) return endsAt ? campaignMoveMessages.endTargetMissing : undefined
  if (!isSitePath(target)) return campaignMoveMessages.endTargetFormat
  const path = canonicalSitePath(target).replace(/[?#].*$/, '')
  return slug && path === `/${slug}` ? campaignMoveMessages.endTargetItself : undefined
}
