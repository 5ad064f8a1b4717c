import {data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@remix-run/node'
import {useActionData, useLoaderData} from '@remix-run/react'
import {CampaignBlocks, openingBanner} from '~/components/campaign/CampaignBlocks'
import {BANNER_IMAGE} from '~/components/PageBanner'
import {loadCampaignPage} from '~/content/campaign-pages.server'
import {publicPageHeaders} from '~/delivery/cache-control'
import {isCampaignForm} from '~/domain/campaign-page'
import {campaignForm, campaignFormAction, campaignFormQuery} from '~/domain/form-addresses'
import {useRootData} from '~/hooks/useRootData'
import {leadFormActions} from '~/leads/lead-posts.server'
import {formMessages} from '~/messages/forms'
import type {RouteHandle} from '~/root'
import {JsonLd} from '~/seo/JsonLd'
import {pageMeta, preloadImage} from '~/seo/meta'
import {campaignPageData} from '~/seo/structured-data'

// A campaign page an editor built from blocks in the Studio (docs/content.md#campaign-pages),
// at /<its address>. Every other one-segment address goes to the 404 page, as before.

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

// Its form, if it has one, is its only island; a video block embeds YouTube once played.
export const handle = {
  islandsFrom: (loaderData: unknown) => {
    const form = (loaderData as {form?: unknown} | undefined)?.form
    return isCampaignForm(form) ? [form] : []
  },
  csp: {frames: ['https://www.youtube-nocookie.com']},
} satisfies RouteHandle & Record<string, unknown>

export async function loader({params, context}: LoaderFunctionArgs) {
  const page = await loadCampaignPage(params.pagina, context.content)
  return {page, form: campaignForm(page) ?? null}
}

/**
 * The page's form, through the same action as the fixed pages' (app/leads/lead-posts.server.ts).
 * The post names its kind in the query, as the page wrote it: that is what the limits counted.
 */
export async function action(args: ActionFunctionArgs) {
  const page = await loadCampaignPage(args.params.pagina, args.context.content)
  const form = campaignForm(page)
  // The page is there: a post for a form it no longer has (or another kind) is told so.
  if (!form || new URL(args.request.url).search !== campaignFormQuery(form)) {
    return data({result: {status: 'error' as const, error: {'': [formMessages.pageChanged]}}}, {status: 409})
  }
  return leadFormActions[form](args)
}

// The opening banner's image is the page's largest: fetched before the CSS, as on the fixed pages.
export const meta: MetaFunction<typeof loader> = ({data: loaded, matches}) =>
  loaded
    ? [
        ...pageMeta({...loaded.page.seo, title: loaded.page.seo?.title || loaded.page.title}, matches, `/${loaded.page.slug}`, {
          index: !loaded.page.hidden,
        }),
        ...preloadImage(openingBanner(loaded.page)?.image, BANNER_IMAGE),
      ]
    : []

export default function CampaignPageRoute() {
  const {page, form} = useLoaderData<typeof loader>()
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
      <CampaignBlocks page={page} formAction={form ? campaignFormAction(page.slug ?? '', form) : path} />
    </>
  )
}
