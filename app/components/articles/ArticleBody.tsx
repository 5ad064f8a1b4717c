import {PortableText, type PortableTextComponents} from '@portabletext/react'
import type {ReactNode} from 'react'
import {CallToActionBlock} from '~/components/campaign/blocks'
import type {BlockOf} from '~/components/campaign/types'
import {ContentImage} from '~/components/ContentImage'
import {richTextMarks} from '~/components/RichText'
import {VideoEmbed} from '~/components/VideoEmbed'
import type {ArticleBodyItem, ArticleHeading} from '~/content/articles'
import {present} from '~/content/campaign-blocks'
import {imageAttributes, type ImageField} from '~/content/image'
import {formatBRL, formatInstallments} from '~/domain/money'
import {productPricing, type PricedProduct} from '~/domain/price'
import {youtubeId} from '~/utils/video'

type Item<Type extends ArticleBodyItem['_type']> = Extract<ArticleBodyItem, {_type: Type}>
type ProductMention = {name: string; isEvaBaby?: boolean | null} & PricedProduct

/** The column the text is set in: what an image in it is drawn at. */
const COLUMN_WIDTH = 720
const COLUMN_SIZES = `(max-width: ${COLUMN_WIDTH}px) 100vw, ${COLUMN_WIDTH}px`

/** A product's price in a sentence: "R$ 375,00", or its first plan, or nothing (only shown in the store). */
function mentionPrice(product: PricedProduct) {
  const pricing = productPricing(product)
  if (pricing.type === 'cash') return formatBRL(pricing.cashPrice)
  if (pricing.type === 'plans') {
    const [plan] = pricing.plans
    return plan ? formatInstallments(plan.installments, plan.installmentValue) : null
  }
  return null
}

/** A product named in the text, with its price now: a link to the page that sells it. */
function ProductReference({product}: {product: ProductMention}) {
  const price = mentionPrice(product)
  return (
    <>
      <a href={product.isEvaBaby ? '/eva-baby' : '/insumos'}>{product.name}</a>
      {price ? <span className="product-mention__price">{` (${price})`}</span> : null}
    </>
  )
}

function BodyImage({value}: {value: Item<'articleImage'>}) {
  const image = value as unknown as ImageField
  if (!imageAttributes(image, {width: 1})) return null
  return (
    <figure className="article-figure">
      <ContentImage image={image} width={COLUMN_WIDTH} sizes={COLUMN_SIZES} />
      {present(value.caption) ? <figcaption>{value.caption}</figcaption> : null}
    </figure>
  )
}

function Note({value}: {value: Item<'articleNote'>}) {
  if (!present(value.text)) return null
  return (
    <aside className="article-note">
      {present(value.title) ? <p className="article-note__title">{value.title}</p> : null}
      <p>{value.text}</p>
    </aside>
  )
}

function Video({value}: {value: Item<'videoBlock'>}) {
  if (!present(value.title) || !present(value.youtubeUrl) || !youtubeId(value.youtubeUrl)) return null
  return (
    <figure className="article-figure">
      <VideoEmbed title={value.title} youtubeUrl={value.youtubeUrl} poster={value.poster?.asset ? value.poster : null} />
      <figcaption>{value.title}</figcaption>
    </figure>
  )
}

/**
 * An article's text (app/content/articles.ts#articleBody has kept only what can be shown): its
 * headings carry the anchors the table of contents links to; a link goes only where the Studio
 * lets an editor link (a path, an anchor, http(s)).
 */
export function ArticleBody({body, headings}: {body: ArticleBodyItem[]; headings: ArticleHeading[]}) {
  const anchors = new Map(headings.map((heading) => [heading.key, heading.anchor]))
  const heading =
    (Level: 'h2' | 'h3') =>
    ({children, value}: {children?: ReactNode; value: {_key?: string}}) => (
      <Level id={value._key ? anchors.get(value._key) : undefined}>{children}</Level>
    )
  const components: PortableTextComponents = {
    block: {h2: heading('h2'), h3: heading('h3')},
    marks: richTextMarks,
    types: {
      productReference: ({value}) => <ProductReference product={(value as {product: ProductMention}).product} />,
      articleImage: BodyImage,
      articleNote: Note,
      videoBlock: Video,
      callToActionBlock: ({value, index}) => (
        <CallToActionBlock
          block={value as BlockOf<'callToActionBlock'>}
          id={`chamada-${index + 1}`}
          pageHeading={false}
          first={false}
          formAction=""
        />
      ),
    },
  }
  return (
    <div className="prose article-body">
      <PortableText value={body} components={components} />
    </div>
  )
}
