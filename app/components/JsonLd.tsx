import {useNonce} from '~/utils/nonce'

/** Structured data for search engines, safe to inline (no "</script>" can close it early). */
export function JsonLd({data}: {data: Record<string, unknown>}) {
  const nonce = useNonce()
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{__html: json}} />
}
