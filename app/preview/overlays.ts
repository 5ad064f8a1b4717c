import {enableVisualEditing} from '@sanity/visual-editing'

// The Studio's click-to-edit overlays, bundled on their own by server/build.mjs (React and all)
// and loaded only by a page in preview: nothing of this reaches a visitor's JavaScript, and the
// site's own chunks stay exactly as they are (docs/decisions/0029). They drive the site through
// the router Remix exposes in the browser: follow the Studio's navigation, reload the data
// after an edit, tell the Studio where the editor went.

type Location = {pathname: string; search: string; hash: string}
type RemixRouter = {
  state: {location: Location}
  navigate(to: string | number, options?: {replace?: boolean}): Promise<void>
  revalidate(): Promise<void>
  subscribe(listener: (state: {location: Location}) => void): () => void
}

const router = (window as unknown as {__remixRouter?: RemixRouter}).__remixRouter
const address = ({pathname, search, hash}: Location) => `${pathname}${search}${hash}`

enableVisualEditing({
  history: router && {
    subscribe(navigate) {
      let shown = address(router.state.location)
      navigate({type: 'push', url: shown})
      return router.subscribe(({location}) => {
        if (address(location) !== shown) navigate({type: 'push', url: (shown = address(location))})
      })
    },
    update(update) {
      if (update.type === 'pop') void router.navigate(-1)
      else void router.navigate(update.url, {replace: update.type === 'replace'})
    },
  },
  // After an edit (or the Studio's refresh button) the page reloads its data: drafts, from the API.
  refresh: () => router?.revalidate() ?? false,
})
