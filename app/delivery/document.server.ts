import {createHash} from 'node:crypto'

// What the server does to a rendered page before it is sent (app/entry.server.tsx).

/**
 * React writes the end of Remix's data stream (its last inline scripts) after `</html>`,
 * where browsers move it into the body anyway. Moving it there ourselves gives the same
 * document, and a valid one.
 */
export function closeDocument(html: string): string {
  const end = html.lastIndexOf('</body></html>')
  if (end === -1) return html
  const trailing = html.slice(end + '</body></html>'.length)
  return `${html.slice(0, end)}${trailing}</body></html>`
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The CSP hashes of a page's inline scripts and style elements, exactly as the browser will
 * hash them. JSON-LD blocks are data, not scripts: the CSP does not apply to them.
 */
export function inlineHashes(html: string): {scripts: string[]; styles: string[]} {
  const scripts = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    scripts.add(hashOf(content))
  }
  const styles = new Set<string>()
  for (const [, content = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(hashOf(content))
  return {scripts: [...scripts], styles: [...styles]}
}
