import {CAROUSEL_RESIZE_DELAY_MS, REDUCED_MOTION_QUERY} from '~/constants'

// The EVA Baby gallery (components/ProductCarousel.tsx): a scroll-snapping strip, which swipes
// natively, and a thumbnail per image. The server renders the first thumbnail as the shown one;
// without JavaScript each thumbnail is an anchor to its image.

/**
 * Choosing a thumbnail slides to its image (smoothly, unless the visitor asked for less motion)
 * without changing the address; a swipe or scroll of the strip highlights the image it settles
 * on; after the strip's width changes it re-aligns on the shown image once resizing and scrolling stop.
 */
export function enhanceGallery(gallery: HTMLElement) {
  const track = gallery.querySelector<HTMLElement>('[data-gallery-track]')
  if (!track) return
  // Read when needed: in an editor's preview React may add or move images.
  const thumbnails = () => [...gallery.querySelectorAll<HTMLAnchorElement>('[data-gallery-thumbnail]')]
  let active = Math.max(
    0,
    thumbnails().findIndex((thumbnail) => thumbnail.hasAttribute('aria-current')),
  )

  const show = (position: number) => {
    if (position === active) return
    active = position
    // As React writes it: aria-current="true" on the shown image's thumbnail only.
    thumbnails().forEach((thumbnail, at) =>
      at === position ? thumbnail.setAttribute('aria-current', 'true') : thumbnail.removeAttribute('aria-current'),
    )
  }
  // To the slide's own offset: at some widths a slide is a pixel or two wider than the strip's
  // visible width, and position × width would stop short of it.
  const slideTo = (position: number, behavior: ScrollBehavior) => {
    const slide = track.children[position]
    if (!slide) return
    const left = track.scrollLeft + slide.getBoundingClientRect().left - track.getBoundingClientRect().left
    track.scrollTo({left, behavior})
  }

  gallery.addEventListener('click', (event) => {
    const thumbnail = (event.target as Element).closest<HTMLAnchorElement>('[data-gallery-thumbnail]')
    if (!thumbnail) return
    event.preventDefault()
    const position = thumbnails().indexOf(thumbnail)
    show(position)
    slideTo(position, window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'instant' : 'smooth')
  })

  // After a resize the strip re-aligns on the shown image once resizing and scrolling have
  // stopped: until then a scroll is the layout moving, not the visitor choosing another image.
  let realigning = false
  let timer = 0
  const realignSoon = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      realigning = false
      slideTo(active, 'instant')
    }, CAROUSEL_RESIZE_DELAY_MS)
  }

  let frame = 0
  track.addEventListener(
    'scroll',
    () => {
      if (realigning) return realignSoon()
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => show(Math.round(track.scrollLeft / track.clientWidth)))
    },
    {passive: true},
  )

  // Only a new width moves the slides: a phone's address bar sliding away changes the height,
  // and a swipe under way then goes on untouched. Watched on the strip itself, after layout:
  // with the window's resize event the strip was once left off its image (docs/decisions/0071).
  let width = track.clientWidth
  const observer = new ResizeObserver(() => {
    // A preview that moved to another page in place left this gallery behind.
    if (!gallery.isConnected) return observer.disconnect()
    if (track.clientWidth === width) return
    width = track.clientWidth
    if (!realigning) {
      realigning = true
      // Stops a slide under way: its end was worked out for the old width.
      track.scrollTo({left: track.scrollLeft, behavior: 'instant'})
    }
    cancelAnimationFrame(frame)
    realignSoon()
  })
  observer.observe(track)
}
