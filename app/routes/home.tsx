import type {LoaderFunctionArgs} from '@remix-run/node'
import {loadHomePage} from '~/content/home.server'

// /home shows the home page (never the under-construction redirect); canonically it is /.
export {default, headers, meta} from './_index'

export const loader = ({context}: LoaderFunctionArgs) => loadHomePage(context.content)
