import {createContext, useContext} from 'react'

// The site's CSS, inline in the <head>. The server gives the text (entry.server.tsx); in the
// browser the element is already there, so hydration reads it back instead of shipping the
// CSS again inside the JavaScript.
const SiteCssContext = createContext<string | null>(null)
export const SiteCssProvider = SiteCssContext.Provider

const ID = 'site-css'

export function SiteStyles() {
  const serverCss = useContext(SiteCssContext)
  const css = serverCss ?? (typeof document === 'undefined' ? '' : (document.getElementById(ID)?.textContent ?? ''))
  return <style id={ID} dangerouslySetInnerHTML={{__html: css}} suppressHydrationWarning />
}
