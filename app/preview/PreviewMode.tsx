import {useLocation} from '@remix-run/react'
import {useEffect} from 'react'
import {messages} from '~/messages'

/**
 * What an editor sees on top of the site in preview: a line saying the drafts are showing, with
 * the way out, and the Studio's click-to-edit overlays (`overlays`: a bundle of their own,
 * app/preview/overlays.ts, that only this page loads). They start once the page has hydrated:
 * before, React would take their element in <body> for a stray and remove it.
 */
export function PreviewMode({overlays}: {overlays: string | null}) {
  const {pathname, search} = useLocation()
  useEffect(() => {
    if (!overlays || document.querySelector(`script[src="${overlays}"]`)) return
    const script = Object.assign(document.createElement('script'), {type: 'module', src: overlays})
    document.head.append(script)
  }, [overlays])
  return (
    <aside className="preview-bar" aria-label={messages.preview.label}>
      <p>{messages.preview.notice}</p>
      <a href={`/api/preview-mode/disable?redirect=${encodeURIComponent(`${pathname}${search}`)}`} className="button">
        {messages.preview.exit}
      </a>
    </aside>
  )
}
