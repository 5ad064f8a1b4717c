// Runs before each test file of the in-process tier (tests/vitest.config.ts), before the file
// loads anything of the app: the app reads its environment once, at import
// (app/env.server.ts), so it is set here first, with a data folder of the file's own, where
// the store (SQLite) and the mails (.eml files) go. The app's log lines are kept, not printed
// (appLog() in ./in-process.ts). After the file's last test the store is closed and the folder
// removed.
//
// A file that needs another environment changes it in vi.hoisted(), which runs after this and
// before the file's imports (tests/in-process/form-store-down.test.ts).
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll} from 'vitest'
import {captureAppLog, inProcessEnvironment} from './in-process-env'

const dataDir = mkdtempSync(join(tmpdir(), 'eva-in-process-'))
for (const [name, value] of Object.entries(inProcessEnvironment(dataDir))) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}
captureAppLog()

afterAll(async () => {
  // The store the file's routes used (the module is the file's own: loaded, it is cached).
  const {getStore} = await import('~/store/store.server')
  await getStore().close()
  rmSync(dataDir, {recursive: true, force: true})
})
