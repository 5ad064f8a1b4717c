import type {ImageField} from '~/content/image'
import {messages} from '~/messages'
import {ContentImage, HALF_WIDTH_SIZES} from './ContentImage'

type Image = ImageField & {_key: string}

const slideId = (position: number) => `foto-eva-baby-${position + 1}`

export const GALLERY_IMAGE_WIDTH = 800
export const GALLERY_IMAGE_SIZES = HALF_WIDTH_SIZES

/**
 * The EVA Baby gallery: a scroll-snapping strip (swipe works natively on touch) with a
 * thumbnail per image, the first one shown. The browser slides to the image of the thumbnail
 * chosen and highlights the one shown (app/behaviours/gallery.ts). Without JavaScript the
 * thumbnails are plain anchors to each image.
 */
export function ProductCarousel({images}: {images: Image[]}) {
  return (
    <div className="gallery" role="region" aria-label={messages.evaBaby.galleryLabel} data-gallery="">
      {/* A scrollable strip takes focus so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="gallery__track" tabIndex={0} data-gallery-track="">
        {images.map((image, position) => (
          <div key={image._key} id={slideId(position)} className="gallery__slide">
            <ContentImage image={image} width={GALLERY_IMAGE_WIDTH} sizes={GALLERY_IMAGE_SIZES} priority={position === 0} />
          </div>
        ))}
      </div>
      <ul className="gallery__thumbnails">
        {images.map((image, position) => (
          <li key={image._key}>
            <a
              href={`#${slideId(position)}`}
              className="gallery__thumbnail"
              aria-current={position === 0 || undefined}
              data-gallery-thumbnail=""
            >
              <ContentImage image={image} width={160} decorative />
              <span className="visually-hidden">{messages.evaBaby.showImage(image.alt ?? '')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
