import {useCallback, useEffect, useState, type FocusEvent} from 'react'
import {usePrefersReducedMotion} from './usePrefersReducedMotion'

/**
 * State of a set of slides shown one at a time: previous and next wrap around, and with
 * `autoplayMs` it advances by itself (in the browser only), holding still while the
 * pointer is over it, while it has keyboard focus, after the visitor pressed pause, and
 * always under prefers-reduced-motion.
 */
export function useSlider(count: number, {autoplayMs}: {autoplayMs?: number} = {}) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  const goTo = useCallback((to: number) => setIndex(((to % count) + count) % count), [count])
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])

  const canAutoplay = Boolean(autoplayMs) && count > 1 && !reducedMotion
  const playing = canAutoplay && !stopped && !hovered && !focused

  // One timer per shown slide, so a slide reached by hand also gets its full time.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(next, autoplayMs)
    return () => window.clearTimeout(timer)
  }, [playing, index, autoplayMs, next])

  const containerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return {
    index,
    count,
    goTo,
    next,
    previous,
    /** Whether it will advance by itself right now. */
    playing,
    /** Whether autoplay is on at all (so a pause button makes sense). */
    canAutoplay,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    containerProps,
  }
}
