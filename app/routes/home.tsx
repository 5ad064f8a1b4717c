import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {HERO_IMAGE_WIDTH, IMAGE_SHAPES} from '~/components/ContentImage'
import {HOME_QUERY} from '~/content/queries'
import {pageMeta, preloadImage} from '~/seo/meta'

// /home shows the home page (never the under-construction redirect); canonically it is /.
export {default, headers} from './_index'

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(HOME_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/'),
  ...preloadImage(data?.page.bannerSlides[0]?.image, {width: HERO_IMAGE_WIDTH, sizes: '100vw', aspectRatio: IMAGE_SHAPES.hero}),
]
