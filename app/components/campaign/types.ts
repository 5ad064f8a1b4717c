import type {BlockOf, BlockType, CampaignBlock, CampaignPage} from '~/content/campaign-blocks'

// What a campaign page's block components get, for ./CampaignBlocks.tsx and ./blocks.tsx.

export type {BlockOf, BlockType, CampaignBlock, CampaignPage}

/** What a block's component gets: its fields, and what only the page knows. */
export type BlockProps<Block> = {
  block: Block
  /** Its heading's id, unique on the page: its section is labelled by it. */
  id: string
  /** Its heading is the page's h1 (the first banner's title; every other block heading is an h2). */
  pageHeading: boolean
  /** It opens the page: its image loads at once. */
  first: boolean
  /** Where the form posts (the page's address, with the form's kind and the anchor). */
  formAction: string
}
