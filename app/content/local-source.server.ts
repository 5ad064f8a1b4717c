import {evaluate, parse, type ExprNode} from 'groq-js'
import {seedDataset, type SanityDocument} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import type {ContentSource, QueryParams} from './source'

/**
 * The default content source: the same GROQ queries, evaluated by groq-js over the
 * bundled seed dataset. Nothing to configure, no network.
 */
export function createLocalSource(seedDir = SEED_DIR): ContentSource {
  let dataset: SanityDocument[] | undefined
  const parsed = new Map<string, ExprNode>()

  return {
    name: 'local',
    async fetch(query: string, params: QueryParams = {}) {
      dataset ??= seedDataset(seedDir)
      // Parsed without the parameters: given them, groq-js folds their values into the tree,
      // and the one tree kept per query would answer every later call with the first's values.
      let tree = parsed.get(query)
      if (!tree) {
        tree = parse(query)
        parsed.set(query, tree)
      }
      const result = await evaluate(tree, {dataset, params})
      return result.get()
    },
  } as ContentSource
}
