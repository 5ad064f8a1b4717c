import type {LoaderFunctionArgs} from '@remix-run/node'
import {disablePreview} from '~/preview/preview-mode.server'

/** Leaves preview: the published site again, from the page the editor was on. */
export const loader = ({request}: LoaderFunctionArgs) => disablePreview(request)
