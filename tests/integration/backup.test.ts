import {execFile} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, postForm, validBooking} from '../support/forms.mjs'
import {TEST_BUILD_DIR} from '../support/server.mjs'
import {useStack} from '../support/use-stack'

// `npm run backup` while the site takes bookings, then `npm run restore` into another data
// folder: the copy holds every booking acknowledged before the backup began.
const stack = useStack({env: {TRUST_PROXY: '1'}})
const elsewhere = mkdtempSync(join(tmpdir(), 'eva-restore-'))
afterAll(() => rmSync(elsewhere, {recursive: true, force: true}))
const nextClient = clientAddresses(33)

/** The compiled command, as `npm run backup` / `npm run restore` run it, on the given data folder. */
function backupCommand(dataDir: string, ...args: string[]) {
  return new Promise<{code: number; output: string}>((resolve) => {
    execFile(
      process.execPath,
      [join(TEST_BUILD_DIR, 'cli/backup.js'), ...args],
      {
        timeout: 60_000,
        // Empty values win over a developer's .env, so the command always uses this SQLite file.
        env: {
          NODE_ENV: 'production',
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          FIREBASE_PROJECT_ID: '',
          FIRESTORE_EMULATOR_HOST: '',
        },
      },
      (error, stdout, stderr) => resolve({code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr}),
    )
  })
}

describe('a backup taken while bookings come in', () => {
  it('restored, holds every booking acknowledged before it began', async () => {
    const acknowledged: Array<{nome: string; at: number}> = []
    let sent = 0
    const TOTAL = 200
    // Ten visitors at a time until all are sent.
    const load = Promise.all(
      Array.from({length: 10}, async () => {
        while (sent < TOTAL) {
          const nome = letterName('Durante O Backup', sent++)
          const answer = await postForm(`${stack.url}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()})
          if ('status' in answer && answer.status === 200) acknowledged.push({nome, at: performance.now()})
        }
      }),
    )
    await expect.poll(() => acknowledged.length, {timeout: 30_000}).toBeGreaterThanOrEqual(40)
    const began = performance.now()
    const out = join(elsewhere, 'copia.sqlite')
    const backup = await backupCommand(stack.dataDir, 'backup', '--out', out)
    expect(backup, backup.output).toMatchObject({code: 0})
    await load
    expect(acknowledged.length, 'the load went on during the backup').toBeGreaterThan(40)

    const restoredDir = join(elsewhere, 'dados')
    const restore = await backupCommand(restoredDir, 'restore', out)
    expect(restore, restore.output).toMatchObject({code: 0})
    const store = createSqliteStore(join(restoredDir, 'eva.sqlite'))
    try {
      const restored = new Set((await store.list('agendamentos')).map((document) => document.data.nome))
      const before = acknowledged.filter(({at}) => at < began).map(({nome}) => nome)
      expect(before.length).toBeGreaterThanOrEqual(40)
      expect(before.filter((nome) => !restored.has(nome))).toEqual([])
    } finally {
      await store.close()
    }
  }, 120_000)

  it('restore refuses a file that is not a backup, and leaves the database as it was', async () => {
    const restoredDir = join(elsewhere, 'dados')
    const junk = join(elsewhere, 'lixo.sqlite')
    writeFileSync(junk, 'isto não é um banco de dados'.repeat(200))
    const restore = await backupCommand(restoredDir, 'restore', junk)
    expect(restore.code).toBe(1)
    expect(restore.output).toContain('is not a backup of the site')
    const store = createSqliteStore(join(restoredDir, 'eva.sqlite'))
    try {
      expect((await store.list('agendamentos')).length).toBeGreaterThanOrEqual(40)
    } finally {
      await store.close()
    }
  })
})
