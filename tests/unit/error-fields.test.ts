import {describe, expect, it} from 'vitest'
import {InvalidEnvironmentError, parseEnv} from '~/env.server'
import {StoreUnavailableError} from '~/store/store'
import {errorFields} from '~/utils/log.server'

// What the log keeps of an error (issue 54): its class and code always; the message and what
// to do only for the system's and the settings' errors, which quote no visitor.

const withCode = (error: Error, code: string, more: object = {}) => Object.assign(error, {code, ...more})

describe('an error in the log', () => {
  it('a system error: class, code, its message, and what to do', () => {
    const taken = withCode(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), 'EADDRINUSE', {port: 3000})
    expect(errorFields(taken)).toEqual({
      error: 'Error',
      code: 'EADDRINUSE',
      message: 'listen EADDRINUSE: address already in use 127.0.0.1:3000',
      hint: 'another process listens on port 3000: stop it, or set PORT',
    })
  })

  it('a wrapped one: the cause’s code and hint, under the wrapper’s class', () => {
    const refused = withCode(new Error('connect ECONNREFUSED 127.0.0.1:8080'), 'ECONNREFUSED')
    const fields = errorFields(new StoreUnavailableError('Firestore could not be reached.', {cause: refused}))
    expect(fields).toMatchObject({
      error: 'StoreUnavailableError',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:8080',
    })
    expect(fields.hint).toMatch(/check its URL/)
  })

  it('a bad setting: its message, which names the variables', () => {
    let error: unknown
    try {
      parseEnv({PORT: 'três mil'})
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError)
    expect(errorFields(error).message).toMatch(/PORT:/)
  })

  it.each([
    ['a value the store would not take', new TypeError('Cannot encode value: {"email":"ana@exemplo.com"}')],
    ['a refused recipient', withCode(new Error('Recipient command failed: 550 <ana@exemplo.com>'), 'EENVELOPE')],
    ['a render that failed on a field', new Error('Unexpected value "Rua XV de Novembro, 700"')],
  ])('anything else (%s): class and code, never its message', (_, error) => {
    const fields = errorFields(error)
    expect(fields.error).toBe(error.name)
    expect(fields.message).toBeUndefined()
    expect(JSON.stringify(fields)).not.toMatch(/ana@|Rua XV/)
  })

  it('not an Error at all: only its type', () => {
    expect(errorFields('falhou')).toEqual({error: 'string'})
    expect(errorFields(undefined)).toEqual({error: 'undefined'})
  })
})
