import {useEffect} from 'react'
import {INVITE_REDIRECT_MS} from '~/constants'

/** Once the visitor is in (`succeeded`), home after 3 s (without JavaScript the server's Refresh header does this). */
export function useHomeAfterSuccess(succeeded: boolean) {
  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(() => window.location.assign('/'), INVITE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded])
}
