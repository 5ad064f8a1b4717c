import type {ReactNode} from 'react'
import type {ImageField, ImageOptions} from '~/content/image'
import {pageMeta, preloadImage, type MetaMatch, type PageSeo} from '~/seo/meta'
import {ContentImage, HERO_IMAGE_WIDTH, IMAGE_SHAPES} from './ContentImage'

type Banner = {title: string; content?: string | null; image: ImageField | null}

/** How the banner's image is drawn: the whole width, cut to the banner's shape (and preloaded so). */
export const BANNER_IMAGE = {width: HERO_IMAGE_WIDTH, sizes: '100vw', aspectRatio: IMAGE_SHAPES.banner} satisfies ImageOptions

type Props = {
  banner: Banner
  /** The page's h1 (the default), or an h2: a campaign page's banners after its first. */
  headingLevel?: 1 | 2
  /** The heading's id, for a banner that is a section of the page labelled by it (a campaign page's). */
  id?: string
  /** Above the fold (the default): its image loads at once. */
  priority?: boolean
  /** What follows the text: a campaign banner's button. */
  children?: ReactNode
}

/** The image banner at the top of an inner page, carrying the page's h1. */
export function PageBanner({banner, headingLevel = 1, id, priority = true, children}: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="page-banner" aria-labelledby={id}>
      <ContentImage image={banner.image} {...BANNER_IMAGE} priority={priority} decorative className="page-banner__image" />
      <div className="page-banner__text">
        <Heading id={id}>{banner.title}</Heading>
        {banner.content ? <p>{banner.content}</p> : null}
        {children}
      </div>
    </section>
  )
}

/**
 * The `meta` of an inner page that opens with its PageBanner (`path`: its canonical path):
 * its SEO tags, and the banner's image preloaded at the very size the banner draws it, as
 * its largest image above the fold. One function, so that no page's preload can drift from
 * the banner.
 */
export const bannerPageMeta =
  (path: string) =>
  ({data, matches}: {data: {page: {seo?: Partial<PageSeo> | null; banner: Banner}} | undefined; matches: MetaMatch[]}) => [
    ...pageMeta(data?.page.seo, matches, path),
    ...preloadImage(data?.page.banner.image, BANNER_IMAGE),
  ]
