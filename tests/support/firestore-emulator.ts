import {createRequire} from 'node:module'
import type {FirestoreServer as FirestoreServerType} from '@firestore-emulator/server'
import {afterAll, beforeAll} from 'vitest'
import {findFreePort} from './ports.mjs'

// The package's ESM build is broken under vitest; its CommonJS build works.
const require = createRequire(import.meta.url)
const {FirestoreServer} = require('@firestore-emulator/server') as {FirestoreServer: typeof FirestoreServerType}

export type FirestoreEmulator = {
  /** host:port, what firebase-admin expects in FIRESTORE_EMULATOR_HOST. */
  host: string
  stop(): Promise<void>
}

/**
 * Starts the pure-JS Firestore emulator in this process on a free port. Its `start(port)`
 * does not report the port it bound, so a free one is picked first (and retried if another
 * process takes it in between).
 */
export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  // firebase-admin must not probe the GCE metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION = 'none'

  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort()
    const server = new FirestoreServer()
    try {
      await server.start(port)
    } catch (error) {
      server.stop()
      if (attempt < 5) continue
      throw error
    }
    return {
      host: `127.0.0.1:${port}`,
      stop: async () => server.stop(),
    }
  }
}

/**
 * One emulator for a test file (vitest): started before its tests and stopped after them, with
 * FIRESTORE_EMULATOR_HOST put aside meanwhile (the client obeys it over any host it is given,
 * and each test chooses its own). Read `.host` inside a test.
 */
export function useFirestoreEmulator() {
  let emulator: FirestoreEmulator | undefined
  let hostFromEnvironment: string | undefined
  beforeAll(async () => {
    hostFromEnvironment = process.env.FIRESTORE_EMULATOR_HOST
    delete process.env.FIRESTORE_EMULATOR_HOST
    emulator = await startFirestoreEmulator()
  })
  afterAll(async () => {
    await emulator?.stop()
    if (hostFromEnvironment !== undefined) process.env.FIRESTORE_EMULATOR_HOST = hostFromEnvironment
  })
  return {
    get host() {
      if (!emulator) throw new Error('The Firestore emulator starts in beforeAll: read its host inside a test.')
      return emulator.host
    },
  }
}
