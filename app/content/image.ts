import {createImageUrlBuilder} from '@sanity/image-url'
import type {SanityImageCrop, SanityImageHotspot} from '~/sanity.types'

/** An image field as the queries project it (see `image` in queries.ts). */
export type ContentImage = {
  alt: string | null
  crop?: SanityImageCrop | null
  hotspot?: SanityImageHotspot | null
  asset: {
    _id: string
    url: string | null
    metadata: {dimensions: {width: number; height: number} | null} | null
  } | null
}

export type ImageAttributes = {
  src: string
  srcSet?: string
  sizes?: string
  width: number
  height: number
  alt: string
}

const RESPONSIVE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920]
const HOSTED_URL = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//

/**
 * The one place that turns a content image into <img> attributes. Hosted images go
 * through Sanity's image CDN (@sanity/image-url: crop, hotspot, width, best format);
 * seed images are local SVG files, served as they are.
 */
export function imageAttributes(
  image: ContentImage | null | undefined,
  {width, sizes}: {width: number; sizes?: string},
): ImageAttributes | null {
  const asset = image?.asset
  const dimensions = asset?.metadata?.dimensions
  if (!image || !asset?.url || !dimensions) return null

  const crop = image.crop
  const visibleWidth = dimensions.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0))
  const visibleHeight = dimensions.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0))
  const displayWidth = Math.round(Math.min(width, visibleWidth))
  const displayHeight = Math.round((displayWidth * visibleHeight) / visibleWidth)
  const alt = image.alt ?? ''

  const hosted = asset.url.match(HOSTED_URL)
  if (!hosted) return {src: asset.url, width: displayWidth, height: displayHeight, alt}

  const [, projectId, dataset] = hosted
  const builder = createImageUrlBuilder({projectId: projectId!, dataset: dataset!})
  const urlAt = (w: number) => builder.image(image).width(w).fit('max').auto('format').url()
  const widths = [...new Set([...RESPONSIVE_WIDTHS.filter((w) => w < visibleWidth), displayWidth])].sort((a, b) => a - b)
  return {
    src: urlAt(displayWidth),
    srcSet: widths.map((w) => `${urlAt(w)} ${w}w`).join(', '),
    sizes: sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
    width: displayWidth,
    height: displayHeight,
    alt,
  }
}
