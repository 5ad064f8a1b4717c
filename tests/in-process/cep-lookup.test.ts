import {once} from 'node:events'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {lookUpCep} from '~/forms/cep-lookup.server'
import {createViaCepStandIn, HELD_CEP} from '../support/viacep-stand-in.mjs'

// The lookup (app/forms/cep-lookup.server.ts) in-process, against the stand-in on loopback.
let server: ReturnType<typeof createViaCepStandIn>
let baseUrl: string

beforeAll(async () => {
  server = createViaCepStandIn()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('CEP lookup (against a ViaCEP stand-in)', () => {
  it('returns street, district, city and state of a known CEP', async () => {
    expect(await lookUpCep('80010000', baseUrl)).toEqual({
      found: true,
      street: 'Rua XV de Novembro',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
    })
  })

  it('treats {"erro": true} as not found', async () => {
    expect(await lookUpCep('00000000', baseUrl)).toEqual({found: false})
  })

  it('gives up after the timeout instead of waiting for a slow answer', async () => {
    // The stand-in holds this CEP's answer until told; the site stops waiting after its own
    // CEP_LOOKUP_TIMEOUT_MS. Told by what happened (the lookup closed the request the
    // stand-in still held), not by a clock a busy machine slows down.
    const abandoned = once(server, 'abandoned')
    expect(await lookUpCep(HELD_CEP, baseUrl)).toEqual({found: false})
    await abandoned
    expect(server.abandonedCount()).toBe(1)
  })

  it('never calls out for something that is not a CEP, nor when the service is down', async () => {
    expect(await lookUpCep('8001', baseUrl)).toEqual({found: false})
    expect(await lookUpCep('80010000', 'http://127.0.0.1:9/ws')).toEqual({found: false})
  })
})
