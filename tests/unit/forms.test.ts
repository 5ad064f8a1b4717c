import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {isValidCpf} from '~/forms/brazil'
import {checkForm, fieldError, NO_ERRORS, withFieldError, type ObjectForm} from '~/forms/check'
import {CITY_OPTIONS} from '~/forms/options'
import {parseForm} from '~/forms/parse.server'
import {RESERVATION_FORM} from '~/forms/reservation-form'
import {isFormKey, newFormKey, type FormDefinition} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'

/** A post of `values` as the browser and the server parse it: the data, or the messages. */
function check(form: FormDefinition, values: Record<string, string>) {
  const submission = parseForm(new URLSearchParams(values), form)
  if (submission.status === 'success') return {ok: true as const, data: submission.value}
  const {'': formErrors = [], ...fields} = submission.error ?? {}
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, errors]) => [name, errors?.[0]]))
  return {ok: false as const, formErrors, fieldErrors}
}
const checkVisitRequest = (values: Record<string, string>) => check(VISIT_FORM, values)
const checkReservation = (values: Record<string, string>) => check(RESERVATION_FORM, values)

const INVISIBLE = 'O texto tem caracteres invisíveis (de controle ou de direção do texto): apague-o e digite de novo.'

const validVisit = {
  nome: 'Maria José da Silva',
  email: 'Maria@Exemplo.com.br',
  cpf: '529.982.247-25',
  telefone: '(41) 99876-5432',
  prefContato: 'Celular',
  cidade: 'são josé dos pinhais',
  cep: '80.010-000',
  endereco: 'Rua XV de Novembro, 100, Centro',
  demanda: 'Horta de temperos na varanda, uns 4 m² com sol da manhã.',
}

describe('CPF', () => {
  it('accepts numbers whose check digits match', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('12345678909')).toBe(true)
  })

  it.each(['111.111.111-11', '123.456.789-00', '529.982.247-26', '5299822472', '', 'abc.def.ghi-jk'])('refuses %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false)
  })
})

describe('visit request', () => {
  it('accepts a complete request and stores it in the masks\u2019 format', () => {
    const result = checkVisitRequest({...validVisit, cpf: '52998224725', telefone: '41 99876 5432', cep: '80010000'})
    expect(result).toEqual({
      ok: true,
      data: {...validVisit, email: 'maria@exemplo.com.br'},
    })
  })

  it('takes a phone as autofill brings it, with the country code, and stores it without', () => {
    for (const telefone of ['+55 41 99876-5432', '+55 (41) 99876-5432', '5541998765432']) {
      const result = checkVisitRequest({...validVisit, telefone})
      expect(result.ok && (result.data as {telefone: string}).telefone, telefone).toBe('(41) 99876-5432')
    }
    const foreign = checkVisitRequest({...validVisit, telefone: '+1 415 555 0100'})
    expect(foreign.ok).toBe(false)
  })

  it('takes a short demand and a short address: the spec only asks that they be filled ("Horta")', () => {
    const result = checkVisitRequest({...validVisit, demanda: 'Horta', endereco: 'Sítio'})
    expect(result.ok).toBe(true)
  })

  it.each([
    ['nome', 'Ana 2'],
    ['nome', "Joana D'Ávila-Souza Jr."],
    ['nome', 'A'],
    ['nome', '李小龙 🌱'],
    ['nome', '<script>alert(1)</script>'],
    ['endereco', 'Rua <b>A</b>, 10 — fundos\nCasa 2'],
    ['demanda', 'Amo hortas <3 & temperos > flores\n\tDois canteiros'],
  ])('takes %s = %j as typed: the spec only asks that it be filled', (field, value) => {
    const result = checkVisitRequest({...validVisit, [field]: value})
    expect(result.ok && (result.data as Record<string, string>)[field]).toBe(value)
  })

  it('takes any text a person can type in the free fields, and keeps it as typed (trimmed)', () => {
    // Anything but control characters (line breaks only in the long fields) and bidi controls.
    const typed = (maxLength: number, lines: boolean) =>
      fc
        .string({unit: 'grapheme', minLength: 1, maxLength})
        .map((text) => (lines ? text : text.replace(/[\t\n\r]/g, ' ')))
        .filter((text) => {
          const trimmed = text.trim()
          return trimmed.length >= 1 && trimmed.length <= maxLength && !/(?![\t\n\r])\p{Cc}|\p{Bidi_Control}/u.test(text)
        })
    fc.assert(
      fc.property(typed(100, false), typed(200, true), typed(2000, true), (nome, endereco, demanda) => {
        const result = checkVisitRequest({...validVisit, nome, endereco, demanda})
        expect(result.ok && result.data).toMatchObject({nome: nome.trim(), endereco: endereco.trim(), demanda: demanda.trim()})
      }),
      {seed: 18, numRuns: 500},
    )
  })

  it('offers the 16 cities with lowercase values', () => {
    expect(CITY_OPTIONS).toHaveLength(16)
    expect(CITY_OPTIONS[1]).toEqual({label: 'São José dos Pinhais', value: 'são josé dos pinhais'})
  })

  it('checks in the spec\u2019s order: city, then contact preference, then the rest', () => {
    const empty = checkVisitRequest({})
    expect(empty.ok || empty.formErrors).toEqual(['*Cidade inválida'])

    const noPreference = checkVisitRequest({cidade: 'curitiba'})
    expect(noPreference.ok || noPreference.formErrors).toEqual(['*Preferência de contato inválida'])

    const incomplete = checkVisitRequest({cidade: 'curitiba', prefContato: 'Email'})
    expect(incomplete.ok || incomplete.formErrors).toEqual(['*Preencha todas as informações primeiro'])
    expect(incomplete.ok || Object.keys(incomplete.fieldErrors).sort()).toEqual([
      'cep',
      'cpf',
      'demanda',
      'email',
      'endereco',
      'nome',
      'telefone',
    ])
  })

  it.each([
    ['cpf', '111.111.111-11', 'CPF inválido: confira os 11 números.'],
    ['cpf', '123.456.789-00', 'CPF inválido: confira os 11 números.'],
    ['email', 'maria@', 'Informe um e-mail válido, como nome@exemplo.com.br.'],
    ['telefone', '(41) 3333-4444', 'Informe o celular com DDD: (00) 00000-0000.'],
    ['cep', '8001-000', 'Informe o CEP com 8 números: 00.000-000.'],
    ['nome', '', 'Informe seu nome (até 100 caracteres).'],
    ['nome', '   ', 'Informe seu nome (até 100 caracteres).'],
    ['nome', 'x'.repeat(101), 'Informe seu nome (até 100 caracteres).'],
    ['nome', 'Ana\u0000', INVISIBLE],
    ['nome', 'Ana\nSouza', INVISIBLE],
    ['nome', 'Ana \u202eazuoS', INVISIBLE],
    ['endereco', 'Rua A, 10\u2066', INVISIBLE],
    ['demanda', 'Horta\u0007', INVISIBLE],
    ['demanda', 'x'.repeat(2001), 'Conte a sua demanda (até 2000 caracteres).'],
    ['demanda', '   ', 'Conte a sua demanda (até 2000 caracteres).'],
    ['endereco', '', 'Informe o endereço da visita (até 200 caracteres).'],
    ['cidade', 'londrina', 'Escolha uma das cidades atendidas.'],
    ['prefContato', 'Pombo-correio', 'Escolha Celular ou Email.'],
  ])('refuses %s = %j with a clear message', (field, value, message) => {
    const result = checkVisitRequest({...validVisit, [field]: value})
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fieldErrors).toEqual({[field]: message})
  })
})

describe('reservation', () => {
  const validReservation = {nome: 'João Pereira', email: 'joao@exemplo.com', telefone: '(41) 99999-1234', color: 'all_black'}

  it('accepts a complete reservation', () => {
    expect(checkReservation(validReservation)).toEqual({ok: true, data: validReservation})
  })

  it('says both things when data is wrong and no colour is chosen', () => {
    const result = checkReservation({...validReservation, email: 'joao', color: ''})
    expect(result.ok || result.formErrors).toEqual([
      '*Preencha todas as informações corretamente',
      '*Escolha uma cor da sua EVA Baby',
    ])
  })

  it('only asks for the colour when the rest is right', () => {
    const result = checkReservation({...validReservation, color: ''})
    expect(result.ok || result.formErrors).toEqual(['*Escolha uma cor da sua EVA Baby'])
  })

  it('refuses a colour that is not offered', () => {
    const result = checkReservation({...validReservation, color: 'rosa'})
    expect(result.ok || result.fieldErrors).toEqual({color: 'Escolha a cor.'})
  })
})

// The browser checks each field on its own (app/forms/check.ts) so that a keystroke costs one
// field's check; the server parses the whole post. Whatever is typed, both must say the same.
describe('the browser\u2019s check and the server\u2019s parse', () => {
  const typed = (names: string[], samples: Record<string, string>) =>
    fc.record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.oneof(
            fc.constant(''),
            fc.constant(samples[name] ?? ''),
            fc.string({maxLength: 12}),
            fc.string({unit: 'grapheme', maxLength: 30}),
            // Too long and with a control character: two messages for one field, the first shown.
            fc.string({unit: 'binary', minLength: 95, maxLength: 260}),
            fc.stringMatching(/^[-0-9 .()]{0,16}$/),
            fc.constantFrom(...CITY_OPTIONS.map(({value}) => value), 'Celular', 'Email', 'branca', 'all_black', ' \u202e x'),
          ),
        ]),
      ),
      {requiredKeys: []},
    )

  for (const [label, form, samples] of [
    ['visit', VISIT_FORM, validVisit],
    ['reservation', RESERVATION_FORM, {nome: 'Ana', email: 'ana@exemplo.com', telefone: '41998765432', color: 'branca'}],
  ] as const) {
    const definition = form as unknown as ObjectForm
    const names = Object.keys(definition.schema.shape)
    it(`${label}: the same message for every field and the same form message, on a send and field by field`, () => {
      fc.assert(
        fc.property(typed(names, samples), (drawn) => {
          // A field left out of the post is one the visitor's browser did not send.
          const values = Object.fromEntries(
            Object.entries(drawn).filter((entry): entry is [string, string] => entry[1] !== undefined),
          )
          const server = check(form, values)
          const data = new FormData()
          for (const [name, value] of Object.entries(values)) data.set(name, value)
          const browser = checkForm(definition, data)
          if (server.ok) {
            expect(browser).toEqual(NO_ERRORS)
            return
          }
          expect(browser.fields).toEqual(Object.fromEntries(Object.entries(server.fieldErrors).filter(([, error]) => error)))
          expect(browser.form).toEqual(server.formErrors)
          // The same, reached one field at a time from a form with every field still wrong.
          let errors = checkForm(definition, new FormData())
          for (const name of names)
            errors = withFieldError(definition, errors, name, fieldError(definition, name, values[name] ?? ''))
          expect(errors).toEqual(browser)
        }),
        {seed: 37, numRuns: 400},
      )
    })
  }

  it('keeps the very same object when a keystroke changes no message (nothing redraws)', () => {
    const definition = VISIT_FORM as unknown as ObjectForm
    const errors = checkForm(definition, new FormData())
    expect(withFieldError(definition, errors, 'nome', fieldError(definition, 'nome', ''))).toBe(errors)
    const corrected = withFieldError(definition, errors, 'nome', fieldError(definition, 'nome', 'Ana'))
    expect(corrected.fields.nome).toBeUndefined()
    expect(corrected.form).toBe(errors.form)
  })
})

describe('form key', () => {
  it('is a random v4 UUID, and only those pass as keys', () => {
    const keys = new Set(Array.from({length: 100}, newFormKey))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(isFormKey(key)).toBe(true)
    expect(isFormKey('ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(false)
    expect(isFormKey('0123456789abcdef0123456789abcdef0123')).toBe(false)
    expect(isFormKey('')).toBe(false)
  })
})
