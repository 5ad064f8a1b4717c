import type {LoaderFunctionArgs} from '@remix-run/node'
import {lookUpCep} from '~/forms/cep-lookup.server'
import {CACHE_CONTROL} from '~/utils/cache-control'
import {createRateLimiter} from '~/utils/rate-limit.server'

// Generous: a visitor types one or two CEPs; this only stops scripted scraping through us.
const limiter = createRateLimiter({max: 30, windowMs: 60_000})

/** GET /api/cep/80010000 → the address the visit form pre-fills (JSON). */
export async function loader({params, context}: LoaderFunctionArgs) {
  if (!limiter.attempt(context.clientIp)) return Response.json({found: false}, {status: 429})
  const address = await lookUpCep(params.cep ?? '')
  return Response.json(address, {headers: {'Cache-Control': address.found ? CACHE_CONTROL.long : 'no-store'}})
}
