import {useRouteLoaderData} from '@remix-run/react'

/** What the root loader tells every page of an editor's preview (app/root.tsx); null for everyone else. */
export type PagePreview = {overlays: string | null}

/** The part of the root loader's data this hook reads: the root loader `satisfies` it, so the two cannot drift apart. */
export type RootPreviewData = {preview: PagePreview | null}

/**
 * The editor's preview this page is shown in, or null. Read from the root route's data, which
 * every page has, without importing app/root.tsx (which imports the pages' components).
 */
export function usePreview(): PagePreview | null {
  return useRouteLoaderData<RootPreviewData>('root')?.preview ?? null
}
