import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {expectRetained, seedData} from '../support/retention'
import {stackForThisTest} from '../support/use-stack'

// The server runs retention by itself (app/leads/retention.server.ts). What one pass deletes
// and keeps: tests/in-process/lead-retention.test.ts.
const folder = mkdtempSync(join(tmpdir(), 'eva-retention-'))
afterAll(() => rmSync(folder, {recursive: true, force: true}))

describe('retention', () => {
  it('runs in the server by itself, just after it starts and then daily', async () => {
    const dataDir = mkdtempSync(join(folder, 'servidor-'))
    const mail = await seedData(dataDir)
    const stack = await stackForThisTest({dataDir})
    await expect.poll(() => stack.server.logs(), {timeout: 15_000}).toContain('"event":"leads.retention"')
    await expectRetained(dataDir, mail)
  })
})
