// What "a publish shows everywhere within 5 s" (docs/requirements.md) is checked against: every
// copy of a page a visitor may get, from each instance and from the edge, for each consent
// choice the edge keeps a copy for.

/** How soon a publish shows on every instance and at the edge: the requirement. */
export const FRESH_WITHIN_MS = 5_000

/** The Cookie headers of the three copies of a page the edge keeps: no choice yet, all, necessary only. */
export const EDGE_CONSENT_VARIANTS: Array<Record<string, string>> = [
  {},
  {cookie: 'user-consent=all'},
  {cookie: 'user-consent=necessary'},
]

const nbsp = '\u00a0'

/** A page as every copy of it at these addresses (instances, the edge) has it, for every consent choice, in order. */
export const pageEverywhere = (bases: string[], path: string) =>
  Promise.all(
    bases.flatMap((base) => EDGE_CONSENT_VARIANTS.map(async (headers) => (await fetch(`${base}${path}`, {headers})).text())),
  )

/** The EVA Baby's cash price ("R$ 375,00") as a page of /eva-baby shows it, undefined when it has none. */
export const evaBabyPriceIn = (html: string) => html.match(/price__cash">([^<]+)</)?.[1]?.replaceAll(nbsp, ' ')

/** How long a poll may still take for a change made at `since` (Date.now()) to show within 5 s of it. */
export const freshWithin = (since: number) => ({timeout: Math.max(1, since + FRESH_WITHIN_MS - Date.now()), intervals: [100]})
