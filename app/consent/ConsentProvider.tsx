import {useFetcher, useLocation} from '@remix-run/react'
import {createContext, useContext, useEffect, useRef, useState, type ReactNode} from 'react'
import {loadGtag, sendPageView, updateConsent} from './analytics'
import {CONSENT_ENDPOINT, consentForm, type ConsentLevel} from './consent'

type ConsentState = {
  level: ConsentLevel
  choose: (level: ConsentLevel) => void
  /** The form fields the no-JavaScript forms send besides the choice. */
  returnPath: string
}

const ConsentContext = createContext<ConsentState | null>(null)

export function useConsent() {
  const state = useContext(ConsentContext)
  if (!state) throw new Error('useConsent must be used inside ConsentProvider')
  return state
}

/**
 * The visitor's choice, read from the cookie on the server (no banner flash for those who
 * chose) and changed here: the cookie is set by POST /consentimento, analytics follow at
 * once, and each navigation sends a page view only while the choice is "all".
 */
export function ConsentProvider({
  initial,
  measurementId,
  children,
}: {
  initial: ConsentLevel
  measurementId: string | null
  children: ReactNode
}) {
  const [level, setLevel] = useState(initial)
  const fetcher = useFetcher()
  const location = useLocation()
  const returnPath = `${location.pathname}${location.search}`
  const lastPageView = useRef<string | null>(null)

  // A page view per page, only with consent (also the first page, once accepted).
  useEffect(() => {
    if (!measurementId || level !== 'all' || lastPageView.current === location.key) return
    lastPageView.current = location.key
    loadGtag(measurementId)
    sendPageView(location.pathname + location.search)
  }, [measurementId, level, location.key, location.pathname, location.search])

  // One cookie write at a time, the latest choice last: a second click while the first is
  // in flight waits for it instead of aborting it (or racing it to the server).
  const queued = useRef<ConsentLevel | null>(null)
  const sendQueued = () => {
    if (queued.current === null || fetcher.state !== 'idle') return
    fetcher.submit(consentForm(queued.current), {method: 'post', action: CONSENT_ENDPOINT})
    queued.current = null
  }
  // The write in flight is done: send the one that waited for it.
  useEffect(sendQueued)

  const choose = (next: ConsentLevel) => {
    setLevel(next)
    if (measurementId) updateConsent(next)
    queued.current = next
    sendQueued()
  }

  return <ConsentContext.Provider value={{level, choose, returnPath}}>{children}</ConsentContext.Provider>
}
