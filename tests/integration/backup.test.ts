import {execFile} from 'node:child_process'
import {chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {deleteOnRequest, LEAD_DELETIONS, listLeads} from '~/leads/lead-records.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, postForm, validBooking} from '../support/forms.mjs'
import {TEST_BUILD_DIR} from '../support/server.mjs'
import {useStack} from '../support/use-stack'

// `npm run backup` and `npm run restore` (server/cli/backup.ts) on the SQLite file of a
// server that goes on taking bookings. Each test makes its own bookings.
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1'}})
const elsewhere = mkdtempSync(join(tmpdir(), 'eva-restore-'))
afterAll(() => rmSync(elsewhere, {recursive: true, force: true}))
const nextClient = clientAddresses(33)

/** The compiled command, as `npm run backup` / `npm run restore` run it, on the given data folder. */
function backupCommand(dataDir: string, args: string[], cwd?: string) {
  return new Promise<{code: number; output: string}>((resolve) => {
    execFile(
      process.execPath,
      [join(TEST_BUILD_DIR, 'cli/backup.js'), ...args],
      {
        timeout: 60_000,
        cwd,
        // Empty values win over a developer's .env, so the command always uses this SQLite file.
        env: {
          NODE_ENV: 'production',
          PATH: process.env.PATH,
          ...(cwd ? {INIT_CWD: cwd} : {}),
          DATA_DIR: dataDir,
          FIREBASE_PROJECT_ID: '',
          FIRESTORE_EMULATOR_HOST: '',
        },
      },
      (error, stdout, stderr) => resolve({code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr}),
    )
  })
}

/** Books `count` visits under `prefix`, `at` a time; answers the names acknowledged, with when. */
async function book(prefix: string, count: number, at = 1) {
  const acknowledged: Array<{nome: string; at: number}> = []
  let sent = 0
  await Promise.all(
    Array.from({length: at}, async () => {
      while (sent < count) {
        const nome = letterName(prefix, sent++)
        const answer = await postForm(`${stack.url}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()})
        if ('status' in answer && answer.status === 200) acknowledged.push({nome, at: performance.now()})
      }
    }),
  )
  return acknowledged
}

/** The names of the bookings in a SQLite file, read as the site's store reads them. */
async function bookingsIn(file: string) {
  const store = createSqliteStore(file)
  try {
    return new Set((await store.list('agendamentos')).map((document) => String(document.data.nome)))
  } finally {
    await store.close()
  }
}

describe('npm run backup', () => {
  it('while bookings come in: the copy holds every booking acknowledged before it began', async () => {
    const acknowledged: Array<{nome: string; at: number}> = []
    let stop = false
    // Ten visitors at a time, until the backup is over.
    const load = Promise.all(
      Array.from({length: 10}, async (_, visitor) => {
        for (let n = 0; !stop; n++) {
          const nome = letterName('Durante O Backup', visitor * 100_000 + n)
          const answer = await postForm(`${stack.url}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()})
          if ('status' in answer && answer.status === 200) acknowledged.push({nome, at: performance.now()})
        }
      }),
    )
    await expect.poll(() => acknowledged.length, {timeout: 30_000}).toBeGreaterThanOrEqual(40)
    const began = performance.now()
    const out = join(elsewhere, 'durante.sqlite')
    const backup = await backupCommand(stack.dataDir, ['backup', '--out', out])
    const ended = performance.now()
    stop = true
    await load
    expect(backup, backup.output).toMatchObject({code: 0})
    expect(
      acknowledged.filter(({at}) => at > began && at < ended).length,
      'bookings were acknowledged while the backup ran',
    ).toBeGreaterThan(0)

    const copied = await bookingsIn(out)
    const before = acknowledged.filter(({at}) => at < began).map(({nome}) => nome)
    expect(before.length).toBeGreaterThanOrEqual(40)
    expect(before.filter((nome) => !copied.has(nome))).toEqual([])
  }, 120_000)

  it('names each copy by its time, refuses to overwrite one, and lets its own copies older than --keep-days go', async () => {
    await book('Antes Das Copias', 1)
    const folder = join(stack.dataDir, 'backups')
    mkdirSync(folder, {recursive: true})
    const days = (n: number) => new Date(Date.now() - n * 86_400_000)
    const old = join(folder, 'eva-2026-01-01T03-00-00-000Z.sqlite')
    const recent = join(folder, 'eva-recente.sqlite')
    const notOurs = join(folder, 'anotacoes.txt')
    for (const file of [old, recent, notOurs]) writeFileSync(file, 'x')
    utimesSync(old, days(40), days(40))
    utimesSync(recent, days(5), days(5))
    utimesSync(notOurs, days(400), days(400))

    const first = await backupCommand(stack.dataDir, ['backup'])
    expect(first, first.output).toMatchObject({code: 0})
    expect(existsSync(old)).toBe(false)
    expect(existsSync(recent)).toBe(true)
    expect(existsSync(notOurs)).toBe(true)
    const second = await backupCommand(stack.dataDir, ['backup', '--keep-days', '3'])
    expect(second, second.output).toMatchObject({code: 0})
    expect(existsSync(recent)).toBe(false)
    const copies = readdirSync(folder).filter((name) => /^eva-\d{4}-.*\.sqlite$/.test(name))
    expect(copies).toHaveLength(2)
    expect(await bookingsIn(join(folder, copies[0]!))).toContain(letterName('Antes Das Copias', 0))

    // A fixed name, taken: refused, and the copy there stays.
    const fixed = join(elsewhere, 'fixo.sqlite')
    expect((await backupCommand(stack.dataDir, ['backup', '--out', fixed])).code).toBe(0)
    const again = await backupCommand(stack.dataDir, ['backup', '--out', fixed])
    expect(again.code).toBe(1)
    expect(again.output).toContain('exists already')
    expect(await bookingsIn(fixed)).toContain(letterName('Antes Das Copias', 0))
    for (const wrong of ['0', 'dez', '-1']) {
      expect((await backupCommand(stack.dataDir, ['backup', '--keep-days', wrong])).code, wrong).toBe(1)
    }
  }, 60_000)

  it('a relative --out is where the operator stands, not the project root', async () => {
    const standing = mkdtempSync(join(elsewhere, 'aqui-'))
    const result = await backupCommand(stack.dataDir, ['backup', '--out', 'relativa.sqlite'], standing)
    expect(result, result.output).toMatchObject({code: 0})
    expect(existsSync(join(standing, 'relativa.sqlite'))).toBe(true)
  })
})

describe('npm run restore', () => {
  it('into the database of the running server: it serves the restored bookings, and keeps the ones made after', async () => {
    const kept = await book('Antes Da Copia', 5)
    const out = join(elsewhere, 'para-restaurar.sqlite')
    expect((await backupCommand(stack.dataDir, ['backup', '--out', out])).code).toBe(0)
    const undone = await book('Depois Da Copia', 5)

    // Restored while the server serves, with a visitor booking meanwhile.
    const during = book('Durante O Restauro', 20, 2)
    const restore = await backupCommand(stack.dataDir, ['restore', out])
    expect(restore, restore.output).toMatchObject({code: 0})
    await during
    const after = await book('Depois Do Restauro', 3)

    const live = await bookingsIn(join(stack.dataDir, 'eva.sqlite'))
    for (const {nome} of kept) expect(live, nome).toContain(nome)
    for (const {nome} of undone) expect(live, nome).not.toContain(nome)
    // What the server acknowledged after the restore is in the file it restored, not in a
    // file that is gone.
    for (const {nome} of after) expect(live, nome).toContain(nome)

    // The database as it was before is saved: the restore can be undone.
    const saved = restore.output.match(/saved in (\S+\.sqlite)/)?.[1]
    expect(saved, restore.output).toBeDefined()
    const before = await bookingsIn(saved!)
    for (const {nome} of undone) expect(before, nome).toContain(nome)
  }, 120_000)

  it('deletes again the leads deleted on request since the copy was taken, and keeps the record of each', async () => {
    const {nome} = (await book('Apagado Depois Da Copia', 1))[0]!
    const out = join(elsewhere, 'antes-da-exclusao.sqlite')
    expect((await backupCommand(stack.dataDir, ['backup', '--out', out])).code).toBe(0)
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const lead = (await listLeads(store)).find(({data}) => data.nome === nome)!
      await deleteOnRequest(store, lead, 'ana@eva.example', join(stack.dataDir, 'mail'))
    } finally {
      await store.close()
    }
    expect(await bookingsIn(out)).toContain(nome)

    const restore = await backupCommand(stack.dataDir, ['restore', out])
    expect(restore, restore.output).toMatchObject({code: 0})
    expect(restore.output).toContain('deleted again 1 lead(s)')
    expect(await bookingsIn(join(stack.dataDir, 'eva.sqlite'))).not.toContain(nome)
    const after = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      expect((await after.list(LEAD_DELETIONS)).map(({data}) => data.autor)).toContain('ana@eva.example')
    } finally {
      await after.close()
    }
  }, 60_000)

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const {nome} = (await book('Antes Do Lixo', 1))[0]!
    const junk = join(elsewhere, 'lixo.sqlite')
    writeFileSync(junk, 'isto não é um banco de dados'.repeat(200))
    const restore = await backupCommand(stack.dataDir, ['restore', junk])
    expect(restore.code).toBe(1)
    expect(restore.output).toContain('is not a backup of the site')
    expect(await bookingsIn(join(stack.dataDir, 'eva.sqlite'))).toContain(nome)
    const missing = await backupCommand(stack.dataDir, ['restore', join(elsewhere, 'nao-existe.sqlite')])
    expect(missing.code).toBe(1)
  })

  it('into an empty data folder: a new database with the copy', async () => {
    const {nome} = (await book('Para Outra Pasta', 1))[0]!
    const out = join(elsewhere, 'para-outra.sqlite')
    expect((await backupCommand(stack.dataDir, ['backup', '--out', out])).code).toBe(0)
    const empty = mkdtempSync(join(elsewhere, 'vazia-'))
    // Run as root (as `fly ssh console` runs it), what the command makes is the data folder's
    // owner's, the server's user's: here nobody.
    const owner = process.getuid?.() === 0 ? 65534 : process.getuid?.()
    if (owner === 65534) chownSync(empty, 65534, 65534)
    const restore = await backupCommand(empty, ['restore', out])
    expect(restore, restore.output).toMatchObject({code: 0})
    expect(await bookingsIn(join(empty, 'eva.sqlite'))).toContain(nome)
    const backup = await backupCommand(empty, ['backup'])
    expect(backup, backup.output).toMatchObject({code: 0})
    const copy = backup.output.match(/written to (\S+\.sqlite)/)![1]!
    for (const made of [join(empty, 'eva.sqlite'), join(empty, 'backups'), copy]) expect(statSync(made).uid, made).toBe(owner)
  })
})
