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

/** The EVA Baby's cash price as /eva-baby at `base` shows it ("R$ 375,00"), undefined when the page has none. */
export async function evaBabyPrice(base: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(`${base}/eva-baby`, {headers})).text()
  return html.match(/price__cash">([^<]+)</)?.[1]?.replaceAll(nbsp, ' ')
}

/** The EVA Baby's price in every copy at these addresses (instances, the edge), for every consent choice, in order. */
export const evaBabyPriceEverywhere = (bases: string[]) =>
  Promise.all(bases.flatMap((base) => EDGE_CONSENT_VARIANTS.map((headers) => evaBabyPrice(base, headers))))
