import type {ReactNode} from 'react'
import {present} from '~/content/campaign-blocks'
import {FORM_BLOCK} from '~/domain/campaign-page'
import {
  BannerBlock,
  BenefitsBlock,
  CallToActionBlock,
  CasesBlock,
  FormBlock,
  ImageTextBlock,
  ProductBlock,
  QuestionsBlock,
  QuoteBlock,
  TextBlock,
  VideoBlock,
} from './blocks'
import type {BlockOf, BlockProps, BlockType, CampaignBlock, CampaignPage} from './types'

// A campaign page (docs/content.md#campaign-pages): the blocks an editor stacked in the Studio,
// top to bottom. Content may be anything the dataset holds (a deleted product, a block of a kind
// this build does not know, a missing title): what cannot be shown whole is left out, never thrown.

export type {CampaignPage}

/** The component of each kind of block (tests/unit/campaign-blocks.test.ts: one for every kind the schema has). */
export const BLOCK_COMPONENTS: {[Type in BlockType]: (props: BlockProps<BlockOf<Type>>) => ReactNode} = {
  bannerBlock: BannerBlock,
  textBlock: TextBlock,
  imageTextBlock: ImageTextBlock,
  benefitsBlock: BenefitsBlock,
  productBlock: ProductBlock,
  casesBlock: CasesBlock,
  questionsBlock: QuestionsBlock,
  quoteBlock: QuoteBlock,
  videoBlock: VideoBlock,
  callToActionBlock: CallToActionBlock,
  formBlock: FormBlock,
}

/** The blocks this build can show, in order: a null entry or an unknown `_type` (`constructor` included) is skipped. */
export function knownBlocks(page: CampaignPage): CampaignBlock[] {
  const blocks: unknown = page.blocks
  if (!Array.isArray(blocks)) return []
  return blocks.filter(
    (block): block is CampaignBlock =>
      block != null &&
      typeof block === 'object' &&
      typeof block._type === 'string' &&
      Object.hasOwn(BLOCK_COMPONENTS, block._type),
  )
}

/**
 * The banner that opens the page, if one does: its title is the page's h1 (else the page's
 * title is, above everything: no h2 comes before the h1), and the route preloads its image
 * (BANNER_IMAGE in ~/components/PageBanner), the largest above the fold.
 */
export function openingBanner(page: CampaignPage): BlockOf<'bannerBlock'> | undefined {
  const first = knownBlocks(page)[0]
  return first?._type === 'bannerBlock' && present(first.title) ? first : undefined
}

/**
 * The page's blocks top to bottom; a page heading (h1) first when no banner carries one. In an
 * editor's preview, `edit` holds each block's handle for the Studio's overlays (by `_key`): the
 * block comes wrapped in an element that carries it, so that the editor can drag it.
 */
export function CampaignBlocks({
  page,
  formAction,
  edit = null,
}: {
  page: CampaignPage
  formAction: string
  edit?: Record<string, string> | null
}) {
  const blocks = knownBlocks(page)
  const heading = openingBanner(page)
  // One form a page (the Studio refuses a second): the first form block, as the route reads it.
  const form = blocks.find((block) => block._type === FORM_BLOCK)
  return (
    <>
      {!heading && present(page.title) ? (
        <header className="container page-heading campaign-heading">
          <h1>{page.title}</h1>
        </header>
      ) : null}
      {blocks.map((block, index) => {
        if (block._type === FORM_BLOCK && block !== form) return null
        const Block = BLOCK_COMPONENTS[block._type] as (props: BlockProps<CampaignBlock>) => ReactNode
        const shown = (
          <Block
            key={`${index}-${block._key}`}
            block={block}
            id={`bloco-${index + 1}`}
            pageHeading={block === heading}
            first={index === 0}
            formAction={formAction}
          />
        )
        const handle = edit && typeof block._key === 'string' ? edit[block._key] : undefined
        return handle ? (
          <div key={`${index}-${block._key}`} className="campaign-block" data-sanity={handle}>
            {shown}
          </div>
        ) : (
          shown
        )
      })}
    </>
  )
}
