import {execFileSync} from 'node:child_process'
import {closeSync, mkdtempSync, openSync, readdirSync, rmdirSync, rmSync, statfsSync, writeFileSync, writeSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {describe, expect, it, onTestFinished} from 'vitest'
import {formMessages} from '~/messages/forms'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {keepClientFiles} from '../../server/earlier-builds'
import {clientAddresses, postForm, type Answer} from '../support/forms.mjs'
import {errorLines} from '../support/log-lines'
import {TEST_CLIENT_DIR} from '../support/server.mjs'
import {stackForThisTest} from '../support/use-stack'

// A data folder on a disk of 1 MB (issue 52): the store fits, the earlier builds' files (about
// 1 MB, server/earlier-builds.ts) do not. Copying them once filled the disk, left the part it
// had copied behind, and every form answered 503 from then on, even after the operator freed
// what they had filled. Now they are not copied, pages and posts go on, and a disk that fills
// and empties later costs the posts made while it is full only, each told so in pt-BR.
// A tmpfs of that size is mounted for the test: this needs root, as CI runs.
const asRoot = process.getuid?.() === 0
const t = formMessages
const nextClient = clientAddresses(53)

/** A folder on a disk of its own of 1 MB (a tmpfs), or `size`, gone when the test ends, whatever happened. */
function smallDisk(size = '1m') {
  const disk = mkdtempSync(join(tmpdir(), `eva-${size}b-`))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', disk])
  onTestFinished(() => {
    try {
      execFileSync('umount', [disk])
    } catch {
      // Still busy (a process of the test not yet gone): detached now, freed when it lets go.
      execFileSync('umount', ['--lazy', disk])
    } finally {
      rmdirSync(disk)
    }
  })
  return disk
}

const reservation = (nome: string) => ({nome, email: 'visitante@exemplo.com', telefone: '(41) 98765-4321', color: 'branca'})
const post = (url: string, nome: string) => postForm(`${url}/eva-baby`, reservation(nome), {'x-forwarded-for': nextClient()})

/** Writes zeros into `path` until the disk refuses more: nothing is free after it. */
function fill(path: string) {
  const file = openSync(path, 'w')
  const chunk = Buffer.alloc(4096)
  try {
    for (;;) writeSync(file, chunk)
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
  } finally {
    closeSync(file)
  }
}

describe.runIf(asRoot)('a data folder on a disk of 1 MB', () => {
  it('keeps no earlier build’s file and no part of one; pages answer, posts are stored, and a full disk costs only the posts made while it is full', async () => {
    const disk = smallDisk()
    const stack = await stackForThisTest({dataDir: disk, env: {TRUST_PROXY: '127.0.0.1'}})
    // The server starts at once; the earlier builds' files are decided meanwhile.
    await expect.poll(() => stack.server.logs(), {interval: 50, timeout: 10_000}).toContain('"event":"earlier_builds.not_kept"')
    for (const path of ['/', '/eva-baby', '/projetos', '/sobre-nos']) {
      expect((await fetch(stack.url + path)).status, path).toBe(200)
    }
    expect(await post(stack.url, 'Antes Do Disco Cheio')).toMatchObject({status: 200})

    expect(stack.server.logs()).toContain('"reason":"no-space"')
    // Only the record that this build took over (earlier builds still expire on time).
    const kept = readdirSync(join(disk, 'earlier-builds'), {recursive: true}).map(String)
    expect(kept.filter((path) => !/^(builds(\/[0-9a-f]{16}\.json)?|tmp)$/.test(path))).toEqual([])

    // Something else fills the disk: each post gets the failure, with what was typed.
    const filler = join(disk, 'outro-arquivo')
    fill(filler)
    expect(statfsSync(disk).bavail).toBe(0)
    for (const nome of ['Disco Cheio Um', 'Disco Cheio Dois']) {
      const answer = (await post(stack.url, nome)) as Answer & {status: number; body: string}
      expect(answer.status, nome).toBe(503)
      expect(answer.body).toContain('lang="pt-BR"')
      expect(answer.body).toContain(`${t.failurePrefix}${t.storeUnavailable}`)
      expect(answer.body).toContain(`value="${nome}"`)
    }
    expect((await fetch(`${stack.url}/sobre-nos`)).status).toBe(200)

    // The operator frees what filled it: the next post is stored, without a restart.
    rmSync(filler)
    expect(await post(stack.url, 'Depois Do Disco Cheio')).toMatchObject({status: 200})
    const store = createSqliteStore(join(disk, 'eva.sqlite'))
    try {
      const names = (await store.list('reservas_evababy')).map(({data}) => data.nome).sort()
      expect(names).toEqual(['Antes Do Disco Cheio', 'Depois Do Disco Cheio'])
    } finally {
      await store.close()
    }
    expect(stack.server.child.exitCode).toBeNull()
    // A full disk is the store's failure, said at its level; nothing else went wrong.
    const unexpected = errorLines(stack.server.logs()).filter((line) => !/StoreUnavailableError|"status":503\b/.test(line))
    expect(unexpected).toEqual([])
  }, 60_000)

  it('copies only when the reserve for the store stays free after the files, to the block', async () => {
    // Room for the files (a build's grow with its pages): the reserve alone decides.
    const disk = smallDisk('3m')
    const keep = (reserveBytes: number) =>
      keepClientFiles({clientDir: TEST_CLIENT_DIR, dataDir: disk, keepMs: 1000, reserveBytes})
    // What the files need and what is free, as the copy counts them.
    const counted = await keep(Infinity)
    if (counted.copied !== 'no-space') throw new Error('an infinite reserve left room')
    const {needed, free} = counted
    const block = statfsSync(disk).bsize
    expect(needed).toBeGreaterThan(0)
    expect(await keep(free - needed + block)).toMatchObject({copied: 'no-space'})
    expect(
      readdirSync(join(disk, 'earlier-builds'), {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile()).length,
    ).toBe(1)
    const copied = await keep(free - needed)
    expect(copied.copied).toBeGreaterThan(0)
    // What was counted was enough: nothing failed, and the reserve is still free.
    expect(statfsSync(disk).bavail * block).toBeGreaterThanOrEqual(free - needed)
  })

  it('a copy the disk cuts short takes back every file it wrote', async () => {
    const disk = smallDisk()
    // Something else takes a third of the disk; the rest is less than the files.
    writeFileSync(join(disk, 'outro-arquivo'), Buffer.alloc(340 * 1024))
    const free = () => statfsSync(disk).bavail * statfsSync(disk).bsize
    const before = free()
    // As if the disk had filled between the check and the copy: no room is kept back.
    const copying = keepClientFiles({clientDir: TEST_CLIENT_DIR, dataDir: disk, keepMs: 1000, reserveBytes: -Infinity})
    await expect(copying).rejects.toMatchObject({code: 'ENOSPC'})
    // No file of the build, whole or in part: only its record and empty folders.
    const kept = readdirSync(join(disk, 'earlier-builds'), {recursive: true, withFileTypes: true})
    expect(kept.filter((entry) => entry.isFile()).map(({name}) => name)).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.json$/)])
    // The room is back, but for that record.
    expect(before - free()).toBeLessThanOrEqual(statfsSync(disk).bsize)
  })
})
