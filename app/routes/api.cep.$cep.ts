import type {LoaderFunctionArgs} from '@remix-run/node'
import {CEP_RATE_LIMIT} from '~/constants'
import {lookUpCep} from '~/forms/cep-lookup.server'
import {CACHE_CONTROL} from '~/utils/cache-control'
import {createRateLimiter} from '~/utils/rate-limit.server'

const limiter = createRateLimiter(CEP_RATE_LIMIT)

/** GET /api/cep/80010000 → the address the visit form pre-fills (JSON). */
export async function loader({params, context}: LoaderFunctionArgs) {
  if (!limiter.attempt(context.clientIp)) return Response.json({found: false}, {status: 429})
  const address = await lookUpCep(params.cep ?? '')
  return Response.json(address, {headers: {'Cache-Control': address.found ? CACHE_CONTROL.long : 'no-store'}})
}
