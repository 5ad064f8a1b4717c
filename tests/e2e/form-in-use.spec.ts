// The visit booking (/projetos) and the EVA Baby reservation (/eva-baby) used the way people use
// them, on a phone's width: typing on the keyboard after every kind of refusal, Tab and
// Shift+Tab, corrections, pastes, autofill, Backspace over the masks, double sends, and
// JavaScript that arrives late. FORMS describes each form once (its page, its fields in order, a
// valid filling, its own refusals and messages); each run below is written once and runs on
// both. Each step checks every field, every message and the focus; the end checks what was
// stored.
import type {Locator, Page} from '@playwright/test'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {BROKEN_STORE_PORT} from '../playwright.config'
import {expect, hydrated, test} from './fixtures'
import {
  PHONE_VIEWPORT,
  answer,
  appendTo,
  autofill,
  expectSeen,
  holdJavaScript,
  overTheEdgeLimit,
  pasteInto,
  stored,
  typeInto,
  uniqueName,
  type Seen,
} from './visitor'

test.use({viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write']})

const t = formMessages
/** Each field's label, by its name in the form. */
const L = t.field
type FieldName = keyof typeof L

type Field = {
  name: FieldName
  /** What a valid filling types (a select: the option picked). The name is each run's own. */
  typed: string
  /** What the field then shows, when not what was typed. */
  shown?: string
  /** What is stored, when not what is shown (a select: the option's value). */
  stored?: string
  /** A select: what it shows before a choice. */
  placeholder?: string
  /** A masked field: its mask, 0 for a digit. */
  mask?: string
}

/** What the visitor does: answers fields in order (`answer`), types where the focus is, presses a key. */
type Act = {answer: Record<string, string>} | {type: string} | {press: string}

/** One refusal: what is done before pressing the button, what the refusal shows, what is done then and seen. */
type Refusal = {before?: Act[]; refused: Partial<Seen>; then: Act[]; sees?: Partial<Seen>}

type Form = {
  name: string
  /** The page, and the form on it. */
  path: string
  selector: string
  submit: string
  success: string
  collection: string
  /** Every field in the order Tab visits them, with a valid filling. */
  fields: Field[]
  /** What the form says when sent with nothing chosen. */
  refusedEmpty: {alert: string[]; focus: string}
  /** Its alert when everything is chosen but some data is wrong. */
  incomplete: string
  /** Kinds of refusal in turn, each followed by typing; the last leaves the valid filling. */
  refusals: (nome: string) => Refusal[]
  /** Text appended to filled fields after a refusal by the server. */
  appends: Array<[label: string, text: string]>
  /** A send with two fields wrong: the e-mail cut short, and another field. */
  correcting: {emailStart: string; wrong: [label: string, typed: string]}
  /** Pastes after a refusal: what is pasted and what the field then shows. */
  pastes: Array<[label: string, pasted: string, shown: string]>
  /** A last paste that fills other fields too: what they show, the hint the pasted field then has, the alert. */
  pasteThatFills?: {label: string; pasted: string; shows: Record<string, string>; hint: string; alert: string[]}
  /** The browser's autofill (the name is added); what the form then shows, and the rest typed by hand. */
  autofill: {
    values: Record<string, string>
    shows: Record<string, string>
    alert: string[]
    rest: Array<[label: string, typed: string, shown: string]>
    stored: Record<string, string>
  }
  /** Typed before the JavaScript arrives (after the name) and sent; then typed while it is still held back. */
  late: {before: Record<string, string>; whileHeld: string[]}
}

/** The phone as people paste it; both forms have one. */
const PHONE_PASTES: Array<[label: string, pasted: string, shown: string]> = [
  [L.telefone, '(41) 99876-5432', '(41) 99876-5432'],
  [L.telefone, '41998765432', '(41) 99876-5432'],
  [L.telefone, '+55 41 99876-5432', '(41) 99876-5432'],
  [L.telefone, '+55 (41) 98888-1111', '(41) 98888-1111'],
]

/**
 * A form in a section of a page, from what it is, the page at its section
 * (`/projetos#formulario`), the collection it stores in and its own texts: its name in the
 * report (with its page), the form in that section, its button and its success message.
 */
function formInSection(what: string, path: string, collection: string, texts: {submit: string; success: string}) {
  const [page, section] = path.split('#')
  return {name: `${what} (${page})`, path, selector: `#${section} form`, submit: texts.submit, success: texts.success, collection}
}

/** The fields both forms start with: the name (each run's own), the e-mail and the masked phone. */
const contactFields = (email: string, phone: string, phoneShown: string): Field[] => [
  {name: 'nome', typed: ''},
  {name: 'email', typed: email},
  {name: 'telefone', typed: phone, shown: phoneShown, mask: '(00) 00000-0000'},
]

const VISIT: Form = {
  ...formInSection('the visit booking', '/projetos#formulario', 'agendamentos', t.visit),
  fields: [
    ...contactFields('ana@exemplo.com.br', '41998765432', '(41) 99876-5432'),
    {name: 'cpf', typed: '52998224725', shown: '529.982.247-25', mask: '000.000.000-00'},
    {name: 'prefContato', typed: 'Email', placeholder: t.visit.prefContatoPlaceholder},
    {name: 'cep', typed: '83320000', shown: '83.320-000', mask: '00.000-000'},
    {name: 'cidade', typed: 'Pinhais', stored: 'pinhais', placeholder: t.visit.cidadePlaceholder},
    {name: 'endereco', typed: 'Rua <Sem Nome>, 2 & fundos'},
    {name: 'demanda', typed: 'Horta <3\nDois canteiros de 2 m²'},
  ],
  refusedEmpty: {alert: [t.visit.cidadeInvalid], focus: L.cidade},
  incomplete: t.visit.incomplete,
  refusals: (nome) => [
    // 1. Nothing chosen: the city first.
    {
      refused: {fields: emptyOf(VISIT), messages: messagesBut(VISIT), alert: [t.visit.cidadeInvalid], focus: L.cidade},
      then: [{answer: {[L.nome]: nome}}],
      sees: {
        fields: {...emptyOf(VISIT), [L.nome]: nome},
        messages: messagesBut(VISIT, L.nome),
        alert: [t.visit.cidadeInvalid],
        focus: L.nome,
      },
    },
    // 2. The city chosen, the contact preference not.
    {
      before: [{answer: {[L.cidade]: 'Pinhais'}}],
      refused: {messages: messagesBut(VISIT, L.nome, L.cidade), alert: [t.visit.prefContatoInvalid], focus: L.prefContato},
      then: [{answer: {[L.telefone]: '41998765432'}}],
      sees: {
        fields: {...emptyOf(VISIT), [L.nome]: nome, [L.cidade]: 'Pinhais', [L.telefone]: '(41) 99876-5432'},
        messages: messagesBut(VISIT, L.nome, L.cidade, L.telefone),
        alert: [t.visit.prefContatoInvalid],
        focus: L.telefone,
      },
    },
    // 3. Both chosen, the rest incomplete: the first missing field in the spec's order gets focus.
    {
      before: [{answer: {[L.prefContato]: 'Email'}}],
      refused: {alert: [t.visit.incomplete], focus: L.email},
      then: [
        {type: 'ana@exemplo.com.br'},
        {
          answer: {
            [L.cpf]: '52998224725',
            [L.cep]: '83320000',
            [L.endereco]: 'Rua <Sem Nome>, 2 & fundos',
            [L.demanda]: 'Horta <3',
          },
        },
        {press: 'Enter'},
        {type: 'Dois canteiros de 2 m²'},
      ],
      sees: {focus: L.demanda},
    },
  ],
  appends: [
    [L.demanda, ' no quintal'],
    [L.endereco, ', fundos'],
  ],
  correcting: {emailStart: 'ana@', wrong: [L.cpf, '11111111111']},
  pastes: [
    [L.cpf, '529.982.247-25', '529.982.247-25'],
    [L.cpf, '12345678909', '123.456.789-09'],
    [L.cpf, ' 529 982 247 25 ', '529.982.247-25'],
    ...PHONE_PASTES,
    // CEPs the address service does not know: nothing else changes.
    [L.cep, '83.320-000', '83.320-000'],
    [L.cep, '83320-001', '83.320-001'],
    [L.cep, '83320002', '83.320-002'],
  ],
  // A CEP it knows fills the empty address and the city; their messages go, the city's first.
  pasteThatFills: {
    label: L.cep,
    pasted: '80010-000',
    shows: {[L.cep]: '80.010-000', [L.endereco]: 'Rua XV de Novembro, Centro, Curitiba - PR', [L.cidade]: 'Curitiba'},
    hint: t.visit.cepFound,
    alert: [t.visit.prefContatoInvalid],
  },
  // Autofill's address is kept: the CEP's lookup fills only an empty one; it sets the city.
  autofill: {
    values: {
      [L.email]: 'auto@exemplo.com.br',
      [L.telefone]: '+55 41 99876-5432',
      [L.cep]: '80010-000',
      [L.endereco]: 'Rua XV de Novembro, 700, ap. 12',
    },
    shows: {
      [L.email]: 'auto@exemplo.com.br',
      [L.telefone]: '(41) 99876-5432',
      [L.cep]: '80.010-000',
      [L.cidade]: 'Curitiba',
      [L.endereco]: 'Rua XV de Novembro, 700, ap. 12',
    },
    alert: [t.visit.prefContatoInvalid],
    rest: [
      [L.cpf, '52998224725', '529.982.247-25'],
      [L.prefContato, 'Celular', 'Celular'],
      [L.demanda, 'Horta vertical na sacada', 'Horta vertical na sacada'],
    ],
    stored: {
      email: 'auto@exemplo.com.br',
      telefone: '(41) 99876-5432',
      cep: '80.010-000',
      cidade: 'curitiba',
      endereco: 'Rua XV de Novembro, 700, ap. 12',
    },
  },
  late: {before: {[L.cpf]: '52998224725', [L.telefone]: '41 99876 5432'}, whileHeld: [L.email, L.cep]},
}

const RESERVATION: Form = {
  ...formInSection('the EVA Baby reservation', '/eva-baby#reservar_baby', 'reservas_evababy', t.reservation),
  fields: [
    ...contactFields('helena@exemplo.com', '41977776666', '(41) 97777-6666'),
    {name: 'color', typed: 'Branca', stored: 'branca', placeholder: t.reservation.colorPlaceholder},
  ],
  refusedEmpty: {alert: [t.reservation.incomplete, t.reservation.colorMissing], focus: L.nome},
  incomplete: t.reservation.incomplete,
  refusals: (nome) => [
    // 1. Empty: both messages, focus on the name.
    {
      refused: {
        fields: emptyOf(RESERVATION),
        messages: messagesBut(RESERVATION),
        alert: [t.reservation.incomplete, t.reservation.colorMissing],
        focus: L.nome,
      },
      then: [{answer: {[L.telefone]: '41977776666'}}],
      sees: {
        fields: {...emptyOf(RESERVATION), [L.telefone]: '(41) 97777-6666'},
        messages: messagesBut(RESERVATION, L.telefone),
        alert: [t.reservation.incomplete, t.reservation.colorMissing],
        focus: L.telefone,
      },
    },
    // 2. Data right but an e-mail without its ending, and no colour.
    {
      before: [{answer: {[L.nome]: nome, [L.email]: 'helena@exemplo'}}],
      refused: {
        messages: messagesOf(L.email, L.color),
        alert: [t.reservation.incomplete, t.reservation.colorMissing],
        focus: L.email,
      },
      then: [{type: '.com'}],
    },
    // 3. Only the colour missing.
    {
      refused: {messages: messagesOf(L.color), alert: [t.reservation.colorMissing], focus: L.color},
      then: [{press: 'ArrowDown'}],
      sees: {focus: L.color},
    },
  ],
  appends: [
    [L.nome, ' Lima'],
    [L.email, '.br'],
  ],
  correcting: {emailStart: 'helena', wrong: [L.telefone, '4133334444']},
  pastes: PHONE_PASTES,
  autofill: {
    values: {[L.email]: 'auto.reserva@exemplo.com', [L.telefone]: '+55 41 97777-1234'},
    shows: {[L.email]: 'auto.reserva@exemplo.com', [L.telefone]: '(41) 97777-1234'},
    alert: [t.reservation.colorMissing],
    rest: [[L.color, 'All Black', 'All Black']],
    stored: {email: 'auto.reserva@exemplo.com', telefone: '(41) 97777-1234', color: 'all_black'},
  },
  late: {before: {[L.telefone]: '41977776666'}, whileHeld: [L.email]},
}

const FORMS = [VISIT, RESERVATION]

/** What every field shows before anything is typed or chosen. */
function emptyOf(form: Form): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [L[field.name], field.placeholder ?? '']))
}

/** The messages of every field but these. */
function messagesBut(form: Form, ...valid: string[]): Record<string, string> {
  return Object.fromEntries(
    form.fields.filter((field) => !valid.includes(L[field.name])).map((field) => [L[field.name], t.invalid[field.name]]),
  )
}

/** The messages of these fields. */
const messagesOf = (...labels: string[]) => Object.fromEntries(labels.map((label) => [label, t.invalid[nameOf(label)]]))

const nameOf = (label: string) => (Object.keys(L) as FieldName[]).find((name) => L[name] === label)!

/** The valid filling, by label: what is typed, and what the fields then show. */
const typedFilling = (form: Form, nome: string) =>
  Object.fromEntries(form.fields.map((field) => [L[field.name], field.name === 'nome' ? nome : field.typed]))
const shownFilling = (form: Form, nome: string) =>
  Object.fromEntries(form.fields.map((field) => [L[field.name], field.name === 'nome' ? nome : (field.shown ?? field.typed)]))

/** What the valid filling stores, with what the fields show changed by `shown`. */
function storedFilling(form: Form, shown: Record<string, string>) {
  return {
    ...Object.fromEntries(
      form.fields.map((field) => {
        const showing = shown[L[field.name]]!
        const unchanged = showing === (field.shown ?? field.typed)
        return [field.name, unchanged && field.stored !== undefined ? field.stored : showing]
      }),
    ),
    dataSolicitacao: expect.any(Date),
    // Typed in, on the form's own page: where the lead came from (app/leads/origin.ts).
    origem: {fonte: '(direto)', meio: '(nenhum)', pagina: form.path.split('#')[0]},
  }
}

/** The filling with `appends` typed at the end of its fields. */
function appended(form: Form, shown: Record<string, string>) {
  const after = {...shown}
  for (const [label, text] of form.appends) after[label] = `${after[label] ?? ''}${text}`
  return after
}

/** Types the form's `appends`, each at the end of its field; the focus stays in each. */
async function appendEach(element: Locator, form: Form) {
  for (const [label, text] of form.appends) {
    await appendTo(element.getByLabel(label, {exact: true}), text)
    await expectSeen(element, {focus: label})
  }
}

const isSelect = (form: Form, label: string) => form.fields.some((field) => L[field.name] === label && field.placeholder)

async function act(form: Locator, acts: Act[]) {
  const keyboard = form.page().keyboard
  for (const step of acts) {
    if ('answer' in step) await answer(form, step.answer)
    else if ('type' in step) await keyboard.type(step.type)
    else await keyboard.press(step.press)
  }
}

/** What the field's mask shows for these digits, however few (an oracle apart from imask). */
function masked(mask: string, digits: string) {
  let shown = ''
  let next = 0
  for (const char of mask) {
    if (next >= digits.length) break
    shown += char === '0' ? digits[next++] : char
  }
  return shown
}

for (const form of FORMS) {
  const open = async (page: Page) => {
    await page.goto(form.path)
    await hydrated(page)
    return page.locator(form.selector)
  }
  const submitButton = (page: Page) => page.locator(form.selector).getByRole('button', {name: form.submit})
  const EMPTY = emptyOf(form)

  test.describe(form.name, () => {
    test('after each kind of refusal, what the visitor types goes into the field they are in', async ({page}) => {
      const element = await open(page)
      const nome = uniqueName('Ana')
      for (const refusal of form.refusals(nome)) {
        await act(element, refusal.before ?? [])
        await submitButton(page).click()
        await expectSeen(element, refusal.refused)
        await act(element, refusal.then)
        if (refusal.sees) await expectSeen(element, refusal.sees)
      }
      await expectSeen(element, {fields: shownFilling(form, nome), messages: {}, alert: []})
      expect(await stored(form.collection, nome)).toEqual([])

      await submitButton(page).click()
      await expectSeen(element, {fields: EMPTY, messages: {}, alert: [], status: form.success, focus: form.success})
      expect(await stored(form.collection, nome)).toEqual([storedFilling(form, shownFilling(form, nome))])
    })

    test.describe('when the store is down', () => {
      test.use({baseURL: `http://localhost:${BROKEN_STORE_PORT}`})

      test('the refusal keeps every field, and typing afterwards still goes where the visitor types', async ({page}) => {
        const element = await open(page)
        const nome = uniqueName('Sem Banco')
        await answer(element, typedFilling(form, nome))
        await submitButton(page).click()
        const kept = shownFilling(form, nome)
        await expectSeen(element, {fields: kept, messages: {}, alert: [`${t.failurePrefix}${t.storeUnavailable}`]})
        await appendEach(element, form)
        await expectSeen(element, {fields: appended(form, kept)})
      })
    })

    test.describe('when the edge says there were too many sends', () => {
      test.use({expectedConsoleErrors: [/status of 429 \(Too Many Requests\)/]})

      test('the refusal keeps every field; typing goes where the visitor types; later it is stored once', async ({page}) => {
        const withinTheLimit = await overTheEdgeLimit(page, form.path.replace(/#.*/, ''))
        const element = await open(page)
        const nome = uniqueName('Muitas Vezes')
        await answer(element, typedFilling(form, nome))
        await submitButton(page).click()
        const kept = shownFilling(form, nome)
        await expectSeen(element, {fields: kept, messages: {}, alert: [t.rateLimited]})
        await appendEach(element, form)
        const after = appended(form, kept)
        await expectSeen(element, {fields: after})
        expect(await stored(form.collection, after[L.nome]!)).toEqual([])

        await withinTheLimit()
        await submitButton(page).click()
        await expectSeen(element, {fields: EMPTY, status: form.success, focus: form.success})
        expect(await stored(form.collection, after[L.nome]!)).toEqual([storedFilling(form, after)])
      })
    })

    test('Tab and Shift+Tab go through every field in order, and typing lands in each', async ({page}) => {
      const element = await open(page)
      await submitButton(page).click()
      await expectSeen(element, {focus: form.refusedEmpty.focus})

      const nome = uniqueName('Teclado Só')
      const typed = typedFilling(form, nome)
      await element.getByLabel(L.nome, {exact: true}).click()
      for (const [label, text] of Object.entries(typed)) {
        await expectSeen(element, {focus: label})
        if (isSelect(form, label)) {
          // A select on its placeholder: ArrowDown until the option.
          const steps = await element
            .getByLabel(label, {exact: true})
            .evaluate((select: HTMLSelectElement, option) => [...select.options].findIndex((o) => o.text === option), text)
          for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown')
        } else await page.keyboard.type(text)
        await page.keyboard.press('Tab')
      }
      await expectSeen(element, {focus: messages.privacy.link})
      await page.keyboard.press('Tab')
      await expectSeen(element, {focus: form.submit})
      for (const label of [messages.privacy.link, ...Object.keys(typed).reverse()]) {
        await page.keyboard.press('Shift+Tab')
        await expectSeen(element, {focus: label})
      }
      const filled = shownFilling(form, nome)
      await expectSeen(element, {fields: filled, messages: {}, alert: []})

      // Enter on the button sends it.
      await submitButton(page).focus()
      await page.keyboard.press('Enter')
      await expectSeen(element, {fields: EMPTY, status: form.success, focus: form.success})
      expect(await stored(form.collection, nome)).toEqual([storedFilling(form, filled)])
    })

    test('correcting one field while another is still wrong: only that message goes, the focus stays; two quick presses of Enter then send once', async ({
      page,
    }) => {
      const element = await open(page)
      const nome = uniqueName('Corrige Aos Poucos')
      const {emailStart, wrong} = form.correcting
      const [wrongLabel, wrongTyped] = wrong
      const filled = shownFilling(form, nome)
      const right = typedFilling(form, nome)[wrongLabel]!
      await answer(element, {...typedFilling(form, nome), [L.email]: emailStart, [wrongLabel]: wrongTyped})
      await submitButton(page).click()
      await expectSeen(element, {messages: messagesOf(L.email, wrongLabel), alert: [form.incomplete], focus: L.email})

      // Typed over the whole wrong value, one digit short: still wrong, still said.
      await element.getByLabel(wrongLabel, {exact: true}).click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(right.slice(0, -1))
      await expectSeen(element, {messages: messagesOf(L.email, wrongLabel), focus: wrongLabel})
      await page.keyboard.type(right.slice(-1))
      await expectSeen(element, {
        fields: {...filled, [L.email]: emailStart},
        messages: messagesOf(L.email),
        alert: [form.incomplete],
        focus: wrongLabel,
      })
      await appendTo(element.getByLabel(L.email, {exact: true}), filled[L.email]!.slice(emailStart.length))
      await expectSeen(element, {fields: filled, messages: {}, alert: [], focus: L.email})
      expect(await stored(form.collection, nome)).toEqual([])

      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await expectSeen(element, {fields: EMPTY, messages: {}, alert: [], status: form.success, focus: form.success})
      expect(await stored(form.collection, nome)).toEqual([storedFilling(form, filled)])
    })

    test('pasting masked fields, with their punctuation or without, after a refusal', async ({page}) => {
      const element = await open(page)
      await submitButton(page).click()
      await expectSeen(element, {alert: form.refusedEmpty.alert})

      const fields = {...EMPTY}
      for (const [label, pasted, shown] of form.pastes) {
        await pasteInto(element.getByLabel(label, {exact: true}), pasted)
        fields[label] = shown
        await expectSeen(element, {fields, focus: label})
      }
      const pasted = [...new Set(form.pastes.map(([label]) => label))]
      await expectSeen(element, {messages: messagesBut(form, ...pasted), alert: form.refusedEmpty.alert})

      const fills = form.pasteThatFills
      if (fills) {
        await pasteInto(element.getByLabel(fills.label, {exact: true}), fills.pasted)
        await expectSeen(element, {
          fields: {...fields, ...fills.shows},
          messages: {...messagesBut(form, ...pasted, ...Object.keys(fills.shows)), [fills.label]: fills.hint},
          alert: fills.alert,
          focus: fills.label,
        })
      }
    })

    test('the browser\u2019s autofill fills several fields at once; the focus stays and the rest is typed; a double click sends once', async ({
      page,
    }) => {
      const element = await open(page)
      await submitButton(page).click()
      await expectSeen(element, {alert: form.refusedEmpty.alert})

      const nome = uniqueName('Auto Preenchida')
      await element.getByLabel(L.nome, {exact: true}).click()
      await autofill(element, {[L.nome]: nome, ...form.autofill.values})
      const autofilled = {...EMPTY, [L.nome]: nome, ...form.autofill.shows}
      await expectSeen(element, {
        fields: autofilled,
        messages: messagesBut(form, L.nome, ...Object.keys(form.autofill.shows)),
        alert: form.autofill.alert,
        focus: L.nome,
      })

      await answer(element, Object.fromEntries(form.autofill.rest.map(([label, typed]) => [label, typed])))
      await expectSeen(element, {
        fields: {...autofilled, ...Object.fromEntries(form.autofill.rest.map(([label, , shown]) => [label, shown]))},
        messages: {},
        alert: [],
      })
      await submitButton(page).dblclick()
      await expectSeen(element, {fields: EMPTY, alert: [], status: form.success, focus: form.success})
      expect(await stored(form.collection, nome)).toEqual([expect.objectContaining(form.autofill.stored)])

      // Enter twice on the emptied form: its refusal, nothing sent again.
      await element.getByLabel(L.telefone, {exact: true}).click()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await expectSeen(element, {alert: form.refusedEmpty.alert})
      expect(await stored(form.collection, nome)).toHaveLength(1)
    })

    test('Backspace takes one digit at a time across the masks\u2019 punctuation, from the end or the middle', async ({page}) => {
      const element = await open(page)
      const shown = {...EMPTY}
      let last = ''
      for (const {name, typed, mask} of form.fields) {
        if (!mask) continue
        const field = element.getByLabel(L[name], {exact: true})
        const digits = typed.replace(/\D/g, '')
        await typeInto(field, digits)
        await expect(field).toHaveValue(masked(mask, digits))
        // From the end: every press removes one digit, and the punctuation before it.
        for (let left = digits.length - 1; left >= 0; left--) {
          await page.keyboard.press('Backspace')
          await expect(field).toHaveValue(masked(mask, digits.slice(0, left)))
        }
        // All of it selected: one press empties the field.
        await page.keyboard.type(digits)
        await page.keyboard.press('ControlOrMeta+A')
        await page.keyboard.press('Backspace')
        await expect(field).toHaveValue('')
        // In the middle, just after a punctuation mark: the digit before the mark goes.
        await page.keyboard.type(digits)
        const full = masked(mask, digits)
        const mark = full.search(/(?<=\d)\D/)
        await field.evaluate((input: HTMLInputElement, at) => input.setSelectionRange(at, at), mark + 1)
        await page.keyboard.press('Backspace')
        const before = full.slice(0, mark).replace(/\D/g, '').length
        shown[L[name]] = masked(mask, digits.slice(0, before - 1) + digits.slice(before))
        await expect(field).toHaveValue(shown[L[name]]!)
        last = L[name]
      }
      await expectSeen(element, {fields: shown, messages: {}, focus: last})
    })

    test.describe('JavaScript arriving late', () => {
      // A send before the JavaScript is a plain form post: the server answers 400 with the page and its messages.
      test.use({expectedConsoleErrors: [/status of 400 \(Bad Request\)/]})

      test('typed before it, kept and formatted after; a send before it works too', async ({page}) => {
        const javaScript = await holdJavaScript(page)
        // Not "load": that waits for the JavaScript held back.
        await page.goto(form.path, {waitUntil: 'commit'})
        const element = page.locator(form.selector)
        const nome = uniqueName('Chega Tarde')
        const filled = shownFilling(form, nome)
        const typed = typedFilling(form, nome)
        // The server's HTML only: plain fields, no masks.
        const before = {[L.nome]: nome, ...form.late.before}
        for (const [label, text] of Object.entries(before)) await typeInto(element.getByLabel(label, {exact: true}), text)
        // Sent before the JavaScript: the server answers with its messages and gives back everything
        // as it was typed (the page is a new one, its JavaScript still held back).
        await submitButton(page).click()
        await expectSeen(element, {
          fields: {...EMPTY, ...before},
          messages: messagesBut(form, ...Object.keys(before)),
          alert: form.refusedEmpty.alert,
        })
        // More typed while the JavaScript is still on its way, then it arrives.
        for (const label of form.late.whileHeld) await typeInto(element.getByLabel(label, {exact: true}), typed[label]!)
        javaScript.release()
        // Hydrated and masked: what was typed is there, formatted; what is typed now goes where typed.
        const typedSoFar = [...Object.keys(before), ...form.late.whileHeld]
        await expectSeen(element, {
          fields: {...EMPTY, ...Object.fromEntries(typedSoFar.map((label) => [label, filled[label]!]))},
        })
        const rest = Object.keys(typed).filter((label) => !typedSoFar.includes(label))
        await answer(element, Object.fromEntries(rest.map((label) => [label, typed[label]!])))
        const lastTyped = rest.filter((label) => !isSelect(form, label)).at(-1)
        await expectSeen(element, {fields: filled, ...(lastTyped ? {focus: lastTyped} : {})})
        await appendTo(element.getByLabel(L.nome, {exact: true}), ' Souza')
        await submitButton(page).click()
        await expectSeen(element, {fields: EMPTY, status: form.success, focus: form.success})
        const sent = {...filled, [L.nome]: `${nome} Souza`}
        expect(await stored(form.collection, `${nome} Souza`)).toEqual([storedFilling(form, sent)])
      })
    })
  })
}
