import type {LoaderFunctionArgs} from '@remix-run/node'
import {CACHE_CONTROL} from '~/delivery/cache-control'
import {lookUpCep} from '~/forms/cep-lookup.server'

/** GET /api/cep/80010000 → the address the visit form pre-fills (JSON); limited per client (app/requests/rate-limits.server.ts). */
export async function loader({params}: LoaderFunctionArgs) {
  const address = await lookUpCep(params.cep ?? '')
  return Response.json(address, {headers: {'Cache-Control': address.found ? CACHE_CONTROL.long : CACHE_CONTROL.noStore}})
}
