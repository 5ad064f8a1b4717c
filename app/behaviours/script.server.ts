import {existsSync, readdirSync} from 'node:fs'
import {join} from 'node:path'
import {CLIENT_DIR} from '~/utils/paths.server'

let file: string | undefined

/** The address of the behaviours' bundle that server/build.mjs wrote (./page.ts). */
export function behavioursScriptSrc(): string | null {
  const folder = join(CLIENT_DIR, 'build')
  file ??= existsSync(folder) ? readdirSync(folder).find((name) => /^behaviours-\w+\.js$/.test(name)) : undefined
  return file ? `/build/${file}` : null
}
