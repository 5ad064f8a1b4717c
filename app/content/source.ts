import type {ClientReturn} from '@sanity/client'

export type QueryParams = Record<string, string | number | boolean | null | string[] | number[]>

/** `fresh`: skip caches between us and the dataset (right after a publish). */
export type FetchOptions = {fresh?: boolean}

/** What changed in the dataset: the tags of one document, or anything (a gap in the feed). */
export type ContentChange = {tags: string[]} | 'everything'

/**
 * Where content comes from. Two implementations answer the same GROQ queries:
 * `local` (the seed dataset through groq-js) and `sanity` (the hosted dataset).
 * Result types come from `sanity typegen` (app/sanity.types.ts).
 */
export interface ContentSource {
  readonly name: 'local' | 'sanity'
  fetch<const Query extends string>(
    query: Query,
    params?: QueryParams,
    options?: FetchOptions,
  ): Promise<ClientReturn<Query, unknown>>
  /** Calls `onChange` for every published change, for as long as the process runs (hosted content only). */
  follow?(onChange: (change: ContentChange) => void): () => void
}
