import {spawn} from 'node:child_process'

/**
 * Another process (a backup, the export, a second instance) holding the SQLite file's write
 * lock for `ms`. It waits its own turn for the lock first (the store's connections may still
 * hold it a moment), and resolves once it holds it; `released` settles when it lets go.
 */
export async function lockDatabase(file: string, ms: number) {
  const locker = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('node:sqlite').DatabaseSync)(${JSON.stringify(file)}, {timeout: 5000});
       db.exec('BEGIN EXCLUSIVE'); console.log('locked');
       setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms})`,
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  )
  const released = new Promise<void>((resolve) => locker.once('exit', () => resolve()))
  await new Promise((resolve, reject) => {
    locker.stdout.once('data', resolve)
    locker.once('exit', (code) => reject(new Error(`the locking process ended before it held the lock (${code})`)))
  })
  return {released, release: () => locker.kill()}
}
