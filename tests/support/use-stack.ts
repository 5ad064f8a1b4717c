// The test stack (./stack.ts) in a vitest file's life: started once for the file, or for one test.
import {afterAll, beforeAll, onTestFinished} from 'vitest'
import {startStack, type Stack, type StackOptions} from './stack'

/** For a test file: one stack, started before its tests and stopped after them. Read its fields inside tests. */
export function useStack<const Options extends StackOptions>(options: Options): Stack<Options> {
  const stack = {} as Stack<Options>
  beforeAll(async () => {
    Object.assign(stack, await startStack(options))
  }, 180_000)
  afterAll(() => stack.stop?.())
  return stack
}

/**
 * For one test: a stack of its own, stopped when the test ends, passed or failed. A concurrent
 * test passes its context's `onTestFinished` (the imported one cannot tell which test is running).
 */
export async function stackForThisTest<const Options extends StackOptions>(
  options: Options,
  whenFinished: typeof onTestFinished = onTestFinished,
): Promise<Stack<Options>> {
  const stack = await startStack(options)
  whenFinished(() => stack.stop())
  return stack
}
