import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {useActionData, useLoaderData} from '@remix-run/react'
import {CampaignBlocks, openingBanner} from '~/components/campaign/CampaignBlocks'
import {BANNER_IMAGE} from '~/components/PageBanner'
import type {CampaignPage} from '~/content/campaign-blocks'
import {loadCampaignPage} from '~/content/campaign-pages.server'
import {CACHE_CONTROL, cacheControlUntil, PAGE_VARY, surrogateKeyHeaders} from '~/delivery/cache-control'
import {isCampaignForm, type CampaignForm} from '~/domain/campaign-page'
import {campaignForm, campaignFormAction, campaignFormQuery} from '~/domain/form-addresses'
import {useRootData} from '~/hooks/useRootData'
import {leadFormActions} from '~/leads/lead-posts.server'
import {formMessages} from '~/messages/forms'
import {studioUrlOf} from '~/preview/drafts.server'
import {blockEditAttributes} from '~/preview/edit-attributes.server'
import type {RouteHandle} from '~/root'
import {JsonLd} from '~/seo/JsonLd'
import {pageMeta, preloadImage} from '~/seo/meta'
import {campaignPageData} from '~/seo/structured-data'

// A campaign page an editor built from blocks in the Studio (docs/content.md#campaign-pages),
// at /<its address>. Every other one-segment address goes to the 404 page, as before.

// The same page for everyone with the same consent choice: a CDN and the page cache keep it,
// never past the page's end (the loader's Cache-Control, docs/decisions/0084).
// Without the loader's (it failed), the visitor's browser only.
export const headers: HeadersFunction = ({loaderHeaders}) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? CACHE_CONTROL.private,
})

// Its form, if it has one, is its only island; a video block embeds YouTube once played.
export const handle = {
  islandsFrom: (loaderData: unknown) => {
    const form = (loaderData as {form?: unknown} | undefined)?.form
    return isCampaignForm(form) ? [form] : []
  },
  csp: {frames: ['https://www.youtube-nocookie.com']},
} satisfies RouteHandle & Record<string, unknown>

/**
 * The page, or its redirect (an old address, an ended page): kept by caches as the page is, with
 * the addresses' surrogate keys (a publish purges it), never past the end of where it leads.
 */
async function pageOrRedirect(slug: string | undefined, context: AppLoadContext, when: {now: number; takingPost: boolean}) {
  const found = await loadCampaignPage(slug, context.content, when)
  if (found.kind === 'page') return found
  throw redirect(found.location, {
    status: found.status,
    headers: {
      'Cache-Control': cacheControlUntil(found.until, when.now),
      Vary: PAGE_VARY,
      ...surrogateKeyHeaders(context.content.tags),
    },
  })
}

/** `edit`: in an editor's preview, each block's handle for the Studio's overlays (drag to reorder). */
type LoaderData = {page: CampaignPage; form: CampaignForm | null; edit: Record<string, string> | null}

// A post answers with the page though it ended while its visitor typed: the lead is taken.
export async function loader({params, context}: LoaderFunctionArgs) {
  const now = Date.now()
  const {page, until} = await pageOrRedirect(params.pagina, context, {now, takingPost: context.posted})
  const edit = context.preview ? blockEditAttributes(page, studioUrlOf(context.preview)) : null
  return data<LoaderData>(
    {page, form: campaignForm(page) ?? null, edit},
    {headers: {'Cache-Control': cacheControlUntil(until, now)}},
  )
}

/**
 * The page's form, through the same action as the fixed pages' (app/leads/lead-posts.server.ts).
 * The post names its kind in the query, as the page wrote it: that is what the limits counted.
 */
export async function action(args: ActionFunctionArgs) {
  const {page} = await pageOrRedirect(args.params.pagina, args.context, {now: Date.now(), takingPost: true})
  const form = campaignForm(page)
  // The page is there: a post for a form it no longer has (or another kind) is told so.
  if (!form || new URL(args.request.url).search !== campaignFormQuery(form)) {
    return data({result: {status: 'error' as const, error: {'': [formMessages.pageChanged]}}}, {status: 409})
  }
  return leadFormActions[form](args)
}

// The opening banner's image is the page's largest: fetched before the CSS, as on the fixed pages.
export const meta: MetaFunction = ({data, matches}) => {
  const loaded = data as LoaderData | undefined
  return loaded
    ? [
        ...pageMeta({...loaded.page.seo, title: loaded.page.seo?.title || loaded.page.title}, matches, `/${loaded.page.slug}`, {
          index: !loaded.page.hidden,
        }),
        ...preloadImage(openingBanner(loaded.page)?.image, BANNER_IMAGE),
      ]
    : []
}

export default function CampaignPageRoute() {
  const {page, form, edit} = useLoaderData<LoaderData>()
  const {siteUrl} = useRootData()
  // A post the page no longer takes (its form went): without a form to show it in, said on top.
  const refused = useActionData<{result?: {error?: Record<string, string[] | null>}}>()?.result?.error?.['']?.[0]
  const path = `/${page.slug}`
  return (
    <>
      {!form && refused ? (
        <div className="container form-errors" role="alert">
          <p className="form-errors__message">{refused}</p>
        </div>
      ) : null}
      <JsonLd data={campaignPageData(page, path, siteUrl)} />
      <CampaignBlocks page={page} formAction={form ? campaignFormAction(page.slug ?? '', form) : path} edit={edit} />
    </>
  )
}
