/**
 * The content a query's result was built from, as cache tags (surrogate keys): every
 * document type the query selects by (`_type == "caseStudy"`), so that a new or deleted
 * document of that type reaches the pages that list them, and the id of every document
 * in the result. A publish purges the tags of the document it changed: its id and its type.
 */
export function contentTags(query: string, result: unknown): string[] {
  const tags = new Set<string>()
  for (const [, type] of query.matchAll(/_type\s*==\s*"([\w.-]+)"/g)) tags.add(type!)
  collectDocumentIds(result, tags)
  return [...tags].sort()
}

/** The tags a change to one document purges (a Sanity webhook's or listener's document). */
export function documentTags(document: {_id?: unknown; _type?: unknown}): string[] {
  const id = typeof document._id === 'string' ? document._id.replace(/^drafts\./, '') : ''
  const type = typeof document._type === 'string' ? document._type : ''
  return [id, type].filter((tag) => /^[\w.-]{1,200}$/.test(tag))
}

// Image and file assets never change in place (a new upload is a new id), so they are left out.
const ASSET_ID = /^(image|file)-/

function collectDocumentIds(value: unknown, tags: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectDocumentIds(item, tags)
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_id' && typeof inner === 'string' && !ASSET_ID.test(inner)) tags.add(inner)
      else collectDocumentIds(inner, tags)
    }
  }
}
