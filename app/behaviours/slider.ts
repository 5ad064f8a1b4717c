import {REDUCED_MOTION_QUERY} from '~/constants'

// Slides shown one at a time (the home banner, the story on /sobre-nos, the cases on
// /projetos), following the WAI carousel pattern. The server renders every slide with the
// first one active and the controls (components/Slider.tsx); this moves between them.

/**
 * Previous and next wrap around. With `data-autoplay-ms` it advances by itself, holding still
 * while the pointer is over it, while it has keyboard focus, after the visitor pressed pause,
 * and always under prefers-reduced-motion (whose pause button then hides).
 */
export function enhanceSlider(slider: HTMLElement) {
  const slides = [...slider.querySelectorAll<HTMLElement>('[data-slide]')]
  const count = slides.length
  if (count < 2) return
  const live = slider.querySelector<HTMLElement>('[data-slides]')
  const position = slider.querySelector<HTMLElement>('[data-slider-position]')
  const dots = [...slider.querySelectorAll<HTMLButtonElement>('[data-slider-dot]')]
  const pause = slider.querySelector<HTMLButtonElement>('[data-slider-pause]')
  const autoplayMs = Number(slider.dataset.autoplayMs) || 0
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY)

  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute('data-active')),
  )
  let hovered = false
  let focused = false
  let stopped = false
  let timer: number | undefined

  const canAutoplay = () => autoplayMs > 0 && !reducedMotion.matches
  const playing = () => canAutoplay() && !stopped && !hovered && !focused

  // One timer per shown slide, so a slide reached by hand also gets its full time.
  const render = () => {
    // As React writes them: data-active="true" on the shown slide only.
    slides.forEach((slide, at) =>
      at === index ? slide.setAttribute('data-active', 'true') : slide.removeAttribute('data-active'),
    )
    dots.forEach((dot, at) => (at === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')))
    if (position) position.textContent = `${index + 1} / ${count}`
    if (pause) {
      pause.hidden = !canAutoplay()
      pause.setAttribute('aria-pressed', String(stopped))
    }
    live?.setAttribute('aria-live', playing() ? 'off' : 'polite')
    window.clearTimeout(timer)
    if (playing()) timer = window.setTimeout(() => goTo(index + 1), autoplayMs)
  }
  const goTo = (to: number) => {
    index = ((to % count) + count) % count
    render()
  }

  slider.querySelector('[data-slider-previous]')?.addEventListener('click', () => goTo(index - 1))
  slider.querySelector('[data-slider-next]')?.addEventListener('click', () => goTo(index + 1))
  dots.forEach((dot, at) => dot.addEventListener('click', () => goTo(at)))
  pause?.addEventListener('click', () => {
    stopped = !stopped
    render()
  })
  const hold = (change: () => void) => () => {
    const wasPlaying = playing()
    change()
    if (playing() !== wasPlaying) render()
  }
  slider.addEventListener(
    'mouseenter',
    hold(() => (hovered = true)),
  )
  slider.addEventListener(
    'mouseleave',
    hold(() => (hovered = false)),
  )
  slider.addEventListener(
    'focusin',
    hold(() => (focused = true)),
  )
  slider.addEventListener('focusout', (event) => {
    const stillInside = slider.contains(event.relatedTarget as Node | null)
    hold(() => (focused = stillInside))()
  })
  reducedMotion.addEventListener('change', render)
  render()
}
