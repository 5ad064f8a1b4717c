import {randomUUID} from 'node:crypto'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {parseForm} from '~/forms/parse.server'
import {RESERVATION_FORM} from '~/forms/reservation-form'
import type {FormDefinition, FormReply} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'
import {formMessages} from '~/messages/forms'
import * as evaBaby from '~/routes/eva-baby'
import * as projetos from '~/routes/projetos'
import {getStore} from '~/store/store.server'
import {validBooking} from '../support/forms.mjs'
import {appLog, callAction, type Answer, type Route} from '../support/in-process'

// Both forms' actions, called in-process (tests/support/in-process.ts) over the file's own
// SQLite file: what each answers (status, messages, what the visitor typed, given back) and
// what it stores. The HTTP side (the per-client limit, the page as HTML) is in
// tests/integration/form-actions.test.ts.
const t = formMessages
const visit = validBooking('Ana Beatriz Souza', {
  demanda: 'Jardim vertical para a recepção do escritório, parede de 3 m.',
})
const reservation = {nome: 'Carlos Lima', email: 'carlos@exemplo.com', telefone: '(41) 98888-7777', color: 'branca'}
const routes: Record<string, Route> = {'/projetos': projetos, '/eva-baby': evaBaby}

async function post(path: string, fields: Array<[string, string]> | Record<string, string>) {
  return withReply(await callAction(routes[path]!, {path, form: fields}))
}

/** The form's reply (conform's result, the success message), and every message it shows. */
function withReply(answer: Answer) {
  const reply = answer.data as FormReply
  const messages = Object.values(reply.result.error ?? {}).flatMap((errors) => errors ?? [])
  return {status: answer.status, reply, messages, typed: reply.result.initialValue ?? {}}
}

const list = (collection: string) => getStore().list(collection)

/**
 * Posts a valid form (with a fresh key) and checks that it is taken with the form's success
 * message and stored once in `collection` with exactly the fields sent and the time of the
 * request, which it returns.
 */
async function expectStoredAsSent(
  path: string,
  fields: Record<string, string> & {nome: string},
  success: string,
  collection: string,
) {
  const answer = await post(path, {...fields, chave: randomUUID()})
  expect(answer.status).toBe(200)
  expect(answer.reply.message).toBe(success)
  const stored = (await list(collection)).filter((document) => document.data.nome === fields.nome)
  expect(stored).toHaveLength(1)
  const {dataSolicitacao, origem, ...storedFields} = stored[0]!.data
  expect(storedFields).toEqual(fields)
  // Posted with neither the browser's first touch nor a Referer: all the server can say.
  expect(origem).toEqual({fonte: '(direto)', meio: '(nenhum)'})
  expect(dataSolicitacao).toBeInstanceOf(Date)
  return dataSolicitacao as Date
}

describe('visit booking (POST /projetos)', () => {
  it('stores a valid booking in agendamentos with exactly the spec\u2019s fields', async () => {
    const before = Date.now()
    const dataSolicitacao = await expectStoredAsSent('/projetos', visit, t.visit.success, 'agendamentos')
    expect(dataSolicitacao.getTime()).toBeGreaterThanOrEqual(before - 2000)
  })

  it('stores one document for a doubled submission, sequential or simultaneous', async () => {
    const twice = {...visit, nome: 'Paulo Duplo', chave: randomUUID()}
    await post('/projetos', twice)
    await post('/projetos', twice)
    const race = {...visit, nome: 'Rita Corrida', chave: randomUUID()}
    const answers = await Promise.all([post('/projetos', race), post('/projetos', race), post('/projetos', race)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const names = (await list('agendamentos')).map((document) => document.data.nome)
    expect(names.filter((name) => name === 'Paulo Duplo')).toHaveLength(1)
    expect(names.filter((name) => name === 'Rita Corrida')).toHaveLength(1)
  })

  it('refuses an invalid booking with the spec\u2019s message and gives back what was typed', async () => {
    const answer = await post('/projetos', {...visit, cidade: '', cpf: '111.111.111-11', chave: randomUUID()})
    expect(answer.status).toBe(400)
    expect(answer.messages).toContain(t.visit.cidadeInvalid)
    expect(answer.messages).toContain(t.invalid.cpf)
    expect(answer.typed).toMatchObject({nome: 'Ana Beatriz Souza', demanda: visit.demanda})
  })
})

describe('what people type, as they type it', () => {
  it('refuses invisible control and bidi characters with a message that says so', async () => {
    for (const nome of ['Ana\u0000', 'Ana \u202eazuoS']) {
      const answer = await post('/eva-baby', {...reservation, nome, chave: randomUUID()})
      expect(answer.status).toBe(400)
      expect(answer.messages).toContain(t.invalid.invisible)
    }
  })
})

describe('EVA Baby reservation (POST /eva-baby)', () => {
  it('stores a valid reservation in reservas_evababy with exactly the spec\u2019s fields', async () => {
    await expectStoredAsSent('/eva-baby', reservation, t.reservation.success, 'reservas_evababy')
  })

  it('without a colour, says so and sends nothing', async () => {
    const answer = await post('/eva-baby', {...reservation, nome: 'Sem Cor', color: '', chave: randomUUID()})
    expect(answer.status).toBe(400)
    expect(answer.messages).toContain(t.reservation.colorMissing)
    expect((await list('reservas_evababy')).some((document) => document.data.nome === 'Sem Cor')).toBe(false)
  })
})

describe('guards', () => {
  it('a filled honeypot looks like success and stores nothing', async () => {
    const answer = await post('/eva-baby', {...reservation, nome: 'Robo Spam', site: 'https://spam.example', chave: randomUUID()})
    expect(answer.reply.message).toBe(t.reservation.success)
    expect((await list('reservas_evababy')).some((document) => document.data.nome === 'Robo Spam')).toBe(false)
  })

  it('refuses an oversized body and a body that is not a form', async () => {
    expect((await post('/projetos', {...visit, demanda: 'x'.repeat(40_000), chave: randomUUID()})).status).toBe(413)
    const json = await callAction(projetos, {
      path: '/projetos',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(visit),
    })
    expect(json.status).toBe(415)
  })

  it('keeps CPF, e-mail, phone and names out of the logs', () => {
    // What the app logged for every post of this file, as the server would write it.
    const logs = appLog()
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

describe('the origin stored with a lead', () => {
  const stored = async (nome: string) => (await list('agendamentos')).find((document) => document.data.nome === nome)!.data

  it('is the first touch the browser sent: tags, click ids as presence, the referring host, the page', async () => {
    const nome = 'Olga Origem'
    const answer = await callAction(routes['/projetos']!, {
      path: '/projetos',
      form: {
        ...visit,
        nome,
        chave: randomUUID(),
        origem_endereco: '/eva-baby?utm_source=instagram&utm_campaign=Primavera&gclid=segredo123&utm_term=olga@exemplo.com',
        origem_referencia: 'https://l.instagram.com/',
      },
      headers: {Referer: 'https://eva.example/projetos'},
    })
    expect(answer.status).toBe(200)
    expect((await stored(nome)).origem).toEqual({
      fonte: 'instagram',
      meio: 'social',
      campanha: 'Primavera',
      gclid: true,
      site: 'l.instagram.com',
      pagina: '/eva-baby',
    })
  })

  it('without JavaScript, is what the post’s own Referer says (the form’s page and its tags)', async () => {
    const nome = 'Sergio Sem Script'
    const answer = await callAction(routes['/projetos']!, {
      path: '/projetos',
      form: {...visit, nome},
      headers: {Referer: 'https://eva.example/projetos?utm_source=google&utm_medium=cpc&utm_campaign=hortas'},
    })
    expect(answer.status).toBe(200)
    expect((await stored(nome)).origem).toEqual({fonte: 'google', meio: 'cpc', campanha: 'hortas', pagina: '/projetos'})
  })

  it('an article the visitor entered by is the landing page; an address no article has is not kept', async () => {
    for (const [nome, address, pagina] of [
      ['Ana Artigo', '/dicas/ervas-na-janela?utm_source=instagram', '/dicas/ervas-na-janela'],
      ['Beto Sem Artigo', '/dicas/artigo-que-nao-existe?utm_source=instagram', undefined],
    ] as const) {
      const answer = await callAction(routes['/projetos']!, {
        path: '/projetos',
        form: {...visit, nome, chave: randomUUID(), origem_endereco: address, origem_referencia: ''},
      })
      expect(answer.status, nome).toBe(200)
      expect((await stored(nome)).origem, nome).toEqual({fonte: 'instagram', meio: 'social', ...(pagina ? {pagina} : {})})
    }
  })

  it('does not make the same post two leads', async () => {
    const fields = {...visit, nome: 'Duda Dupla', chave: randomUUID()}
    for (const source of ['instagram', 'facebook']) {
      const answer = await callAction(routes['/projetos']!, {
        path: '/projetos',
        form: {...fields, origem_endereco: `/?utm_source=${source}`, origem_referencia: ''},
      })
      expect(answer.status).toBe(200)
    }
    expect((await list('agendamentos')).filter((document) => document.data.nome === 'Duda Dupla')).toHaveLength(1)
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
      const storedBefore = (await list(collection)).length
      let sent = 0
      await fc.assert(
        fc.asyncProperty(
          // Only payloads the shared schema refuses, parsed as the server parses them.
          payloads(valid).filter((fields) => parseForm(new URLSearchParams(fields), form).status !== 'success'),
          async (fields) => {
            const answer = await callAction(routes[path]!, {path, form: fields})
            sent++
            expect(answer.status).toBeLessThan(500)
            expect(answer.status).not.toBe(200)
          },
        ),
        {numRuns: 520, seed: 18},
      )
      expect(sent).toBeGreaterThanOrEqual(500)
      expect((await list(collection)).length).toBe(storedBefore)
    }, 120_000)
  }
})
