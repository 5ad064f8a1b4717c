import {describe, expect, it} from 'vitest'
import {DirectoryError} from '~/invitations/directory'
import {AmbienteNotFoundError, outcomeOf} from '~/invitations/invitations.server'
import {StorePermissionError, StoreUnavailableError} from '~/store/store'

describe('invitation outcome mapping (docs/requirements.md#the-invitation)', () => {
  it.each([
    [new AmbienteNotFoundError(), 'not_found'],
    [new DirectoryError('not_found'), 'not_found'],
    [new DirectoryError('no_permission'), 'no_permission'],
    [new StorePermissionError('denied'), 'no_permission'],
    [new DirectoryError('unexpected'), 'unexpected'],
    [new StoreUnavailableError('down'), 'unexpected'],
    [new TypeError('bug'), 'unexpected'],
    ['a string thrown', 'unexpected'],
  ])('%o → %s', (error, outcome) => {
    expect(outcomeOf(error)).toBe(outcome)
  })
})
