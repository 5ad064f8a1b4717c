import {useToast} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {
  useClient,
  useDocumentOperation,
  useSyncState,
  useValidationStatus,
  type DocumentActionComponent,
  type SanityClient,
} from 'sanity'
import {formerAddressesAfterMove} from '../../app/domain/campaign-address'
import {studioApiVersion} from '../studio.env'

// Publishing a campaign page at a new address (docs/decisions/0084): its published address joins
// its old addresses, which the site answers with a 301 to the new one; and once it is published,
// the new address leaves every other page's old addresses (that page's redirect goes: this page
// has it now).

type Page = {_id?: string; slug?: {current?: string}; formerAddresses?: unknown}

const slugOf = (page: Page | null | undefined) => page?.slug?.current || undefined

/**
 * The other pages (published and drafts) that still list `slug` as an old address give it up,
 * each only as it was read: an edit made meanwhile is not overwritten (the transaction fails).
 */
async function releaseAddress(client: SanityClient, id: string, slug: string) {
  const others = await client.fetch<Array<{_id: string; _rev: string; formerAddresses: unknown}>>(
    '*[_type == "campaignPage" && $slug in formerAddresses && !(_id in [$id, $draft])]{_id, _rev, formerAddresses}',
    {slug, id, draft: `drafts.${id}`},
  )
  if (others.length === 0) return
  const transaction = client.transaction()
  for (const other of others) {
    transaction.patch(other._id, (patch) =>
      patch.ifRevisionId(other._rev).set({formerAddresses: formerAddressesAfterMove(other.formerAddresses, undefined, slug)}),
    )
  }
  await transaction.commit({visibility: 'async'})
}

/**
 * The Studio's publish action for a campaign page, keeping the address it leaves. It hands the
 * press to Sanity's own publish only once the document is saved and validated: pressed while a
 * change from elsewhere (a block dragged in Presentation) is being validated, Sanity's action
 * waits for a validation that has already come and stays on "Publicando…" for good (fixed in
 * Sanity 5, sanity-io/sanity#12132; this Studio stays on 4 with React 18). Those two hooks are
 * the ones Sanity's action reads. Other ways of publishing (the API, a release) skip this action.
 */
export function publishKeepingOldAddress(publish: DocumentActionComponent): DocumentActionComponent {
  const Action: DocumentActionComponent = (props) => {
    const published = publish(props)
    const {patch} = useDocumentOperation(props.id, props.type)
    const client = useClient({apiVersion: studioApiVersion})
    const toast = useToast()
    const shown = (props.draft ?? props.published) as Page | null
    const validation = useValidationStatus(shown?._id ?? props.id, props.type)
    const sync = useSyncState(props.id, props.type)
    const busy = sync.isSyncing || validation.isValidating
    const [pressed, setPressed] = useState(false)
    // The address this page takes, freed from the others once the page is published with it.
    const [taking, setTaking] = useState<string>()
    const publishedSlug = slugOf(props.published as Page | null)

    useEffect(() => {
      if (!pressed || busy || !published) return
      setPressed(false)
      // Errors found meanwhile: Sanity's action would publish without looking again.
      if (published.disabled) return
      published.onHandle?.()
    }, [pressed, busy, published])

    useEffect(() => {
      if (!taking || publishedSlug !== taking) return
      setTaking(undefined)
      releaseAddress(client, props.id, taking).catch(() =>
        toast.push({
          status: 'warning',
          title: `O endereço /${taking} ainda está em Endereços antigos de outra página`,
          description: 'Esta página já está publicada nele. Apague-o da lista da outra página e publique-a.',
          closable: true,
        }),
      )
    }, [taking, publishedSlug, client, props.id, toast])

    if (!published) return published
    return {
      ...published,
      ...(pressed ? {label: 'Publicando…', disabled: true} : {}),
      onHandle: () => {
        const draft = props.draft as Page | null
        const now = slugOf(draft)
        // The patch reaches the draft before the publish (one queue per document), so it is published with it.
        const former = draft && now ? formerAddressesAfterMove(draft.formerAddresses, publishedSlug, now) : undefined
        if (former && JSON.stringify(former) !== JSON.stringify(draft?.formerAddresses ?? [])) {
          patch.execute([{set: {formerAddresses: former}}])
        }
        setTaking(now)
        setPressed(true)
      },
    }
  }
  Action.action = publish.action
  Action.displayName = 'PublishKeepingOldAddress'
  return Action
}
