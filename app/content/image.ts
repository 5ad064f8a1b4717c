import {createImageUrlBuilder} from '@sanity/image-url'
import {SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH} from '~/constants'
import type {SanityImageCrop, SanityImageHotspot} from '~/sanity.types'
import responsiveWidths from './image-widths.json'

/** An image field as the queries project it (see `image` in queries.ts). */
export type ImageField = {
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
  /** Where the focus point is (CSS `object-position`), when the slot has a fixed shape and the image a hotspot. */
  objectPosition?: string
}

export type ImageOptions = {
  /** The widest the image is ever shown, in CSS pixels. */
  width: number
  sizes?: string
  /**
   * The slot's shape (width / height) when its CSS gives the image a fixed aspect ratio
   * with `object-fit: cover`: hosted images are cropped to it around the hotspot by the
   * image CDN, local files get the hotspot as `object-position`. Without it the image keeps
   * its own proportions (after the editor's crop).
   */
  aspectRatio?: number
}

/** A picture to share (Open Graph, Twitter): the size and type every network shows. */
export type ShareImage = {url: string; width: number; height: number; type: 'image/jpeg'; alt: string}

/** Where the server publishes share pictures rendered from local (seed) images. */
export const LOCAL_SHARE_IMAGES_PATH = '/content/share'

/** The widths a srcset offers (hosted images: the CDN cuts them; seed images: server/build.mjs renders them). */
export const RESPONSIVE_WIDTHS: number[] = responsiveWidths
/** Where the build puts the seed illustrations as raster images (WebP), one per width. */
export const LOCAL_RENDITIONS_PATH = '/content/renditions'

/** The widths a local image is rendered at: the responsive widths below its own, and its own. */
export const renditionWidths = (ownWidth: number) => [...RESPONSIVE_WIDTHS.filter((w) => w < ownWidth), ownWidth]
export const renditionUrl = (fileName: string, width: number) =>
  `${LOCAL_RENDITIONS_PATH}/${fileName.replace(/\.[a-z]+$/i, '')}-${width}.webp`
const HOSTED_URL = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//

type Dimensions = {width: number; height: number}

/**
 * The one place that turns a content image into <img> attributes. Hosted images go
 * through Sanity's image CDN (@sanity/image-url: crop, hotspot, width, best format);
 * seed images are local SVG files, served as they are.
 */
export function imageAttributes(
  image: ImageField | null | undefined,
  {width, sizes, aspectRatio}: ImageOptions,
): ImageAttributes | null {
  const asset = image?.asset
  const dimensions = asset?.metadata?.dimensions
  if (!image || !asset?.url || !dimensions) return null

  const visible = visibleSize(image, dimensions)
  // The largest box of the slot's shape inside the visible part of the image.
  const widest = aspectRatio ? Math.min(visible.width, visible.height * aspectRatio) : visible.width
  const displayWidth = Math.round(Math.min(width, widest))
  const displayHeight = Math.round(aspectRatio ? displayWidth / aspectRatio : (displayWidth * visible.height) / visible.width)
  const alt = image.alt ?? ''

  const hosted = asset.url.match(HOSTED_URL)
  if (!hosted) {
    // A seed illustration reaches the browser as a hosted image would: raster (WebP) at the
    // widths of a srcset, rendered once by the build. It cannot be cut by a CDN: the
    // browser's `object-fit: cover` keeps the hotspot in view.
    const objectPosition = aspectRatio && image.hotspot ? position(image.hotspot.x, image.hotspot.y) : undefined
    const fileName = asset.url.split('/').pop() ?? ''
    const widths = renditionWidths(dimensions.width)
    const src = renditionUrl(fileName, widths.find((w) => w >= displayWidth) ?? dimensions.width)
    return {
      src,
      srcSet: widths.map((w) => `${renditionUrl(fileName, w)} ${w}w`).join(', '),
      sizes: sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
      width: displayWidth,
      height: displayHeight,
      alt,
      ...(objectPosition ? {objectPosition} : {}),
    }
  }

  const [, projectId, dataset] = hosted
  const builder = createImageUrlBuilder({projectId: projectId!, dataset: dataset!})
  const urlAt = (w: number) =>
    aspectRatio
      ? builder
          .image(image)
          .width(w)
          .height(Math.round(w / aspectRatio))
          .fit('crop')
          .auto('format')
          .url()
      : builder.image(image).width(w).fit('max').auto('format').url()
  const widths = [...new Set([...RESPONSIVE_WIDTHS.filter((w) => w < widest), displayWidth])].sort((a, b) => a - b)
  const src = urlAt(displayWidth)
  // The CDN centres its cut on the hotspot; where the slot's box is narrower or taller than
  // its usual shape (a phone), CSS cuts again: keep the hotspot where it is in the delivered image.
  const objectPosition = aspectRatio && image.hotspot ? hotspotInside(src, image.hotspot, dimensions) : undefined
  return {
    src,
    srcSet: widths.map((w) => `${urlAt(w)} ${w}w`).join(', '),
    sizes: sizes ?? `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
    width: displayWidth,
    height: displayHeight,
    alt,
    ...(objectPosition ? {objectPosition} : {}),
  }
}

/**
 * The picture a page shares: 1200×630 JPEG, cut around the hotspot (inside the editor's crop).
 * Hosted images come from the image CDN; local files from the site's share-image route, which
 * renders them once (app/content/share-image.server.ts).
 */
export function shareImage(image: ImageField | null | undefined): ShareImage | null {
  const asset = image?.asset
  if (!image || !asset?.url || !asset.metadata?.dimensions) return null
  const picture = {width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: 'image/jpeg' as const, alt: image.alt ?? ''}
  const hosted = asset.url.match(HOSTED_URL)
  if (hosted) {
    const builder = createImageUrlBuilder({projectId: hosted[1]!, dataset: hosted[2]!})
    const url = builder.image(image).width(SHARE_IMAGE_WIDTH).height(SHARE_IMAGE_HEIGHT).fit('crop').format('jpg').url()
    return {url, ...picture}
  }
  const fileName = asset.url.split('/').pop() ?? ''
  const stem = fileName.replace(/\.[a-z]+$/i, '')
  // The focus point is in the name: a new one is a new address (caches never show the old cut).
  const focus = image.hotspot ? `_x${percent(image.hotspot.x)}y${percent(image.hotspot.y)}` : ''
  return {url: `${LOCAL_SHARE_IMAGES_PATH}/${stem}${focus}.jpg`, ...picture}
}

/**
 * The part of the image (pixels of the original) the image CDN cuts for a picture of this
 * shape: the editor's crop, narrowed around the hotspot. The share-image route cuts local
 * files with it, so both kinds of image are cut by the same rule.
 */
export function cropRectangle(image: ImageField, dimensions: Dimensions, aspectRatio: number) {
  const height = 1000
  const url = createImageUrlBuilder({projectId: 'local', dataset: 'local'})
    .image({...image, asset: {_ref: `image-local-${dimensions.width}x${dimensions.height}-svg`}})
    .width(Math.round(height * aspectRatio))
    .height(height)
    .fit('crop')
    .url()
  return rectOf(url) ?? {left: 0, top: 0, width: dimensions.width, height: dimensions.height}
}

function visibleSize(image: ImageField, dimensions: Dimensions): Dimensions {
  const crop = image.crop
  return {
    width: dimensions.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0)),
    height: dimensions.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0)),
  }
}

function rectOf(url: string) {
  const rect = new URL(url).searchParams.get('rect')?.split(',').map(Number)
  if (!rect || rect.length !== 4 || rect.some((n) => !Number.isFinite(n))) return null
  const [left, top, width, height] = rect as [number, number, number, number]
  return {left, top, width, height}
}

/** Where the hotspot's centre falls in the picture the CDN delivers (its `rect`, or the whole image). */
function hotspotInside(url: string, hotspot: SanityImageHotspot, dimensions: Dimensions) {
  const rect = rectOf(url) ?? {left: 0, top: 0, width: dimensions.width, height: dimensions.height}
  return position(
    (hotspot.x * dimensions.width - rect.left) / rect.width,
    (hotspot.y * dimensions.height - rect.top) / rect.height,
  )
}

const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100)
const position = (x: number, y: number) => `${percent(x)}% ${percent(y)}%`
