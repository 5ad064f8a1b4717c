import {randomUUID} from 'node:crypto'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {formMessages} from '~/messages/forms'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {validBooking} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// The real production server on a fresh SQLite file; requests go over HTTP like a browser's
// form posts (application/x-www-form-urlencoded), each from its own client address: what
// needs the server around the forms' actions (the per-client limit, the page the answer is).
// What the actions answer and store, bad payloads and the store down included, is in
// tests/in-process/form-actions.test.ts.
const stack = useStack({env: {TRUST_PROXY: '127.0.0.1'}})
let store: DocumentStore
beforeAll(() => {
  store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
})
afterAll(() => store?.close())

const visit = validBooking('Ana Beatriz Souza', {
  demanda: 'Jardim vertical para a recepção do escritório, parede de 3 m.',
})
const reservation = {nome: 'Carlos Lima', email: 'carlos@exemplo.com', telefone: '(41) 98888-7777', color: 'branca'}

let clientCount = 0
const newClient = () => `10.0.${Math.floor(++clientCount / 250)}.${clientCount % 250}`

async function post(path: string, fields: Array<[string, string]> | Record<string, string>, client = newClient()) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client},
    body: new URLSearchParams(fields),
  })
  return {status: response.status, html: await response.text()}
}

describe('what people type, as they type it', () => {
  it('stores a name with a digit and text with < and > as typed, and shows it back escaped', async () => {
    const typed = {
      ...visit,
      nome: 'Ana 2 <b>Souza</b>',
      endereco: 'Rua "A" & B, 10 > fundos',
      demanda: 'Amo hortas <3\n<script>alert(1)</script>',
    }
    const stored = await post('/projetos', {...typed, chave: randomUUID()})
    expect(stored.status).toBe(200)
    const [document] = (await store.list('agendamentos')).filter((candidate) => candidate.data.nome === typed.nome)
    expect(document?.data).toMatchObject({nome: typed.nome, endereco: typed.endereco, demanda: typed.demanda})

    // Sent back in the form after a mistake elsewhere: the same text, never markup.
    const refused = await post('/projetos', {...typed, cpf: '111.111.111-11', chave: randomUUID()})
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('value="Ana 2 &lt;b&gt;Souza&lt;/b&gt;"')
    expect(refused.html).toContain('Amo hortas &lt;3\n&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(refused.html).not.toContain('<b>Souza')
    expect(refused.html).not.toContain('<script>alert(1)')
  })
})

describe('guards', () => {
  it('limits posts per client, with a clear message', async () => {
    const client = '10.9.9.9'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post('/eva-baby', {...reservation, color: '', chave: randomUUID()}, client)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await post('/eva-baby', {...reservation, nome: 'Limitado Demais', chave: randomUUID()}, client)
    expect(limited.html).toContain(formMessages.rateLimited)
    expect((await store.list('reservas_evababy')).some((document) => document.data.nome === 'Limitado Demais')).toBe(false)
    // Another client is not affected.
    expect((await post('/eva-baby', {...reservation, color: '', chave: randomUUID()})).status).toBe(400)
  })

  it('counts a kind of form across every page with it: the campaign page and /eva-baby share one allowance', async () => {
    const client = '10.9.9.56'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const page = attempt % 2 ? '/eva-baby' : '/horta-em-casa?formulario=reserva'
      statuses.push((await post(page, {...reservation, color: '', chave: randomUUID()}, client)).status)
    }
    expect(statuses.every((status) => status === 400)).toBe(true)
    const limited = await post('/horta-em-casa?formulario=reserva', {...reservation, chave: randomUUID()}, client)
    expect(limited.status).toBe(429)
    expect(limited.html).toContain(formMessages.rateLimited)
    expect((await post('/eva-baby', {...reservation, chave: randomUUID()}, client)).status).toBe(429)
    // The other kind has its own allowance: a booking from the same client is answered for itself (its CPF), not 429.
    expect((await post('/projetos', {...visit, cpf: '111.111.111-11', chave: randomUUID()}, client)).status).toBe(400)
  })
})
