import {usePreview} from '~/preview/usePreview'

/**
 * Structured data for search engines, safe to inline (no "</script>" can close it early).
 * Not in preview: no search engine reads it there, and stega would ride in its texts.
 */
export function JsonLd({data}: {data: object}) {
  const preview = usePreview()
  if (preview) return null
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: json}} />
}
