import {useEffect, useRef, useState} from 'react'
import {COUNTER_ANIMATION_MS, COUNTER_VISIBILITY_THRESHOLD} from '~/constants'
import {usePrefersReducedMotion} from '~/hooks/usePrefersReducedMotion'

type Counter = {_key: string; title: string; target: number}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * Achievement counters. The server (and a browser without JavaScript, or one that asks
 * for reduced motion) shows the targets; otherwise they start at 0 and count up over
 * about 2 s the first time the block is at least half visible, once.
 */
export function Counters({counters}: {counters: Counter[]}) {
  const list = useRef<HTMLUListElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  // null: show the targets as they are.
  const [progress, setProgress] = useState<number | null>(null)

  useEffect(() => {
    const element = list.current
    if (reducedMotion || !element || !('IntersectionObserver' in window)) {
      setProgress(null)
      return
    }
    setProgress(0)
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const elapsed = Math.min(1, (now - start) / COUNTER_ANIMATION_MS)
          setProgress(easeOutCubic(elapsed))
          if (elapsed < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      {threshold: COUNTER_VISIBILITY_THRESHOLD},
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [reducedMotion])

  return (
    <ul className="counters" ref={list}>
      {counters.map((counter) => {
        const shown = progress === null ? counter.target : Math.round(counter.target * progress)
        return (
          <li key={counter._key} className="counters__item">
            {/* Screen readers get the final number, not every step of the animation. */}
            <strong className="counters__value" aria-hidden="true" data-target={counter.target}>
              {shown.toLocaleString('pt-BR')}
            </strong>
            <span className="visually-hidden">{counter.target.toLocaleString('pt-BR')}</span>
            <span className="counters__title">{counter.title}</span>
          </li>
        )
      })}
    </ul>
  )
}
