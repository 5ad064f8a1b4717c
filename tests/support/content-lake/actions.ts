import type {SanityDocument} from '~/seed/dataset.server'
import {ContentLakeError, type RawMutation, type Store} from './store'

// Sanity's Actions API (/data/actions): what the Studio sends when an editor types, publishes,
// discards, unpublishes or deletes. Each action becomes the mutations the Content Lake would
// apply, and a request's actions are one transaction.

export type DocumentAction = {
  actionType: string
  draftId?: string
  publishedId?: string
  attributes?: SanityDocument
  ifExists?: 'fail' | 'ignore'
  patch?: Record<string, unknown>
  includeDrafts?: string[]
  ifDraftRevisionId?: string
  ifPublishedRevisionId?: string
}

/** A document's content under another id (system fields go; the transaction sets them). */
function copyAs(document: SanityDocument, _id: string): SanityDocument {
  const content: Record<string, unknown> = {...document}
  for (const system of ['_rev', '_updatedAt', '_createdAt']) delete content[system]
  return {...content, _id} as SanityDocument
}

function mutationsOf(action: DocumentAction, store: Store, createdBefore: ReadonlySet<string>): RawMutation[] {
  const {draftId = '', publishedId = ''} = action
  // A new document's first request creates it, then edits it: the edit sees the creation.
  if (action.actionType.endsWith('.edit') && createdBefore.has(draftId)) return [{patch: {...action.patch, id: draftId}}]
  const draft = store.find(draftId)
  const published = store.find(publishedId)
  const refuse = (message: string) => {
    throw new ContentLakeError(409, message, 'actionError')
  }
  switch (action.actionType.replace('sanity.action.document.', '')) {
    case 'create': {
      const attributes = action.attributes!
      if (store.find(attributes._id))
        return action.ifExists === 'ignore' ? [] : refuse(`Document "${attributes._id}" already exists`)
      return [{create: attributes}]
    }
    case 'edit': {
      const base = draft ?? published ?? refuse(`Neither "${draftId}" nor "${publishedId}" exists`)
      return [...(draft ? [] : [{createIfNotExists: copyAs(base, draftId)}]), {patch: {...action.patch, id: draftId}}]
    }
    case 'publish': {
      if (!draft) return refuse(`There is no draft "${draftId}" to publish`)
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) return refuse('The draft has changed')
      if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev)
        return refuse('The published document has changed')
      return [{createOrReplace: copyAs(draft, publishedId)}, {delete: {id: draftId}}]
    }
    case 'discard':
      return draft ? [{delete: {id: draftId}}] : refuse(`There is no draft "${draftId}" to discard`)
    case 'unpublish':
      if (!published) return refuse(`"${publishedId}" is not published`)
      return [...(draft ? [] : [{createIfNotExists: copyAs(published, draftId)}]), {delete: {id: publishedId}}]
    case 'delete':
      return [publishedId, ...(action.includeDrafts ?? [])].filter((id) => store.find(id)).map((id) => ({delete: {id}}))
    case 'replaceDraft':
      return [{createOrReplace: action.attributes!}]
    default:
      throw new ContentLakeError(400, `Action ${action.actionType} is not implemented by the stand-in`, 'actionError')
  }
}

/** Runs a request's actions as one transaction (all or nothing). */
export function runActions(store: Store, actions: DocumentAction[], options: {transactionId?: string; identity?: string}) {
  const created = new Set<string>()
  const mutations = actions.flatMap((action) => {
    const mutations = mutationsOf(action, store, created)
    if (action.actionType.endsWith('.create') && action.attributes) created.add(action.attributes._id)
    return mutations
  })
  return store.commit(mutations, options)
}
