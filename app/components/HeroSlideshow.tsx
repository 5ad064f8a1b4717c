import type {CSSProperties} from 'react'
import {HOME_BANNER_FADE_MS, HOME_BANNER_INTERVAL_MS} from '~/constants'
import type {ImageOptions} from '~/content/image'
import {messages} from '~/messages'
import type {HOME_QUERYResult} from '~/sanity.types'
import {ContentImage, HERO_IMAGE_WIDTH, IMAGE_SHAPES} from './ContentImage'
import {Slide, SliderControls, SliderFrame} from './Slider'
import {SmartLink} from './SmartLink'

type BannerSlide = NonNullable<HOME_QUERYResult>['bannerSlides'][number]

/** How a slide's image is drawn: the whole width, cut to the hero's shape (and preloaded so, app/routes/_index.tsx). */
export const HERO_SLIDE_IMAGE = {width: HERO_IMAGE_WIDTH, sizes: '100vw', aspectRatio: IMAGE_SHAPES.hero} satisfies ImageOptions

/**
 * The home banner: advances every 5 s in the browser, fading over 1.5 s, one slide at a
 * time; it holds still while hovered or focused, when paused, and under reduced motion
 * (app/behaviours/slider.ts).
 */
export function HeroSlideshow({slides}: {slides: BannerSlide[]}) {
  const style = {'--fade-duration': `${HOME_BANNER_FADE_MS}ms`} as CSSProperties
  return (
    <SliderFrame className="hero" label={messages.home.heroLabel} autoplayMs={HOME_BANNER_INTERVAL_MS} style={style}>
      {/* Off while it plays by itself; the script makes it polite when it holds still. */}
      <div className="hero__slides" data-slides="" aria-live="off">
        {slides.map((slide, position) => (
          <Slide key={slide._key} className="hero__slide" position={position} count={slides.length}>
            <ContentImage image={slide.image} {...HERO_SLIDE_IMAGE} priority={position === 0} className="hero__image" />
            {/* The slide's brightness as a black veil, not a filter: the same colours
                (over black, opacity 1 − b), drawn without re-filtering a large image each frame. */}
            {slide.brightness < 100 ? (
              <div className="hero__veil" style={{opacity: (100 - slide.brightness) / 100}} aria-hidden="true" />
            ) : null}
            {slide.title || slide.subtitle || slide.buttonText ? (
              <div className="hero__content">
                <div className="hero__text">
                  {slide.title ? <h2>{slide.title}</h2> : null}
                  {slide.subtitle ? <p>{slide.subtitle}</p> : null}
                  {slide.buttonText && slide.buttonLink ? (
                    <SmartLink className="button button--light" href={slide.buttonLink}>
                      {slide.buttonText}
                    </SmartLink>
                  ) : null}
                </div>
              </div>
            ) : null}
          </Slide>
        ))}
      </div>
      <SliderControls count={slides.length} autoplay className="hero__controls" showDots />
    </SliderFrame>
  )
}
