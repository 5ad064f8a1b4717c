import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {env} from '~/env.server'
import {CLIENT_DIR} from '~/utils/paths.server'

let file: string | undefined

/**
 * The address of the behaviours' bundle that server/build.mjs wrote (./page.ts). Read once;
 * on every request in development, where `npm run dev` rebuilds it under a new name.
 */
export function behavioursScriptSrc(): string | null {
  if (file === undefined || env.NODE_ENV === 'development') {
    const folder = join(CLIENT_DIR, 'scripts')
    file = existsSync(folder) ? readdirSync(folder).find((name) => /^behaviours-[0-9a-f]+\.js$/.test(name)) : undefined
  }
  return file ? `/scripts/${file}` : null
}
