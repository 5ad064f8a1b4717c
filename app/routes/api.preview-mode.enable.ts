import type {LoaderFunctionArgs} from '@remix-run/node'
import {enablePreview} from '~/preview/preview-mode.server'

/** The Studio's Presentation tool opens this with its secret (docs/decisions/0029). */
export const loader = ({request}: LoaderFunctionArgs) => enablePreview(request)
