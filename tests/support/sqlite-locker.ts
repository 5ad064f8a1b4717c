import {spawn} from 'node:child_process'
import {once} from 'node:events'

/**
 * Another process (a backup, the export, a second instance) holding the SQLite file's write
 * lock until the test lets go: `release()` ends it and resolves once the lock is free. It waits
 * its own turn for the lock first (the store's connections may still hold it a moment), and
 * resolves once it holds it. Should the test's process end first, it lets go by itself (its
 * stdin closes).
 */
export async function lockDatabase(file: string) {
  const locker = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('node:sqlite').DatabaseSync)(${JSON.stringify(file)}, {timeout: 5000});
       db.exec('BEGIN EXCLUSIVE'); console.log('locked');
       process.stdin.resume();
       process.stdin.once('end', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`,
    ],
    {stdio: ['pipe', 'pipe', 'inherit']},
  )
  const released = once(locker, 'exit').then(() => undefined)
  await new Promise((resolve, reject) => {
    locker.stdout.once('data', resolve)
    locker.once('exit', (code) => reject(new Error(`the locking process ended before it held the lock (${code})`)))
  })
  return {
    /** Settles when the lock is free (the process has ended). */
    released,
    /** Lets go of the lock; resolves once it is free. */
    release: () => {
      locker.stdin.end()
      return released
    },
  }
}
