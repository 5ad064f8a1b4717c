import type {CAMPAIGN_PAGE_QUERYResult} from '~/sanity.types'

// What of a campaign page's block is shown: its components (app/components/campaign/) and its
// structured data (app/seo/structured-data.ts) read the same, so that search engines are told
// only what visitors see. Every value may be anything the dataset holds.

/** A campaign page as CAMPAIGN_PAGE_QUERY reads it, and its blocks. */
export type CampaignPage = NonNullable<CAMPAIGN_PAGE_QUERYResult>
export type CampaignBlock = CampaignPage['blocks'][number]
export type BlockType = CampaignBlock['_type']
export type BlockOf<Type extends BlockType> = Extract<CampaignBlock, {_type: Type}>

/** Text worth showing: a string with something besides spaces. */
export const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A number that is one (a price typed over by hand may be anything). */
export const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** The objects of a list: an entry may be null (a reference to a deleted document, a broken item). */
export function objects<Item>(value: readonly Item[] | null | undefined): Array<NonNullable<Item>> {
  return Array.isArray(value) ? value.filter((item): item is NonNullable<Item> => item != null && typeof item === 'object') : []
}

/** The questions a block shows: none without its title, and only those with both a question and an answer. */
export function shownQuestions<Item extends {question?: unknown; answer?: unknown}>(block: {
  title?: unknown
  items?: ReadonlyArray<Item | null> | null
}): Array<Item & {question: string; answer: string}> {
  if (!present(block.title)) return []
  return objects(block.items).filter(
    (item): item is NonNullable<Item> & {question: string; answer: string} => present(item.question) && present(item.answer),
  )
}

/** The product a block shows: one with a name (a deleted one is null). */
export function shownProduct<Product extends {name?: unknown}>(block: {product?: Product | null}) {
  const product = block.product
  return product && typeof product === 'object' && present(product.name) ? (product as Product & {name: string}) : undefined
}
