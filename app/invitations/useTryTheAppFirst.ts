import {useEffect, useRef, useState} from 'react'
import {DEEP_LINK_FALLBACK_MS} from '~/constants'

/**
 * What the page shows: 'servidor' until it hydrates (it shows 'iniciado', and CSS alone decides
 * when the invitation appears, invitation.css); then 'iniciado' while the app is tried,
 * 'cancelado' once the invitation is what the visitor needs.
 */
export type PageStatus = 'servidor' | 'iniciado' | 'cancelado'

/**
 * Tries the Minha EVA app at once (its deep link), and falls back to the invitation unless the
 * page got hidden (the app opened). After a post without JavaScript (`posted`) the invitation
 * shows at once. `panel` is the invitation's element: if CSS already shows it, the page stays.
 */
export function useTryTheAppFirst(deepLink: string, posted: boolean) {
  const [status, setStatus] = useState<PageStatus>(posted ? 'cancelado' : 'servidor')
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (posted) return
    // Straight to the invitation (docs/decisions/0034) when the JavaScript came after the
    // fallback delay (the page already shows the invitation, maybe half filled in), or on a
    // computer: Minha EVA is a phone app, and there the attempt only raises the browser's
    // "open an external app?" prompt, which in a headless browser takes every click and key.
    const shownAlready = panel.current !== null && getComputedStyle(panel.current).display !== 'none'
    const tryTheApp = !shownAlready && mayHaveTheApp()
    // What the browser shows and is decides the first status: known only once hydrated.
    setStatus(tryTheApp ? 'iniciado' : 'cancelado')
    if (!tryTheApp) return
    const fallback = window.setTimeout(() => {
      if (document.visibilityState !== 'hidden') setStatus('cancelado')
    }, DEEP_LINK_FALLBACK_MS)
    // Hidden: the app opened, so no fallback. Visible again: the visitor came back from the
    // app (or it never handled the link), so the invitation is what they need now.
    const onVisibilityChange = () => {
      window.clearTimeout(fallback)
      if (document.visibilityState === 'visible') setStatus('cancelado')
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    window.location.href = deepLink
    return () => {
      window.clearTimeout(fallback)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [deepLink, posted])

  return {status, panel}
}

/** A phone or tablet, where the Minha EVA app can be installed (iPadOS says "Macintosh" but has touch). */
function mayHaveTheApp() {
  const agent = navigator.userAgent
  return /Android|iPhone|iPad|iPod/i.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
}
