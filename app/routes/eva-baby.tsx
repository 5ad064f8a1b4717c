import type {ActionFunctionArgs, LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {Advantages, Benefits, ProductIntro, Reservation, Specifications, Video} from '~/components/eva-baby/sections'
import {GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH} from '~/components/ProductCarousel'
import {EVA_BABY_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {useRootData} from '~/hooks/useRootData'
import {leadFormActions} from '~/leads/lead-posts.server'
import type {RouteHandle} from '~/root'
import {JsonLd} from '~/seo/JsonLd'
import {pageMeta, preloadImage} from '~/seo/meta'
import {evaBabyProduct} from '~/seo/structured-data'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

// The only page that embeds a third party: the YouTube player, once the visitor presses play.
// React runs only the reservation form (docs/decisions/0064, 0071); the video needs its frame.
export const handle = {
  islands: ['reserva'],
  csp: {frames: ['https://www.youtube-nocookie.com']},
} satisfies RouteHandle & Record<string, unknown>

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(EVA_BABY_QUERY)}
}

// A function, not the value itself: the browser's copy of this module has no leadFormActions.
export const action = (args: ActionFunctionArgs) => leadFormActions.reserva(args)

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/eva-baby'),
  ...preloadImage(data?.page.carouselImages[0], {width: GALLERY_IMAGE_WIDTH, sizes: GALLERY_IMAGE_SIZES}),
]

export default function EvaBabyPage() {
  const {page} = useLoaderData<typeof loader>()
  const {siteUrl} = useRootData()
  return (
    <>
      <JsonLd data={evaBabyProduct(page, siteUrl)} />
      <ProductIntro page={page} />
      <Benefits benefits={page.benefits} />
      <Reservation reservation={page.reservation} />
      <Video video={page.video} />
      <Advantages advantages={page.advantages} />
      <Specifications specifications={page.specifications} />
    </>
  )
}
