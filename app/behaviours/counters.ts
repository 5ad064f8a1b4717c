import {COUNTER_ANIMATION_MS, COUNTER_VISIBILITY_THRESHOLD, REDUCED_MOTION_QUERY} from '~/constants'

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3
const format = (value: number) => value.toLocaleString('pt-BR')

/**
 * Achievement counters (components/Counters.tsx). The server, a browser without JavaScript
 * and one that asks for reduced motion show the targets; otherwise they start at 0 and count
 * up over about 2 s the first time the block is at least half visible, once. Screen readers
 * read the final number from a hidden copy, never the steps.
 */
export function enhanceCounters(list: HTMLElement) {
  if (window.matchMedia(REDUCED_MOTION_QUERY).matches || !('IntersectionObserver' in window)) return
  const values = [...list.querySelectorAll<HTMLElement>('[data-target]')].map((element) => ({
    element,
    target: Number(element.dataset.target) || 0,
  }))
  const show = (progress: number) => {
    for (const {element, target} of values) element.textContent = format(Math.round(target * progress))
  }
  show(0)
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const elapsed = Math.min(1, (now - start) / COUNTER_ANIMATION_MS)
        show(easeOutCubic(elapsed))
        if (elapsed < 1) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    {threshold: COUNTER_VISIBILITY_THRESHOLD},
  )
  observer.observe(list)
}
