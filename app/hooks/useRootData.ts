import {useRouteLoaderData} from '@remix-run/react'
import type {loader} from '~/root'

/** Site settings and URL, loaded once per request by the root route. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) throw new Error('Root data is missing: useRootData must run under the root route.')
  return data
}
