// The browser files of the builds that ran before this one (issue 38, docs/decisions/0066). A
// page held by the CDN, a browser's cache or its back-forward cache still names the scripts
// of the build that rendered it; a deploy brings a new image with only its own. So each build,
// when it starts, copies its fingerprinted files into the data folder, which outlives images,
// and the server answers from there what its own build does not have. A build's files are
// removed once it has been replaced for longer than a page can be held.
import {createHash, randomUUID} from 'node:crypto'
import {chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, statfs, utimes, writeFile} from 'node:fs/promises'
import {dirname, join, relative, sep} from 'node:path'
import {EARLIER_BUILD_FRESH_COPY_MS, EARLIER_BUILDS_STORE_RESERVE_BYTES} from '~/constants'

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
  try {
    await write(temporary)
    await chmod(temporary, 0o600)
    // A copy keeps its source's date: this one says when it was written (EARLIER_BUILD_FRESH_COPY_MS).
    const now = new Date()
    await utimes(temporary, now, now)
    await rename(temporary, path)
  } catch (error) {
    // A write cut short (a full disk) leaves nothing behind, not even its temporary.
    await rm(temporary, {force: true})
    throw error
  }
}

/** What `files` (under `root`) take on the data folder's disk, counted in its blocks, and what is free there. */
async function spaceFor(root: string, files: readonly string[], dataDir: string) {
  const {bsize, bavail} = await statfs(dataDir)
  const blocks = (bytes: number) => Math.max(1, Math.ceil(bytes / bsize)) * bsize
  let needed = blocks(0) // this build's record
  for (const file of files) needed += blocks((await stat(join(root, file))).size)
  // A folder of its own for each one's address, at most.
  needed += new Set(files.map((file) => dirname(file))).size * blocks(0)
  return {needed, free: bavail * bsize}
}

/**
 * Keeps this build's client files (`clientDir`) in the data folder and removes those of builds
 * replaced more than `keepMs` ago. The data folder is the store's too, and a lead matters more
 * than an old page's script: the files are copied only when, after them, `reserveBytes` stay
 * free (else `copied` is 'no-space', with the figures), and a copy that fails midway (the disk
 * filled meanwhile) takes back every file it wrote before it throws.
 */
export async function keepClientFiles({
  clientDir,
  dataDir,
  keepMs,
  now = Date.now(),
  reserveBytes = EARLIER_BUILDS_STORE_RESERVE_BYTES,
}: {
  clientDir: string
  dataDir: string
  keepMs: number
  now?: number
  reserveBytes?: number
}): Promise<
  {filesDir: string; kept: number; removed: number} & ({copied: number} | {copied: 'no-space'; needed: number; free: number})
> {
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
  /**
   * A build is replaced when the next one takes over; its files go once it has been replaced for
   * keepMs. Returns how many files went.
   */
  const prune = async () => {
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
    return removed
  }
  // This build's record first, then its files: whoever prunes meanwhile already keeps them. A
  // restart of the build already running keeps the time it took over; after another build, it
  // takes over again now (a rollback). The record says when this build took over even when its
  // files find no room: the builds before it still expire on time.
  const newest = (await readRecords()).at(-1)
  if (newest?.name !== ours) {
    await writeWhole(join(recordsDir, ours), temporaryDirOf(dataDir), (temporary) =>
      writeFile(temporary, JSON.stringify({files, startedAt: now} satisfies BuildRecord)),
    ).catch(async (error: unknown) => {
      // A disk too full for even the record: what expired goes all the same, room for the store.
      await prune()
      throw error
    })
  }
  const removed = await prune()
  // Fingerprinted: a file already there (same name, same content) is not copied again.
  const missing: string[] = []
  for (const file of files) if (!(await exists(join(filesDir, file)))) missing.push(file)
  if (missing.length === 0) return {filesDir, kept: files.length, removed, copied: 0}
  const {needed, free} = await spaceFor(clientDir, missing, dataDir)
  if (free - needed < reserveBytes)
    return {filesDir, kept: files.length - missing.length, removed, copied: 'no-space', needed, free}
  const written: string[] = []
  try {
    for (const file of missing) {
      await writeWhole(join(filesDir, file), temporaryDirOf(dataDir), (temporary) => copyFile(join(clientDir, file), temporary))
      written.push(join(filesDir, file))
    }
  } catch (error) {
    // Nothing half-kept: the room goes back to the store.
    await Promise.all(written.map((path) => rm(path, {force: true})))
    throw error
  }
  return {filesDir, kept: files.length, removed, copied: written.length}
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )
