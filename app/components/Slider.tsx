import type {CSSProperties, ReactNode} from 'react'
import {useSlider} from '~/hooks/useSlider'
import {messages} from '~/messages'

const t = messages.slider

type SliderProps<Item> = {
  label: string
  items: Item[]
  itemKey: (item: Item) => string
  renderSlide: (item: Item, active: boolean) => ReactNode
  autoplayMs?: number
  className?: string
  style?: CSSProperties
}

/**
 * Slides shown one at a time with previous/next (wrapping) and a position indicator,
 * following the WAI carousel pattern. Without JavaScript every slide is listed (no-js.css).
 */
export function Slider<Item>({label, items, itemKey, renderSlide, autoplayMs, className = '', style}: SliderProps<Item>) {
  const slider = useSlider(items.length, {autoplayMs})
  return (
    <section
      className={`slider ${className}`}
      aria-roledescription={t.carousel}
      aria-label={label}
      style={style}
      {...slider.containerProps}
    >
      <div className="slider__slides" aria-live={slider.playing ? 'off' : 'polite'}>
        {items.map((item, position) => (
          <div
            key={itemKey(item)}
            className="slider__slide"
            data-active={position === slider.index || undefined}
            role="group"
            aria-roledescription={t.slide}
            aria-label={t.position(position + 1, items.length)}
          >
            {renderSlide(item, position === slider.index)}
          </div>
        ))}
      </div>
      <SliderControls slider={slider} className="slider__controls" showPosition />
    </section>
  )
}

type SliderState = ReturnType<typeof useSlider>

/** Previous, next, optional dots or "2 / 5", and pause when it plays by itself. */
export function SliderControls({
  slider,
  className,
  showPosition = false,
  showDots = false,
}: {
  slider: SliderState
  className: string
  showPosition?: boolean
  showDots?: boolean
}) {
  if (slider.count < 2) return null
  const positions = Array.from({length: slider.count}, (_, position) => position)
  return (
    <div className={className}>
      <button type="button" className="slider__arrow slider__arrow--previous" onClick={slider.previous}>
        <span className="visually-hidden">{t.previous}</span>
      </button>
      {showPosition ? (
        <span className="slider__position" aria-hidden="true">
          {slider.index + 1} / {slider.count}
        </span>
      ) : null}
      {showDots
        ? positions.map((position) => (
            <button
              key={position}
              type="button"
              className="slider__dot"
              aria-current={position === slider.index || undefined}
              onClick={() => slider.goTo(position)}
            >
              <span className="visually-hidden">{t.goTo(position + 1)}</span>
            </button>
          ))
        : null}
      <button type="button" className="slider__arrow slider__arrow--next" onClick={slider.next}>
        <span className="visually-hidden">{t.next}</span>
      </button>
      {slider.canAutoplay ? (
        <button type="button" className="slider__pause" aria-pressed={slider.stopped} onClick={slider.toggleStopped}>
          <span className="visually-hidden">{t.pause}</span>
        </button>
      ) : null}
    </div>
  )
}
