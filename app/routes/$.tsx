import {redirect} from '@remix-run/node'
import {NOT_FOUND_PATH} from '~/constants'

// Every path without a route of its own goes to the 404 page (docs/requirements.md#pages).
export const loader = () => redirect(NOT_FOUND_PATH)
export const action = () => redirect(NOT_FOUND_PATH)
