import {randomUUID} from 'node:crypto'
import {join} from 'node:path'
import fc from 'fast-check'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {RESERVATION_FORM} from '~/forms/reservation-form'
import {parseForm, type FormDefinition} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {validBooking} from '../support/forms.mjs'
import {stackForThisTest, useStack} from '../support/use-stack'

// The real production server on a fresh SQLite file; requests go over HTTP like a browser's
// form posts (application/x-www-form-urlencoded), each from its own client address.
const stack = useStack({env: {TRUST_PROXY: '1'}})
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

describe('visit booking (POST /projetos)', () => {
  it('stores a valid booking in agendamentos with exactly the spec\u2019s fields', async () => {
    const before = Date.now()
    const answer = await post('/projetos', {...visit, chave: randomUUID()})
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('Agendamento realizado com sucesso!')

    const stored = (await store.list('agendamentos')).filter((document) => document.data.nome === visit.nome)
    expect(stored).toHaveLength(1)
    const {dataSolicitacao, ...fields} = stored[0]!.data
    expect(fields).toEqual(visit)
    expect(dataSolicitacao).toBeInstanceOf(Date)
    expect((dataSolicitacao as Date).getTime()).toBeGreaterThanOrEqual(before - 2000)
  })

  it('stores one document for a doubled submission, sequential or simultaneous', async () => {
    const twice = {...visit, nome: 'Paulo Duplo', chave: randomUUID()}
    await post('/projetos', twice)
    await post('/projetos', twice)
    const race = {...visit, nome: 'Rita Corrida', chave: randomUUID()}
    const answers = await Promise.all([post('/projetos', race), post('/projetos', race), post('/projetos', race)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const names = (await store.list('agendamentos')).map((document) => document.data.nome)
    expect(names.filter((name) => name === 'Paulo Duplo')).toHaveLength(1)
    expect(names.filter((name) => name === 'Rita Corrida')).toHaveLength(1)
  })

  it('refuses an invalid booking with the spec\u2019s message and gives back what was typed', async () => {
    const answer = await post('/projetos', {...visit, cidade: '', cpf: '111.111.111-11', chave: randomUUID()})
    expect(answer.status).toBe(400)
    expect(answer.html).toContain('*Cidade inválida')
    expect(answer.html).toContain('CPF inválido: confira os 11 números.')
    expect(answer.html).toContain('value="Ana Beatriz Souza"')
    expect(answer.html).toContain('Jardim vertical para a recepção do escritório')
  })
})

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

  it('refuses invisible control and bidi characters with a message that says so', async () => {
    for (const nome of ['Ana\u0000', 'Ana \u202eazuoS']) {
      const answer = await post('/eva-baby', {...reservation, nome, chave: randomUUID()})
      expect(answer.status).toBe(400)
      expect(answer.html).toContain('O texto tem caracteres invisíveis (de controle ou de direção do texto)')
    }
  })
})

describe('EVA Baby reservation (POST /eva-baby)', () => {
  it('stores a valid reservation in reservas_evababy with exactly the spec\u2019s fields', async () => {
    const answer = await post('/eva-baby', {...reservation, chave: randomUUID()})
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('Reserva realizada com sucesso!')
    const stored = (await store.list('reservas_evababy')).filter((document) => document.data.nome === reservation.nome)
    expect(stored).toHaveLength(1)
    const {dataSolicitacao, ...fields} = stored[0]!.data
    expect(fields).toEqual(reservation)
    expect(dataSolicitacao).toBeInstanceOf(Date)
  })

  it('without a colour, says so and sends nothing', async () => {
    const answer = await post('/eva-baby', {...reservation, nome: 'Sem Cor', color: '', chave: randomUUID()})
    expect(answer.status).toBe(400)
    expect(answer.html).toContain('*Escolha uma cor da sua EVA Baby')
    expect((await store.list('reservas_evababy')).some((document) => document.data.nome === 'Sem Cor')).toBe(false)
  })
})

describe('guards', () => {
  it('a filled honeypot looks like success and stores nothing', async () => {
    const answer = await post('/eva-baby', {...reservation, nome: 'Robo Spam', site: 'https://spam.example', chave: randomUUID()})
    expect(answer.html).toContain('Reserva realizada com sucesso!')
    expect((await store.list('reservas_evababy')).some((document) => document.data.nome === 'Robo Spam')).toBe(false)
  })

  it('limits posts per client, with a clear message', async () => {
    const client = '10.9.9.9'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post('/eva-baby', {...reservation, color: '', chave: randomUUID()}, client)).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await post('/eva-baby', {...reservation, nome: 'Limitado Demais', chave: randomUUID()}, client)
    expect(limited.html).toContain('Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.')
    expect((await store.list('reservas_evababy')).some((document) => document.data.nome === 'Limitado Demais')).toBe(false)
    // Another client is not affected.
    expect((await post('/eva-baby', {...reservation, color: '', chave: randomUUID()})).status).toBe(400)
  })

  it('refuses an oversized body and a body that is not a form', async () => {
    expect((await post('/projetos', {...visit, demanda: 'x'.repeat(40_000), chave: randomUUID()})).status).toBe(413)
    const json = await fetch(`${stack.url}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-forwarded-for': newClient()},
      body: JSON.stringify(visit),
    })
    expect(json.status).toBe(415)
  })

  it('keeps CPF, e-mail, phone and names out of the logs', () => {
    const logs = stack.server.logs()
    expect(logs).toContain('form.stored')
    for (const secret of [
      visit.cpf,
      '52998224725',
      visit.email,
      visit.telefone,
      reservation.email,
      visit.nome,
      reservation.nome,
    ]) {
      expect(logs).not.toContain(secret)
    }
  })
})

describe('500+ generated bad payloads per form', () => {
  const hostile = fc.oneof(
    fc.string({maxLength: 40}),
    fc.string({unit: 'grapheme', maxLength: 40}),
    fc.string({unit: 'binary', maxLength: 40}),
    fc.constantFrom(
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '111.111.111-11',
      '123.456.789-00',
      '00000000000',
    ),
    fc.constantFrom('\u0000', '\u202e', '🌱🌱🌱', "Robert'); DROP TABLE documents;--", ' '),
    fc.integer().map(String),
    fc.string({minLength: 2500, maxLength: 4000}),
  )
  const payloads = (valid: Record<string, string>) =>
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...Object.keys(valid)), hostile, {minKeys: 1}),
        fc.subarray(Object.keys(valid)),
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(valid)), hostile), {maxLength: 3}),
        fc.boolean(),
      )
      .map(([overrides, removed, repeated, keepKey]) => {
        const fields: Array<[string, string]> = Object.entries({...valid, ...overrides}).filter(
          ([name]) => !removed.includes(name),
        )
        // Repeated names are the form-encoding way to send a list where a string belongs.
        fields.push(...repeated)
        if (keepKey) fields.push(['chave', randomUUID()])
        return fields
      })

  const forms: Array<[string, Record<string, string>, FormDefinition, string]> = [
    ['/projetos', visit, VISIT_FORM, 'agendamentos'],
    ['/eva-baby', reservation, RESERVATION_FORM, 'reservas_evababy'],
  ]
  for (const [path, valid, form, collection] of forms) {
    it(`${path}: never a 5xx, never a stored document`, async () => {
      const storedBefore = (await store.list(collection)).length
      let sent = 0
      await fc.assert(
        fc.asyncProperty(
          // Only payloads the shared schema refuses, parsed as the server parses them.
          payloads(valid).filter((fields) => parseForm(new URLSearchParams(fields), form).status !== 'success'),
          async (fields) => {
            const answer = await post(path, fields)
            sent++
            expect(answer.status).toBeLessThan(500)
            expect(answer.status).not.toBe(200)
          },
        ),
        {numRuns: 520, seed: 18},
      )
      expect(sent).toBeGreaterThanOrEqual(500)
      expect((await store.list(collection)).length).toBe(storedBefore)
    }, 120_000)
  }
})

describe('store failure', () => {
  it('answers with the spec\u2019s failure message and keeps everything typed', async () => {
    // A data folder that cannot exist: the SQLite store cannot open.
    const broken = await stackForThisTest({dataDir: '/dev/null/eva', env: {TRUST_PROXY: '1'}})
    const response = await fetch(`${broken.url}/projetos`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({...visit, chave: randomUUID()}),
    })
    const html = await response.text()
    expect(response.status).toBe(503)
    expect(html).toContain('Falha ao realizar o agendamento: ')
    expect(html).toContain('value="Ana Beatriz Souza"')
    expect(html).toContain('value="529.982.247-25"')
    expect(broken.server.logs()).toContain('form.store_failed')
  }, 30_000)
})
