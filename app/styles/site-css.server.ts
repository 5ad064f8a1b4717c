import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {env} from '~/env.server'
import {SITE_STYLESHEETS} from '~/styles/site'
import {CLIENT_DIR} from '~/utils/paths.server'

let built: string | undefined

/** The text of the site's stylesheets, as this server's build wrote them (read once; again on every request in development). */
export function siteCss(): string {
  if (built !== undefined && env.NODE_ENV !== 'development') return built
  built = SITE_STYLESHEETS.map((href) => readFileSync(join(CLIENT_DIR, href), 'utf8')).join('\n')
  return built
}
