import {describe, expect, it} from 'vitest'
import {ENV_VARIABLES} from '~/env.server'
import {inProcessEnvironment} from '../support/in-process-env'

// Rules every test keeps (docs/testing.md#rules-every-test-keeps), checked over the tests'
// own source, so that they hold from now on.

describe('the in-process tier', () => {
  it('sets or unsets every variable the app reads, whatever the shell running the tests has', () => {
    expect(Object.keys(inProcessEnvironment('/tmp/eva')).sort()).toEqual([...ENV_VARIABLES].sort())
  })
})
