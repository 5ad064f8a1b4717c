import type {LoaderFunctionArgs} from '@remix-run/node'
import {HOME_QUERY} from '~/content/queries'

// /home shows the home page (never the under-construction redirect); canonically it is /.
export {default, headers, meta} from './_index'

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(HOME_QUERY)}
}
