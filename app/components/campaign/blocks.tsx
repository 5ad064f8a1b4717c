import {useActionData} from '@remix-run/react'
import {ContentImage, HALF_WIDTH_SIZES, IMAGE_SHAPES, SplitImage} from '~/components/ContentImage'
import {Icon, isIconName} from '~/components/Icon'
import {Island} from '~/components/Island'
import {PageBanner} from '~/components/PageBanner'
import {ProductPrice} from '~/components/Price'
import {CaseSlide} from '~/components/projects/sections'
import {RichText} from '~/components/RichText'
import {Section} from '~/components/Section'
import {Slider} from '~/components/Slider'
import {SmartLink} from '~/components/SmartLink'
import {VideoEmbed} from '~/components/VideoEmbed'
import {finite, objects, present, shownProduct, shownQuestions} from '~/content/campaign-blocks'
import {imageAttributes, type ImageField} from '~/content/image'
import {isCampaignForm} from '~/domain/campaign-page'
import {isInternalHref, mailtoHref, whatsappHref} from '~/domain/links'
import {ReservationForm} from '~/forms/ReservationForm'
import type {FormReply} from '~/forms/submission'
import {VisitForm} from '~/forms/VisitForm'
import {useRootData} from '~/hooks/useRootData'
import {messages} from '~/messages'
import type {BlockContent} from '~/sanity.types'
import {youtubeId} from '~/utils/video'
import type {BlockOf, BlockProps, BlockType} from './types'

// One component per kind of block (BLOCK_COMPONENTS in ./CampaignBlocks.tsx lists them). Each reads its fields as
// untrusted: a required one missing leaves the block out (null), an optional one only its part.

type Props<Type extends BlockType> = BlockProps<BlockOf<Type>>

/** The paragraph styles the Studio offers (studio/schemaTypes/objects/blockContent.ts). */
const TEXT_STYLES = new Set(['normal', 'h3', 'blockquote'])

/**
 * Rich text with some text in it, or null. Only what the Studio writes reaches Portable Text: a
 * paragraph without its list of spans, or a span without text, is left out (it would draw
 * Portable Text's hidden warning, or an empty paragraph).
 */
function richText(value: BlockContent | null | undefined): BlockContent | null {
  const blocks = objects(value).flatMap((block) => {
    if (block._type !== 'block' || !Array.isArray(block.children)) return []

    const children = objects(block.children).filter((span) => typeof span.text === 'string')
    if (!children.some((span) => present(span.text))) return []
    // Only the Studio's styles: a heading written past it would be a second h1, or out of order.
    const style = typeof block.style === 'string' && TEXT_STYLES.has(block.style) ? block.style : 'normal'
    return [{...block, style, children, markDefs: objects(block.markDefs)}]
  })
  return blocks.length > 0 ? blocks : null
}

/** The image when it can be drawn: one without an asset (or its size) is left out. */
const drawable = <Image extends ImageField>(image: Image | null | undefined): Image | null =>
  image && imageAttributes(image, {width: 1}) ? image : null

/** Plain text from a text field: a paragraph for each run of lines between blank lines. */
function Paragraphs({text}: {text: string}) {
  return text
    .split(/\n\s*\n/)
    .filter(present)
    .map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)
}

/** A banner like the fixed pages' (PageBanner), with an optional subtitle and button. */
export function BannerBlock({block, id, pageHeading, first}: Props<'bannerBlock'>) {
  if (!present(block.title)) return null
  const link =
    present(block.buttonText) && present(block.buttonLink) && isInternalHref(block.buttonLink) ? block.buttonLink : null
  return (
    <PageBanner
      banner={{title: block.title, content: present(block.subtitle) ? block.subtitle : null, image: drawable(block.image)}}
      headingLevel={pageHeading ? 1 : 2}
      id={id}
      priority={first}
    >
      {link ? (
        <SmartLink className="button button--light page-banner__button" href={link}>
          {block.buttonText}
        </SmartLink>
      ) : null}
    </PageBanner>
  )
}

/** Rich text, under an optional heading. */
export function TextBlock({block, id}: Props<'textBlock'>) {
  const content = richText(block.content)
  if (!content) return null
  const text = (
    <div className="prose">
      <RichText value={content} />
    </div>
  )
  // Without a heading it is no section of its own (a <section> must be named to be one).
  return present(block.title) ? (
    <Section id={id} title={block.title}>
      {text}
    </Section>
  ) : (
    <div className="section container">{text}</div>
  )
}

/** Rich text beside an image, on the side the editor chose (on a phone the image comes first). */
export function ImageTextBlock({block, id, first}: Props<'imageTextBlock'>) {
  const content = richText(block.content)
  if (!present(block.title) || !content) return null
  const image = drawable(block.image)
  const layout = image ? (block.imageSide === 'right' ? ' split split--image-right' : ' split') : ''
  return (
    <section className={`section container${layout}`} aria-labelledby={id}>
      {image ? <SplitImage image={image} width={800} priority={first} /> : null}
      <div className={image ? undefined : 'prose'}>
        <h2 id={id}>{block.title}</h2>
        <RichText value={content} />
      </div>
    </section>
  )
}

/** Three to six benefits, each an icon, a title (h3) and a line. */
export function BenefitsBlock({block, id}: Props<'benefitsBlock'>) {
  const items = objects(block.items).filter((item) => present(item.title) && present(item.text))
  if (!present(block.title) || items.length === 0) return null
  return (
    <Section id={id} title={block.title}>
      <ul className="advantages">
        {items.map((item, index) => (
          <li key={`${index}-${item._key}`} className="advantages__item">
            {present(item.icon) && isIconName(item.icon) ? <Icon name={item.icon} className="advantages__icon" /> : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A product as its document has it (name, first picture, price), with the editor's line about it. */
export function ProductBlock({block, id, first}: Props<'productBlock'>) {
  const product = shownProduct(block)
  if (!product) return null
  const image = objects(product.images)
    .map(drawable)
    .find((candidate) => candidate !== null)
  // A broken price or plan is no price: the rest still shows.
  const priced = {
    priceType: product.priceType,
    cashPrice: finite(product.cashPrice) ? product.cashPrice : null,
    paymentPlans: objects(product.paymentPlans).filter((plan) => finite(plan.installments) && finite(plan.installmentValue)),
  }
  return (
    <section className={`section container product${image ? ' split' : ''}`} aria-labelledby={id}>
      {image ? (
        <ContentImage
          image={image}
          width={600}
          sizes={HALF_WIDTH_SIZES}
          aspectRatio={IMAGE_SHAPES.square}
          priority={first}
          className="product-card__image"
        />
      ) : null}
      <div className="product__info">
        {present(product.label) ? <p className="eyebrow">{product.label}</p> : null}
        <h2 id={id}>{product.name}</h2>
        {present(block.text) ? <p className="lead">{block.text}</p> : null}
        <ProductPrice product={priced} />
      </div>
    </section>
  )
}

/** Customer cases, one slide at a time, as on /projetos. */
export function CasesBlock({block, id}: Props<'casesBlock'>) {
  // A deleted case is a null reference; one picked twice shows once.
  const seen = new Set<string>()
  const cases = objects(block.cases).filter((item) => {
    if (!present(item._id) || !present(item.title) || seen.has(item._id)) return false
    seen.add(item._id)
    return true
  })
  if (!present(block.title) || cases.length === 0) return null
  return (
    <Section id={id} title={block.title}>
      <Slider
        label={messages.projects.casesLabel}
        className="cases"
        items={cases}
        itemKey={(item) => item._id}
        renderSlide={(item) => (
          <CaseSlide
            item={{
              ...item,
              subtitle: present(item.subtitle) ? item.subtitle : null,
              image: drawable(item.image),
              description: richText(item.description),
            }}
          />
        )}
      />
    </Section>
  )
}

/** Questions and answers: each question a heading (h3) over its answer, all open. */
export function QuestionsBlock({block, id}: Props<'questionsBlock'>) {
  const items = shownQuestions(block)
  if (items.length === 0) return null
  return (
    <Section id={id} title={block.title}>
      <div className="questions">
        {items.map((item, index) => (
          <div key={`${index}-${item._key}`} className="questions__item">
            <h3>{item.question}</h3>
            <Paragraphs text={item.answer} />
          </div>
        ))}
      </div>
    </Section>
  )
}

/** A quote, who said it and, optionally, who they are. */
export function QuoteBlock({block}: Props<'quoteBlock'>) {
  if (!present(block.quote) || !present(block.author)) return null
  return (
    <div className="section container">
      <figure className="quote">
        <blockquote>
          <Paragraphs text={block.quote} />
        </blockquote>
        <figcaption>
          <strong>{block.author}</strong>
          {present(block.role) ? `, ${block.role}` : null}
        </figcaption>
      </figure>
    </div>
  )
}

/** A YouTube video behind its poster: the player loads only when the visitor presses play. */
export function VideoBlock({block, id}: Props<'videoBlock'>) {
  // Only a YouTube address: the page's CSP frames only YouTube's player, and no other link is made of it.
  if (!present(block.title) || !present(block.youtubeUrl) || !youtubeId(block.youtubeUrl)) return null
  return (
    <Section id={id} title={block.title} band="tinted">
      <VideoEmbed title={block.title} youtubeUrl={block.youtubeUrl} poster={drawable(block.poster)} />
    </Section>
  )
}

/** A button to the team: WhatsApp with the editor's message, or e-mail (the site settings' number and address). */
export function CallToActionBlock({block, id}: Props<'callToActionBlock'>) {
  const {settings} = useRootData()
  if (!present(block.title) || !present(block.buttonText)) return null
  let link: {href: string; newTab: boolean} | null = null
  if (block.channel === 'whatsapp' && present(settings?.phone) && /\d/.test(settings.phone)) {
    const message = present(block.whatsappMessage) ? block.whatsappMessage : (settings.whatsappGreeting ?? '')
    // WhatsApp in a new tab, as everywhere on the site (the footer, /contato).
    link = {href: whatsappHref(settings.phone, message), newTab: true}
  } else if (block.channel === 'email' && present(settings?.email)) {
    link = {href: mailtoHref(settings.email), newTab: false}
  }
  if (!link) return null
  return (
    <Section id={id} title={block.title} lead={present(block.text) ? block.text : null} band="green">
      <SmartLink className="button button--light button--large" href={link.href} newTab={link.newTab}>
        {block.buttonText}
      </SmartLink>
    </Section>
  )
}

/**
 * The page's form (#formulario), as /projetos and /eva-baby carry theirs: an island that posts to
 * this page (`formAction`). The visit booking says where the team serves, as on /projetos.
 */
export function FormBlock({block, id, formAction}: Props<'formBlock'>) {
  // The answer to a send made without JavaScript (or before it arrived): the form shows it.
  const reply = useActionData<FormReply>()
  const {settings} = useRootData()
  const form = block.form
  if (!isCampaignForm(form) || !present(block.title)) return null
  const notice = form === 'agendamento' && present(settings?.serviceAreaNotice) ? settings.serviceAreaNotice : null
  return (
    <Section
      id={id}
      title={block.title}
      lead={present(block.intro) ? block.intro : null}
      headerExtra={notice ? <p className="service-notice">{notice}</p> : null}
      anchor="formulario"
      band={form === 'agendamento' ? 'tinted' : undefined}
    >
      <Island name={form} props={{reply, action: formAction}}>
        {form === 'agendamento' ? (
          <VisitForm reply={reply} action={formAction} />
        ) : (
          <ReservationForm reply={reply} action={formAction} />
        )}
      </Island>
    </Section>
  )
}
