import type {ImgHTMLAttributes} from 'react'
import {imageAttributes, type ContentImage as ContentImageData} from '~/content/image'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: ContentImageData | null | undefined
  /** The widest the image is ever shown, in CSS pixels. */
  width: number
  sizes?: string
  /** Above the fold: load at once and with priority. Everything else is lazy. */
  priority?: boolean
  /** Decorative use (the text beside it says it all): empty alt. */
  decorative?: boolean
}

/** Full-width banners and the home slideshow are drawn at most this wide. */
export const HERO_IMAGE_WIDTH = 1600

/** An image from content, always with width, height and alt text. */
export function ContentImage({image, width, sizes, priority = false, decorative = false, ...rest}: Props) {
  const attributes = imageAttributes(image, {width, sizes})
  if (!attributes) return null
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
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? {fetchpriority: 'high'} : {})}
    />
  )
}
