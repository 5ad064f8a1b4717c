import {useEffect, useRef, useState} from 'react'
import {INVITE_LOOKUP_DELAY_MS} from '~/constants'

/**
 * The time "Estamos procurando…" stays on screen, from the click, whatever the network does:
 * `start()` at each send, `over` once INVITE_LOOKUP_DELAY_MS have passed since the last one.
 */
export function useLookupTime() {
  const [over, setOver] = useState(false)
  const timer = useRef(0)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const start = () => {
    setOver(false)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOver(true), INVITE_LOOKUP_DELAY_MS)
  }
  return {over, start}
}
