import type {IncomingMessage} from 'node:http'
import {evaluate, parse} from 'groq-js'
import type {SanityDocument} from '~/seed/dataset.server'

// GROQ as the Content Lake answers it, over the stand-in's documents: perspectives, the
// Content Source Map that stega encodes from, and the filter a listener's query sets.

/**
 * The API's default perspective: `published` from API version 2025-02-19 on, `raw` before
 * (the Studio asks for `raw` explicitly where it needs drafts).
 */
export const defaultPerspective = (apiVersion: string) => (apiVersion.replace(/^v/, '') >= '2025-02-19' ? 'published' : 'raw')

/**
 * Runs a query as the API would. groq-js wants slices of constant numbers (the Studio's lists
 * slice by `$start` and `$end`), so numeric parameters are written into the query first.
 */
export async function runQuery(query: string, params: Record<string, unknown>, documents: SanityDocument[]) {
  const inlined = query.replace(/\$(\w+)/g, (whole, name: string) =>
    typeof params[name] === 'number' ? String(params[name]) : whole,
  )
  return (await evaluate(parse(inlined, {params}), {dataset: documents, params})).get()
}

/** Whether a listener's query (its filter; projections and order do not matter) takes this document. */
export async function listenerWants(query: string, params: Record<string, unknown>, document: SanityDocument | null) {
  if (!document) return false
  const result = await runQuery(query, params, [document])
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

/**
 * The documents a query sees: `published` hides drafts; `raw` sees everything; `drafts` (or a
 * release stack) sees each draft in place of its published document, under the published id.
 */
export function inPerspective(dataset: SanityDocument[], perspective: string): SanityDocument[] {
  if (perspective === 'raw') return dataset
  const published = dataset.filter((document) => !document._id.startsWith('drafts.'))
  if (perspective === 'published') return published
  const drafts = new Map(
    dataset
      .filter((document) => document._id.startsWith('drafts.'))
      .map((draft) => [
        draft._id.slice('drafts.'.length),
        {...draft, _id: draft._id.slice('drafts.'.length), _originalId: draft._id},
      ]),
  )
  const overlaid = published.map((document) => drafts.get(document._id) ?? document)
  const draftOnly = [...drafts.values()].filter((draft) => !published.some((document) => document._id === draft._id))
  return [...overlaid, ...draftOnly]
}

type PathSegment = string | number | {_key: string}

/**
 * A Content Source Map, as the API answers with `resultSourceMap`: for each string in the
 * result, the document and the path it came from. Only exact copies are mapped: the string
 * must stand at the same path in the nearest document of the result (an object with `_id`),
 * or in the document the query selects by `_id == "…"` (the page singletons).
 */
export function contentSourceMap(result: unknown, documents: SanityDocument[], query: string) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const rootId = query.match(/_id\s*==\s*"([^"]+)"/)?.[1]
  const map = {documents: [] as {_id: string; _type: string}[], paths: [] as string[], mappings: {} as Record<string, unknown>}
  const indexOf = <T>(list: T[], item: T) => (list.includes(item) ? list.indexOf(item) : list.push(item) - 1)
  const docs: SanityDocument[] = []

  const walk = (value: unknown, resultPath: (string | number)[], document: SanityDocument | undefined, path: PathSegment[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = isRecord(item) && typeof item._key === 'string' ? {_key: item._key} : index
        walk(item, [...resultPath, index], document, [...path, key])
      })
    } else if (isRecord(value)) {
      const own = typeof value._id === 'string' ? byId.get(value._id) : undefined
      for (const [name, inner] of Object.entries(value)) {
        walk(inner, [...resultPath, name], own ?? document, [...(own ? [] : path), name])
      }
    } else if (typeof value === 'string' && document && valueAt(document, path) === value) {
      const documentIndex = indexOf(docs, document)
      map.documents[documentIndex] = {_id: String(document._originalId ?? document._id), _type: document._type}
      map.mappings[jsonPath(resultPath)] = {
        type: 'value',
        source: {type: 'documentValue', document: documentIndex, path: indexOf(map.paths, jsonPath(path))},
      }
    }
  }
  walk(result, [], rootId ? byId.get(rootId) : undefined, [])
  return map
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function valueAt(document: unknown, path: PathSegment[]): unknown {
  let value = document
  for (const segment of path) {
    if (typeof segment === 'object') {
      value = Array.isArray(value) ? value.find((item) => isRecord(item) && item._key === segment._key) : undefined
    } else {
      value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined
    }
  }
  return value
}

const jsonPath = (path: PathSegment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${segment}']`
          : `[?(@._key=='${segment._key}')]`,
    )
    .join('')}`

export function readSearchParams(search: URLSearchParams) {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return {query: search.get('query') ?? '', params}
}

/** A request's JSON body (queries, mutations, actions). */
export async function readJson<T>(req: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T
}
