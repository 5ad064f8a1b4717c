import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {applyRetention} from '~/leads/retention.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {expectRetained, seedData} from '../support/retention'

// How long lead data lives (app/leads/retention.server.ts), one pass called in-process over a
// data folder of its own. That the server runs it by itself: tests/integration/lead-retention.test.ts.
const folder = mkdtempSync(join(tmpdir(), 'eva-retention-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

describe('retention', () => {
  it('deletes a lead 24 months after its last change, with its mails and their copies, and any copy after 30 days', async () => {
    const dataDir = mkdtempSync(join(folder, 'passo-'))
    const mail = await seedData(dataDir)
    const store = createSqliteStore(join(dataDir, 'eva.sqlite'))
    try {
      expect(await applyRetention({store, mailFolder: mail})).toEqual({leads: 1, mailFiles: 1})
      // A second pass (a second instance, the next day) finds nothing more.
      expect(await applyRetention({store, mailFolder: mail})).toEqual({leads: 0, mailFiles: 0})
    } finally {
      await store.close()
    }
    await expectRetained(dataDir, mail)
  })
})
