import {existsSync} from 'node:fs'
import {createServer} from 'node:net'
import {describe, expect, it} from 'vitest'
import {startStack} from '../support/stack'

// The test stack itself (tests/support/stack.ts): it leaves nothing behind, and a failure to
// start says why.
const answers = (url: string) =>
  fetch(`${url}/favicon.svg`).then(
    () => true,
    () => false,
  )

describe('the test stack', () => {
  it('stops every instance and removes its data folder', async () => {
    const stack = await startStack({instances: 2})
    expect(await Promise.all(stack.instances.map((instance) => answers(instance.url)))).toEqual([true, true])
    await stack.stop()
    expect(await Promise.all(stack.instances.map((instance) => answers(instance.url)))).toEqual([false, false])
    expect(existsSync(stack.dataDir)).toBe(false)
  })

  it('when an instance cannot start, says why', async () => {
    // Its first instance's port is taken.
    const taken = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => taken.once('listening', resolve))
    const port = (taken.address() as {port: number}).port
    try {
      await expect(startStack({instances: 3, port})).rejects.toThrow(/server exited/)
    } finally {
      taken.close()
    }
  })
})
