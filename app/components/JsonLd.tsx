/** Structured data for search engines, safe to inline (no "</script>" can close it early). */
export function JsonLd({data}: {data: Record<string, unknown>}) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: json}} />
}
