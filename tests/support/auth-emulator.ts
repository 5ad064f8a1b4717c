import {spawn} from 'node:child_process'
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {findFreePort} from './ports.mjs'

const FIREBASE_BIN = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url))

export type AuthEmulator = {host: string; stop(): Promise<void>}

/**
 * Starts firebase-tools' Auth emulator (pure JS, offline) on free ports, in a scratch
 * folder with its own firebase.json, and waits until it answers.
 */
export async function startAuthEmulator(projectId = 'demo-eva'): Promise<AuthEmulator> {
  const folder = mkdtempSync(join(tmpdir(), 'eva-auth-'))
  const [port, hub, logging] = [await findFreePort(), await findFreePort(), await findFreePort()]
  writeFileSync(
    join(folder, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: {host: '127.0.0.1', port},
        hub: {host: '127.0.0.1', port: hub},
        logging: {host: '127.0.0.1', port: logging},
        ui: {enabled: false},
      },
    }),
  )
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', projectId, '--non-interactive'], {
    cwd: folder,
    env: {...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', DO_NOT_TRACK: '1', CI: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))

  const host = `127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited:\n${output}`)
    try {
      const response = await fetch(`http://${host}/`)
      if (response.ok && ((await response.json()) as {authEmulator?: {ready?: boolean}}).authEmulator?.ready) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Auth emulator did not start in 60 s:\n${output}`)
    // Polled until it is ready (or the deadline): every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    host,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // The CLI stops its emulators and its hub's files on SIGINT, then exits: that is the
        // wait (a hook's timeout bounds it, should it hang).
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid!, 'SIGINT')
        await exited
      }
      rmSync(folder, {recursive: true, force: true})
    },
  }
}
