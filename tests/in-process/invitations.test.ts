import {randomUUID} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {DEMO_AMBIENTE_ID} from '~/invitations/demo-data'
import {createInvitations, ensureDemoData} from '~/invitations/invitations.server'
import {createLocalDirectory} from '~/invitations/local-directory.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {appLog} from '../support/in-process'
import {describeInvitations} from '../support/invitations'

// The invitation functions in-process, on SQLite with the demo data. On Firebase (the Auth
// emulator is a process of its own): tests/integration/invitations.test.ts.
const scratch = mkdtempSync(join(tmpdir(), 'eva-invitations-'))
afterAll(() => rmSync(scratch, {recursive: true, force: true}))

describeInvitations('the local store (SQLite, with the demo data)', async () => {
  const store = createSqliteStore(join(scratch, `${randomUUID()}.sqlite`))
  await ensureDemoData(store)
  await ensureDemoData(store) // twice: the demo data is created once and then left alone
  return {store, invitations: createInvitations({store, directory: createLocalDirectory(store)})}
})

describe('the local store when the database is down', () => {
  it('answers unexpected, never throws', async () => {
    const store = createSqliteStore('/dev/null/eva/eva.sqlite')
    const invitations = createInvitations({store, directory: createLocalDirectory(store)})
    expect(await invitations.addUserToAmbiente({ambienteId: DEMO_AMBIENTE_ID, email: 'ana@minhaeva.example'})).toBe('unexpected')
    // The failure is logged as an error (expected here), without the e-mail.
    expect(appLog()).toContain('invitation.add_failed')
    expect(appLog()).not.toContain('ana@minhaeva.example')
  })
})
