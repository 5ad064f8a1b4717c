import type {ImgHTMLAttributes} from 'react'
import {imageAttributes, type ImageField} from '~/content/image'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: ImageField | null | undefined
  /** The widest the image is ever shown, in CSS pixels. */
  width: number
  sizes?: string
  /** The slot's shape (width / height) when its CSS fixes it with `object-fit: cover` (IMAGE_SHAPES). */
  aspectRatio?: number
  /** Above the fold: load at once and with priority. Everything else is lazy. */
  priority?: boolean
  /** Decorative use (the text beside it says it all): empty alt. */
  decorative?: boolean
}

/** Full-width banners and the home slideshow are drawn at most this wide. */
export const HERO_IMAGE_WIDTH = 1600

/** The `sizes` of an image in a column of a `.split` row: two columns above 768px, one below. */
export const HALF_WIDTH_SIZES = '(max-width: 768px) 100vw, 50vw'

/**
 * The shapes (width / height) of the slots whose CSS gives the image a fixed aspect ratio and
 * `object-fit: cover`; each names the rule it matches. Hosted images are cut to the shape
 * around their hotspot; the banners' height varies with the viewport, so theirs is the
 * desktop shape and the hotspot, as `object-position`, decides what a phone keeps.
 */
export const IMAGE_SHAPES = {
  /** `.hero__image`: 100% × clamp(460px, 48vw, 640px), about 16:7 on a desktop. */
  hero: 16 / 7,
  /** `.page-banner__image`: the inner pages' banner, about 16:5 on a desktop. */
  banner: 16 / 5,
  /** `.solution-card__image`, `.cases__image`. */
  card: 4 / 3,
  /** `.home-projects__image`. */
  wide: 3 / 2,
  /** `.product-card__image`. */
  square: 1,
  /** `.video img`. */
  video: 16 / 9,
  /** `.article__cover`, `.article-card__image`: an article's cover. */
  article: 16 / 9,
} as const

/** An image from content, always with width, height and alt text. */
export function ContentImage({image, width, sizes, aspectRatio, priority = false, decorative = false, style, ...rest}: Props) {
  const attributes = imageAttributes(image, {width, sizes, aspectRatio})
  if (!attributes) return null
  const {objectPosition} = attributes
  return (
    <img
      {...rest}
      src={attributes.src}
      srcSet={attributes.srcSet}
      sizes={attributes.sizes}
      width={attributes.width}
      height={attributes.height}
      alt={decorative ? '' : attributes.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      style={objectPosition ? {...style, objectPosition} : style}
      {...(priority ? {fetchpriority: 'high'} : {})}
    />
  )
}

/**
 * The image beside the text in a `.split` row (a story slide, a case, the home's projects
 * block): a column wide, with rounded corners; `className` adds the slot's own rule.
 */
export function SplitImage({className, ...props}: Omit<Props, 'sizes'>) {
  return (
    <ContentImage {...props} sizes={HALF_WIDTH_SIZES} className={className ? `rounded-image ${className}` : 'rounded-image'} />
  )
}
