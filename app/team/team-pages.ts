import type {HeadersFunction} from '@remix-run/node'
import {CACHE_CONTROL} from '~/delivery/cache-control'

// The team's pages (/equipe): their addresses, and the headers every answer there carries.

/**
 * Every address of the team's pages, in any spelling, their Remix data requests included
 * (`/equipe.data`, `/equipe/entrar.data`). server/varnish/default.vcl passes the same.
 */
export const TEAM_PATH = /^\/+equipe(?:\.data|\/|$)/i

/** Every answer under /equipe: kept nowhere, read by no search engine (server/index.ts sets them on all of them too). */
export const TEAM_HEADERS = {'Cache-Control': CACHE_CONTROL.noStore, 'X-Robots-Tag': 'noindex'} as const

/** The routes' `headers`: TEAM_HEADERS, and an action's Retry-After when it answered 429. */
export const teamHeaders: HeadersFunction = ({actionHeaders}) => {
  const headers = new Headers(TEAM_HEADERS)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

/** The sign-out form's field that asks this browser be forgotten (`1`): someone else's computer. */
export const FORGET_FIELD = 'esquecer'
