import {randomUUID} from 'node:crypto'
import {Mutation} from '@sanity/mutator'
import type {SanityDocument} from '~/seed/dataset.server'

// The documents of one dataset and every change to them, as the Content Lake keeps them: each
// transaction gets an id that becomes the new `_rev` of every document it touched, and one
// event per document goes to the listeners. Patches are applied by @sanity/mutator, the code the
// Studio itself applies them with, so the Studio's copy and this one cannot drift apart.

/** One mutation as the API takes it (create, createIfNotExists, createOrReplace, delete, patch). */
export type RawMutation = Record<string, Record<string, unknown>>

/** What a listener hears of one document in one transaction (Sanity's `mutation` event). */
export type ChangeEvent = {
  transactionId: string
  documentId: string
  identity: string
  mutations: RawMutation[]
  previousRev?: string
  resultRev: string
  previous: SanityDocument | null
  result: SanityDocument | null
  transition: 'appear' | 'update' | 'disappear'
  timestamp: string
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

/** A request the Content Lake refuses, with the status and description its API would give. */
export class ContentLakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'mutationError',
  ) {
    super(message)
  }
}

const targetOf = (mutation: RawMutation) => {
  const [body] = Object.values(mutation)
  return String(body?.id ?? body?._id ?? '')
}

export function createStore(dataset: SanityDocument[]) {
  const now = () => new Date().toISOString()
  // One moment for the whole seed: lists sorted by time (the Studio's) keep the seed's order
  // from one run to the next, instead of the order of the milliseconds each got.
  const seeded = now()
  for (const document of dataset) {
    document._rev ??= randomUUID()
    document._createdAt ??= seeded
    document._updatedAt ??= seeded
  }
  const listeners = new Set<(event: ChangeEvent) => void>()
  const find = (id: string) => dataset.find((document) => document._id === id)

  // Every revision each document has had, for the Studio's history reads (`/data/history`).
  const revisions = new Map<string, SanityDocument>()
  for (const document of dataset) revisions.set(`${document._id}@${document._rev}`, document)

  function put(id: string, document: SanityDocument | null) {
    if (document?._rev) revisions.set(`${id}@${document._rev}`, document)
    const index = dataset.findIndex((candidate) => candidate._id === id)
    if (document && index >= 0) dataset[index] = document
    else if (document) dataset.push(document)
    else if (index >= 0) dataset.splice(index, 1)
  }

  /**
   * Applies mutations as one transaction: all or nothing. Each document touched gets the
   * transaction's id as its revision; listeners hear one event per document, in order.
   */
  function commit(
    mutations: RawMutation[],
    {
      transactionId = randomUUID() as string,
      identity = 'editor',
      announce = true,
    }: {transactionId?: string; identity?: string; announce?: boolean} = {},
  ) {
    const timestamp = now()
    const byDocument = new Map<string, RawMutation[]>()
    for (const mutation of mutations) {
      const id = targetOf(mutation)
      if (!id) throw new ContentLakeError(400, 'Mutation is missing a document id')
      byDocument.set(id, [...(byDocument.get(id) ?? []), mutation])
    }
    const changes = [...byDocument].map(([id, own]) => {
      const previous = find(id) ?? null
      // One mutation at a time, as the Content Lake checks them: a patch needs the document
      // as the transaction has left it so far (a `createIfNotExists` before it counts).
      let result = structuredClone(previous)
      for (const mutation of own) {
        if (mutation.create && result) throw new ContentLakeError(409, `Document by ID "${id}" already exists`)
        if (mutation.patch && !result) throw new ContentLakeError(409, `Document "${id}" not found`)
        const ifRevision = mutation.patch?.ifRevisionID
        if (ifRevision && ifRevision !== result?._rev) throw new ContentLakeError(409, `Revision mismatch on "${id}"`)
        result = new Mutation({mutations: [mutation] as never, timestamp}).apply(result as never) as SanityDocument | null
      }
      if (result) result._rev = transactionId
      return {id, own, previous, result}
    })
    changes.forEach(({id, result}) => put(id, result))
    const events = changes.map(({id, own, previous, result}, index): ChangeEvent => ({
      transactionId,
      documentId: id,
      identity,
      mutations: own,
      previousRev: previous?._rev as string | undefined,
      resultRev: transactionId,
      previous,
      result,
      transition: !previous ? 'appear' : !result ? 'disappear' : 'update',
      timestamp,
      transactionTotalEvents: changes.length,
      transactionCurrentEvent: index + 1,
    }))
    /** Tells every listener, or only the one at `only` (in the order they started listening). */
    const tell = (only?: number) =>
      [...listeners].forEach((listener, index) => {
        if (only === undefined || only === index) events.forEach(listener)
      })
    if (announce) tell()
    return {
      transactionId,
      results: changes.map(({id, previous, result}) => ({id, operation: operationOf(previous, result)})),
      /** With `announce: false`, nobody has heard yet: the change feed may reach listeners at different moments. */
      announce: tell,
    }
  }

  return {
    dataset,
    find,
    commit,
    /** The document as revision `rev` (a transaction's id) left it, if that transaction touched it. */
    atRevision: (id: string, rev: string) => revisions.get(`${id}@${rev}`),
    /** Hears every change event; returns the way to stop. */
    subscribe(listener: (event: ChangeEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const operationOf = (previous: unknown, result: unknown) => (!previous ? 'create' : !result ? 'delete' : 'update')

export type Store = ReturnType<typeof createStore>
