import type {CSSProperties, ReactNode} from 'react'
import {messages} from '~/messages'

const t = messages.slider

type SliderProps<Item> = {
  label: string
  items: Item[]
  itemKey: (item: Item) => string
  renderSlide: (item: Item) => ReactNode
  autoplayMs?: number
  className?: string
  style?: CSSProperties
}

/**
 * Slides shown one at a time with previous/next (wrapping) and a position indicator,
 * following the WAI carousel pattern. The first slide is active; the browser moves between
 * them (app/behaviours/slider.ts). Without JavaScript every slide is listed (no-js.css).
 */
export function Slider<Item>({label, items, itemKey, renderSlide, autoplayMs, className = '', style}: SliderProps<Item>) {
  return (
    <SliderFrame className={`slider ${className}`} label={label} autoplayMs={autoplayMs} style={style}>
      {/* Off while it plays by itself; the script makes it polite when it holds still. */}
      <div className="slider__slides" data-slides="" aria-live={autoplayMs ? 'off' : 'polite'}>
        {items.map((item, position) => (
          <Slide key={itemKey(item)} className="slider__slide" position={position} count={items.length}>
            {renderSlide(item)}
          </Slide>
        ))}
      </div>
      <SliderControls count={items.length} autoplay={Boolean(autoplayMs)} className="slider__controls" showPosition />
    </SliderFrame>
  )
}

/** The carousel itself: what it is called, and how often it advances by itself, if it does. */
export function SliderFrame({
  className,
  label,
  autoplayMs,
  style,
  children,
}: {
  className: string
  label: string
  autoplayMs?: number
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <section
      className={className}
      aria-roledescription={t.carousel}
      aria-label={label}
      style={style}
      data-slider=""
      data-autoplay-ms={autoplayMs || undefined}
    >
      {children}
    </section>
  )
}

/** One slide; the first is the one shown. */
export function Slide({
  className,
  position,
  count,
  children,
}: {
  className: string
  position: number
  count: number
  children: ReactNode
}) {
  return (
    <div
      className={className}
      data-slide=""
      data-active={position === 0 || undefined}
      role="group"
      aria-roledescription={t.slide}
      aria-label={t.position(position + 1, count)}
    >
      {children}
    </div>
  )
}

/** Previous, next, optional dots or "1 / 5", and pause when it plays by itself. */
export function SliderControls({
  count,
  autoplay,
  className,
  showPosition = false,
  showDots = false,
}: {
  count: number
  autoplay: boolean
  className: string
  showPosition?: boolean
  showDots?: boolean
}) {
  if (count < 2) return null
  const positions = Array.from({length: count}, (_, position) => position)
  return (
    <div className={className}>
      <button type="button" className="slider__arrow slider__arrow--previous" data-slider-previous="">
        <span className="visually-hidden">{t.previous}</span>
      </button>
      {/* "1 / 5", written by the script (React renders it empty, so never meets the text). */}
      {showPosition ? <span className="slider__position" aria-hidden="true" data-slider-position="" /> : null}
      {showDots
        ? positions.map((position) => (
            <button
              key={position}
              type="button"
              className="slider__dot"
              aria-current={position === 0 || undefined}
              data-slider-dot=""
            >
              <span className="visually-hidden">{t.goTo(position + 1)}</span>
            </button>
          ))
        : null}
      <button type="button" className="slider__arrow slider__arrow--next" data-slider-next="">
        <span className="visually-hidden">{t.next}</span>
      </button>
      {autoplay ? (
        // Hidden by the script when the visitor asks for reduced motion (then nothing plays).
        <button type="button" className="slider__pause" aria-pressed="false" data-slider-pause="">
          <span className="visually-hidden">{t.pause}</span>
        </button>
      ) : null}
    </div>
  )
}
