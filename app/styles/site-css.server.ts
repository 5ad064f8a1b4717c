import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {SITE_STYLESHEETS} from '~/styles/site'
import {CLIENT_DIR} from '~/utils/paths.server'

let built: string | undefined

/**
 * The text of the site's stylesheets, as this server's build wrote them. Read once, in every
 * mode: their names carry their content's hash, so a build's never change (`npm run dev`
 * restarts the server for each new build). The server reads them as it starts, so that a
 * rebuild deleting them while this process still answers cannot fail a page (decision 0079).
 */
export function siteCss(): string {
  built ??= SITE_STYLESHEETS.map((href) => readFileSync(join(CLIENT_DIR, href), 'utf8')).join('\n')
  return built
}
