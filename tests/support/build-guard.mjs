// The folders a person's build writes, and a record of them, so that `npm test` can check it
// left them alone: a site running from build/ (`npm start`) must keep answering while the
// tests run, and the tests build into a folder of their own (docs/decisions/0032).
import {existsSync, readdirSync, statSync} from 'node:fs'
import {join} from 'node:path'

/** build/ (server, commands, browser files); public/build and public/preview: where builds wrote them before 0032. */
export const PERSONAL_BUILD_FOLDERS = ['build', 'public/build', 'public/preview']

/**
 * Every file and folder under those folders, with its size and modification time (a rebuild
 * rewrites files even when their bytes are the same, so it shows), or their absence.
 * @param {string} root the project's folder
 * @returns {Map<string, string>}
 */
export function recordBuildFolders(root) {
  const record = new Map()
  const visit = (path) => {
    const full = join(root, path)
    if (!existsSync(full)) return record.set(path, 'absent')
    const stats = statSync(full)
    if (!stats.isDirectory()) return record.set(path, `${stats.size} bytes, modified ${stats.mtimeMs}`)
    record.set(path, `folder, modified ${stats.mtimeMs}`)
    for (const name of readdirSync(full).sort()) visit(join(path, name))
  }
  PERSONAL_BUILD_FOLDERS.forEach(visit)
  return record
}

/**
 * What differs between two records: one line per path written, created or deleted.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {string[]}
 */
export function changesBetween(before, after) {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort()
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => `${path}: ${before.get(path) ?? 'absent'} → ${after.get(path) ?? 'absent'}`)
}
