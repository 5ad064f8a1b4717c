import type {LoaderFunctionArgs} from '@remix-run/node'
import {enablePreview} from '~/preview/preview.server'

/** The Studio's Presentation tool opens this with its secret (README: "Para quem edita"). */
export const loader = ({request}: LoaderFunctionArgs) => enablePreview(request)
