import {useEffect, useRef, useState, type MouseEvent} from 'react'
import {CAROUSEL_RESIZE_DELAY_MS} from '~/constants'
import type {ImageField} from '~/content/image'
import {usePrefersReducedMotion} from '~/hooks/usePrefersReducedMotion'
import {messages} from '~/messages'
import {ContentImage, HALF_WIDTH_SIZES} from './ContentImage'

type Image = ImageField & {_key: string}

const slideId = (position: number) => `foto-eva-baby-${position + 1}`

export const GALLERY_IMAGE_WIDTH = 800
export const GALLERY_IMAGE_SIZES = HALF_WIDTH_SIZES

/**
 * The EVA Baby gallery: a scroll-snapping strip (swipe works natively on touch) with a
 * thumbnail per image. Choosing a thumbnail slides to its image and highlights it; the
 * strip re-aligns 50 ms after the window is resized. Without JavaScript the thumbnails
 * are plain anchors to each image.
 */
export function ProductCarousel({images}: {images: Image[]}) {
  const [active, setActive] = useState(0)
  const track = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()

  // To the slide's own offset: at some widths a slide is a pixel or two wider than the strip's
  // visible width, and position × width would stop short of it.
  const slideTo = (position: number, behavior: ScrollBehavior) => {
    const element = track.current
    const slide = element?.children[position] as HTMLElement | undefined
    if (!element || !slide) return
    const left = element.scrollLeft + slide.getBoundingClientRect().left - element.getBoundingClientRect().left
    element.scrollTo({left, behavior})
  }

  // Swipes and scrolls decide which image is active.
  useEffect(() => {
    const element = track.current
    if (!element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setActive(Math.round(element.scrollLeft / element.clientWidth)))
    }
    element.addEventListener('scroll', onScroll, {passive: true})
    return () => {
      element.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  // A new width means new slide offsets: re-align on the active image once resizing settles.
  useEffect(() => {
    let timer = 0
    const onResize = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => slideTo(active, 'instant'), CAROUSEL_RESIZE_DELAY_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      window.clearTimeout(timer)
    }
  }, [active])

  const choose = (event: MouseEvent, position: number) => {
    event.preventDefault()
    setActive(position)
    slideTo(position, reducedMotion ? 'instant' : 'smooth')
  }

  return (
    <div className="gallery" role="region" aria-label={messages.evaBaby.galleryLabel}>
      {/* A scrollable strip takes focus so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="gallery__track" ref={track} tabIndex={0}>
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
              aria-current={position === active || undefined}
              onClick={(event) => choose(event, position)}
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
