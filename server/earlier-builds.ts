// The browser files of the builds that ran before this one (issue 38, docs/decisions/0066). A
// page held by the CDN, a browser's cache or its back-forward cache still names the scripts
// of the build that rendered it; a deploy brings a new image with only its own. So each build,
// when it starts, copies its fingerprinted files into the data folder, which outlives images,
// and the server answers from there what its own build does not have. A build's files are
// removed once it has been replaced for longer than a page can be held.
import {createHash, randomUUID} from 'node:crypto'
import {chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises'
import {dirname, join, relative, sep} from 'node:path'
import {EARLIER_BUILD_FRESH_COPY_MS} from '~/constants'

/** The folders of the build's client files that are kept: Remix's (/build/…) and ours (/scripts/…). */
export const KEPT_FOLDERS = ['build', 'scripts'] as const

type BuildRecord = {
  /** Every kept file of that build, relative to its client folder, with `/`. */
  files: string[]
  /** When that build took over from another (ms): the newest is the one running. */
  startedAt: number
}

/** Where they are kept, inside the data folder: the files as their addresses, and a record per build. */
const earlierBuildsDir = (dataDir: string) => join(dataDir, 'earlier-builds')
/** Where a file is written before it is renamed into place. */
const temporaryDirOf = (dataDir: string) => join(earlierBuildsDir(dataDir), 'tmp')
export const earlierFilesDir = (dataDir: string) => join(earlierBuildsDir(dataDir), 'files')

async function filesUnder(root: string, folder = root): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true}).catch(() => [])
  const found: string[] = []
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)))
    else if (entry.isFile()) found.push(relative(root, path).split(sep).join('/'))
  }
  return found
}

/**
 * Writes whole or not at all: a reader never sees half a file, even if this process is stopped
 * mid-write. The file is written under a name of its own in `temporaryDir` (never served, and
 * unique: two containers are both PID 1), then renamed into place, dated now.
 */
async function writeWhole(path: string, temporaryDir: string, write: (temporary: string) => Promise<void>) {
  // The site's user only, like every file the site writes in DATA_DIR (docs/deploy.md#backups).
  await mkdir(dirname(path), {recursive: true, mode: 0o700})
  await mkdir(temporaryDir, {recursive: true, mode: 0o700})
  const temporary = join(temporaryDir, randomUUID())
  await write(temporary)
  await chmod(temporary, 0o600)
  // A copy keeps its source's date: this one says when it was written (EARLIER_BUILD_FRESH_COPY_MS).
  const now = new Date()
  await utimes(temporary, now, now)
  await rename(temporary, path)
}

/**
 * Keeps this build's client files (`clientDir`) in the data folder and removes those of builds
 * replaced more than `keepMs` ago. Returns the folder the earlier files are served from.
 */
export async function keepClientFiles({
  clientDir,
  dataDir,
  keepMs,
  now = Date.now(),
}: {
  clientDir: string
  dataDir: string
  keepMs: number
  now?: number
}): Promise<{filesDir: string; kept: number; removed: number}> {
  const filesDir = earlierFilesDir(dataDir)
  const recordsDir = join(earlierBuildsDir(dataDir), 'builds')
  const files = (
    await Promise.all(
      KEPT_FOLDERS.map(async (folder) => (await filesUnder(join(clientDir, folder))).map((file) => `${folder}/${file}`)),
    )
  )
    .flat()
    // The islands' manifest is the server's, read from its own build: not an address of a page.
    .filter((file) => !file.endsWith('.json'))
    .sort()
  const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16)
  const ours = `${id}.json`

  const readRecords = async () => {
    const records: Array<BuildRecord & {name: string}> = []
    for (const name of await readdir(recordsDir).catch(() => [])) {
      if (!name.endsWith('.json')) continue
      try {
        records.push({name, ...(JSON.parse(await readFile(join(recordsDir, name), 'utf8')) as BuildRecord)})
      } catch {
        // Unreadable, or removed meanwhile: it keeps nothing.
      }
    }
    return records.sort((a, b) => a.startedAt - b.startedAt)
  }
  // This build's record first, then its files: whoever prunes meanwhile already keeps them. A
  // restart of the build already running keeps the time it took over; after another build, it
  // takes over again now (a rollback).
  const newest = (await readRecords()).at(-1)
  if (newest?.name !== ours) {
    await writeWhole(join(recordsDir, ours), temporaryDirOf(dataDir), (temporary) =>
      writeFile(temporary, JSON.stringify({files, startedAt: now} satisfies BuildRecord)),
    )
  }
  for (const file of files) {
    const target = join(filesDir, file)
    // Fingerprinted: the same name is the same content.
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      continue
    await writeWhole(target, temporaryDirOf(dataDir), (temporary) => copyFile(join(clientDir, file), temporary))
  }

  // A build is replaced when the next one takes over; its files go once it has been replaced for keepMs.
  const records = await readRecords()
  const keep = new Set(files)
  let removed = 0
  for (const [index, record] of records.entries()) {
    const replacedAt = records[index + 1]?.startedAt
    if (record.name !== ours && replacedAt !== undefined && now - replacedAt > keepMs) {
      await rm(join(recordsDir, record.name), {force: true})
    } else {
      for (const file of record.files) keep.add(file)
    }
  }
  // What no build names, and what a write cut short left: gone, unless just written.
  const leftovers = (await filesUnder(temporaryDirOf(dataDir))).map((name) => join(temporaryDirOf(dataDir), name))
  for (const path of [
    ...(await filesUnder(filesDir)).filter((file) => !keep.has(file)).map((file) => join(filesDir, file)),
    ...leftovers,
  ]) {
    const written = await stat(path).then(
      ({mtimeMs}) => mtimeMs,
      () => undefined,
    )
    if (written === undefined || now - written < EARLIER_BUILD_FRESH_COPY_MS) continue
    await rm(path, {force: true})
    removed++
  }
  return {filesDir, kept: keep.size, removed}
}
