import {join} from 'node:path'
import autocannon from 'autocannon'
import {describe, expect, it} from 'vitest'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, letterName, postForm, validBooking, type Answer} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// The production server under load, on loopback. `npm test` runs the short form;
// `npm run soak` (EVA_SOAK=full) runs the full counts and times.
const FULL = process.env.EVA_SOAK === 'full'
const BOOKINGS = FULL ? 2000 : 400
const AT_A_TIME = 50
const CROWD = {connections: 200, seconds: FULL ? 30 : 5}

const stack = useStack({env: {TRUST_PROXY: '127.0.0.1'}})

describe(`${BOOKINGS} valid bookings from distinct clients, ${AT_A_TIME} at a time`, () => {
  it('every one is acknowledged and stored exactly once', async () => {
    const nextClient = clientAddresses(9)
    const answers = new Map<string, Answer>()
    let sent = 0
    const sender = async () => {
      while (sent < BOOKINGS) {
        const nome = letterName('Carga Reserva', sent++)
        answers.set(nome, await postForm(`${stack.url}/projetos`, validBooking(nome), {'x-forwarded-for': nextClient()}))
      }
    }
    await Promise.all(Array.from({length: AT_A_TIME}, sender))

    expect(answers.size).toBe(BOOKINGS)
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const stored = new Map<unknown, number>()
      for (const {data} of await store.list('agendamentos')) stored.set(data.nome, (stored.get(data.nome) ?? 0) + 1)
      for (const [nome, answer] of answers) {
        expect(answer, nome).toMatchObject({status: 200, complete: true})
        expect((answer as {body: string}).body, nome).toContain('Agendamento realizado com sucesso!')
        expect(stored.get(nome), nome).toBe(1)
      }
      expect(stored.size).toBe(BOOKINGS)
    } finally {
      await store.close()
    }
  }, 240_000)
})

describe(`${CROWD.connections} connections for ${CROWD.seconds} s on /`, () => {
  it('zero errors: every answer a whole 200', async () => {
    const result = await autocannon({url: `${stack.url}/`, connections: CROWD.connections, duration: CROWD.seconds})
    expect(result.requests.total).toBeGreaterThan(CROWD.connections)
    expect({
      errors: result.errors,
      timeouts: result.timeouts,
      resets: result.resets,
      mismatches: result.mismatches,
      non2xx: result.non2xx,
    }).toEqual({errors: 0, timeouts: 0, resets: 0, mismatches: 0, non2xx: 0})
    expect(result['2xx']).toBe(result.requests.total)
  }, 120_000)
})
