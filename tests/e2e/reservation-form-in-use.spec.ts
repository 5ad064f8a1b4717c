// The EVA Baby reservation (/eva-baby) used the way people use it, on a phone's width. Each step
// checks every field, every message and the focus; the end checks what was stored.
import type {Page} from '@playwright/test'
import {BROKEN_STORE_PORT} from '../playwright.config'
import {expect, test} from './fixtures'
import {
  PHONE_VIEWPORT,
  answer,
  overTheEdgeLimit,
  appendTo,
  autofill,
  expectSeen,
  holdJavaScript,
  pasteInto,
  stored,
  typeInto,
  uniqueName,
} from './visitor'

test.use({viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write']})

const EMPTY = {'Nome completo': '', 'E-mail': '', 'Telefone (celular)': '', Cor: 'Escolha a cor da sua Baby'}
const MESSAGE = {
  'Nome completo': 'Informe seu nome (até 100 caracteres).',
  'E-mail': 'Informe um e-mail válido, como nome@exemplo.com.br.',
  'Telefone (celular)': 'Informe o celular com DDD: (00) 00000-0000.',
  Cor: 'Escolha a cor.',
}
const INCOMPLETE = '*Preencha todas as informações corretamente'
const NO_COLOUR = '*Escolha uma cor da sua EVA Baby'
const SUCCESS = 'Reserva realizada com sucesso!'

const reservationForm = (page: Page) => page.locator('#reservar_baby form')
const submitButton = (page: Page) => reservationForm(page).getByRole('button', {name: 'Reservar'})

test('after each kind of refusal, what the visitor types goes into the field they are in', async ({page}) => {
  await page.goto('/eva-baby#reservar_baby')
  const form = reservationForm(page)
  const nome = uniqueName('Helena')

  // 1. Empty: both messages, focus on the name.
  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, messages: MESSAGE, alert: [INCOMPLETE, NO_COLOUR], focus: 'Nome completo'})
  await typeInto(form.getByLabel('Telefone (celular)'), '41977776666')
  await expectSeen(form, {
    fields: {...EMPTY, 'Telefone (celular)': '(41) 97777-6666'},
    messages: {'Nome completo': MESSAGE['Nome completo'], 'E-mail': MESSAGE['E-mail'], Cor: MESSAGE.Cor},
    alert: [INCOMPLETE, NO_COLOUR],
    focus: 'Telefone (celular)',
  })
  await typeInto(form.getByLabel('Nome completo'), nome)
  await typeInto(form.getByLabel('E-mail'), 'helena@exemplo')

  // 2. Data right but an e-mail without its ending, and no colour.
  await submitButton(page).click()
  await expectSeen(form, {
    messages: {'E-mail': MESSAGE['E-mail'], Cor: MESSAGE.Cor},
    alert: [INCOMPLETE, NO_COLOUR],
    focus: 'E-mail',
  })
  await page.keyboard.type('.com')

  // 3. Only the colour missing.
  await submitButton(page).click()
  await expectSeen(form, {messages: {Cor: MESSAGE.Cor}, alert: [NO_COLOUR], focus: 'Cor'})
  await page.keyboard.press('ArrowDown')
  await expectSeen(form, {
    fields: {'Nome completo': nome, 'E-mail': 'helena@exemplo.com', 'Telefone (celular)': '(41) 97777-6666', Cor: 'Branca'},
    messages: {},
    alert: [],
    focus: 'Cor',
  })
  expect(await stored('reservas_evababy', nome)).toEqual([])

  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, messages: {}, alert: [], status: SUCCESS, focus: SUCCESS})
  expect(await stored('reservas_evababy', nome)).toEqual([
    {nome, email: 'helena@exemplo.com', telefone: '(41) 97777-6666', color: 'branca', dataSolicitacao: expect.any(Date)},
  ])
})

test.describe('when the store is down', () => {
  test.use({baseURL: `http://localhost:${BROKEN_STORE_PORT}`})

  test('the refusal keeps every field, and typing afterwards still goes where the visitor types', async ({page}) => {
    await page.goto('/eva-baby#reservar_baby')
    const form = reservationForm(page)
    await answer(form, {
      'Nome completo': 'Sara Sem Banco',
      'E-mail': 'sara@exemplo.com',
      'Telefone (celular)': '41987654321',
      Cor: 'All Black',
    })
    await submitButton(page).click()
    const kept = {
      'Nome completo': 'Sara Sem Banco',
      'E-mail': 'sara@exemplo.com',
      'Telefone (celular)': '(41) 98765-4321',
      Cor: 'All Black',
    }
    await expectSeen(form, {
      fields: kept,
      messages: {},
      alert: [
        'Falha ao realizar o agendamento: não conseguimos registrar o seu pedido agora. Tente novamente em alguns minutos.',
      ],
    })
    await appendTo(form.getByLabel('Nome completo'), ' Lima')
    await expectSeen(form, {fields: {...kept, 'Nome completo': 'Sara Sem Banco Lima'}, focus: 'Nome completo'})
  })
})

test.describe('when the edge says there were too many sends', () => {
  test.use({expectedConsoleErrors: [/status of 429 \(Too Many Requests\)/]})

  test('the refusal keeps every field; typing goes where the visitor types; later it is stored once', async ({page}) => {
    const withinTheLimit = await overTheEdgeLimit(page, '/eva-baby')
    await page.goto('/eva-baby#reservar_baby')
    const form = reservationForm(page)
    const nome = uniqueName('Reserva Insistente')
    await answer(form, {
      'Nome completo': nome,
      'E-mail': 'insiste@exemplo.com',
      'Telefone (celular)': '41998765432',
      Cor: 'All Black',
    })
    await submitButton(page).click()
    const kept = {
      'Nome completo': nome,
      'E-mail': 'insiste@exemplo.com',
      'Telefone (celular)': '(41) 99876-5432',
      Cor: 'All Black',
    }
    await expectSeen(form, {
      fields: kept,
      messages: {},
      alert: ['Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'],
    })
    await appendTo(form.getByLabel('E-mail'), '.br')
    await expectSeen(form, {fields: {...kept, 'E-mail': 'insiste@exemplo.com.br'}, focus: 'E-mail'})
    expect(await stored('reservas_evababy', nome)).toEqual([])

    await withinTheLimit()
    await submitButton(page).click()
    await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
    expect(await stored('reservas_evababy', nome)).toEqual([expect.objectContaining({email: 'insiste@exemplo.com.br'})])
  })
})

test('Tab and Shift+Tab go through every field in order, and typing lands in each', async ({page}) => {
  await page.goto('/eva-baby#reservar_baby')
  const form = reservationForm(page)
  await submitButton(page).click()
  await expectSeen(form, {focus: 'Nome completo'})

  const nome = uniqueName('Tab Reserva')
  const keys: Array<[label: string, keys: string]> = [
    ['Nome completo', nome],
    ['E-mail', 'tab@exemplo.com'],
    ['Telefone (celular)', '41966665555'],
    ['Cor', 'ArrowDown ArrowDown'],
  ]
  for (const [label, typed] of keys) {
    await expectSeen(form, {focus: label})
    if (typed.startsWith('Arrow')) for (const key of typed.split(' ')) await page.keyboard.press(key)
    else await page.keyboard.type(typed)
    await page.keyboard.press('Tab')
  }
  await expectSeen(form, {focus: 'Política de Privacidade'})
  await page.keyboard.press('Tab')
  await expectSeen(form, {focus: 'Reservar'})
  for (const label of ['Política de Privacidade', ...keys.map(([name]) => name).reverse()]) {
    await page.keyboard.press('Shift+Tab')
    await expectSeen(form, {focus: label})
  }
  await expectSeen(form, {
    fields: {'Nome completo': nome, 'E-mail': 'tab@exemplo.com', 'Telefone (celular)': '(41) 96666-5555', Cor: 'All Black'},
    messages: {},
    alert: [],
  })
  await page.keyboard.press('Enter')
  await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
  expect(await stored('reservas_evababy', nome)).toEqual([expect.objectContaining({color: 'all_black'})])
})

test('correcting one field while another is still wrong: only that message goes, the focus stays', async ({page}) => {
  await page.goto('/eva-baby#reservar_baby')
  const form = reservationForm(page)
  const nome = uniqueName('Corrige Reserva')
  await answer(form, {
    'Nome completo': nome,
    'E-mail': 'corrige',
    'Telefone (celular)': '4133334444',
    Cor: 'Branca',
  })
  await submitButton(page).click()
  await expectSeen(form, {
    messages: {'E-mail': MESSAGE['E-mail'], 'Telefone (celular)': MESSAGE['Telefone (celular)']},
    alert: [INCOMPLETE],
    focus: 'E-mail',
  })
  await form.getByLabel('Telefone (celular)').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('41999998888')
  await expectSeen(form, {
    fields: {'Nome completo': nome, 'E-mail': 'corrige', 'Telefone (celular)': '(41) 99999-8888', Cor: 'Branca'},
    messages: {'E-mail': MESSAGE['E-mail']},
    alert: [INCOMPLETE],
    focus: 'Telefone (celular)',
  })
  await appendTo(form.getByLabel('E-mail'), '@exemplo.com')
  await expectSeen(form, {messages: {}, alert: [], focus: 'E-mail'})
  await page.keyboard.press('Enter')
  await expectSeen(form, {status: SUCCESS, focus: SUCCESS})
  expect(await stored('reservas_evababy', nome)).toEqual([
    expect.objectContaining({email: 'corrige@exemplo.com', telefone: '(41) 99999-8888'}),
  ])
})

test('pasting a phone, masked or not; autofill filling name, e-mail and phone at once', async ({page}) => {
  await page.goto('/eva-baby#reservar_baby')
  const form = reservationForm(page)
  await submitButton(page).click()
  await expectSeen(form, {alert: [INCOMPLETE, NO_COLOUR]})
  const phone = form.getByLabel('Telefone (celular)')
  for (const [pasted, shown] of [
    ['(41) 99876-5432', '(41) 99876-5432'],
    ['41998765432', '(41) 99876-5432'],
    ['+55 41 99876-5432', '(41) 99876-5432'],
    ['+55 (41) 98888-1111', '(41) 98888-1111'],
  ] as const) {
    await pasteInto(phone, pasted)
    await expectSeen(form, {fields: {...EMPTY, 'Telefone (celular)': shown}, focus: 'Telefone (celular)'})
  }

  const nome = uniqueName('Auto Reserva')
  await form.getByLabel('Nome completo').click()
  await autofill(form, {'Nome completo': nome, 'E-mail': 'auto.reserva@exemplo.com', 'Telefone (celular)': '+55 41 97777-1234'})
  await expectSeen(form, {
    fields: {
      'Nome completo': nome,
      'E-mail': 'auto.reserva@exemplo.com',
      'Telefone (celular)': '(41) 97777-1234',
      Cor: EMPTY.Cor,
    },
    messages: {Cor: MESSAGE.Cor},
    alert: [NO_COLOUR],
    focus: 'Nome completo',
  })
  await form.getByLabel('Cor').selectOption('all_black')
  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
  expect(await stored('reservas_evababy', nome)).toEqual([
    expect.objectContaining({email: 'auto.reserva@exemplo.com', telefone: '(41) 97777-1234', color: 'all_black'}),
  ])
})

test('Backspace takes one digit at a time across the phone mask; a double send stores once', async ({page}) => {
  await page.goto('/eva-baby#reservar_baby')
  const form = reservationForm(page)
  const phone = form.getByLabel('Telefone (celular)')
  await typeInto(phone, '41998765432')
  const shown = ['(41) 99876-543', '(41) 99876-54', '(41) 99876-5', '(41) 99876', '(41) 9987', '(41) 998', '(41) 99']
  for (const value of shown) {
    await page.keyboard.press('Backspace')
    await expect(phone).toHaveValue(value)
  }
  for (const value of ['(41) 9', '(41', '(4', '']) {
    await page.keyboard.press('Backspace')
    await expect(phone).toHaveValue(value)
  }

  const nome = uniqueName('Envio Duplo')
  await typeInto(form.getByLabel('Nome completo'), nome)
  await typeInto(form.getByLabel('E-mail'), 'duplo@exemplo.com')
  await typeInto(phone, '41998765432')
  await form.getByLabel('Cor').selectOption('branca')
  await submitButton(page).dblclick()
  await expectSeen(form, {fields: EMPTY, alert: [], status: SUCCESS, focus: SUCCESS})
  await phone.click()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expectSeen(form, {alert: [INCOMPLETE, NO_COLOUR]})
  expect(await stored('reservas_evababy', nome)).toHaveLength(1)
})

test.describe('JavaScript arriving late', () => {
  // A send before the JavaScript is a plain form post: the server answers 400 with the page and its messages.
  test.use({expectedConsoleErrors: [/status of 400 \(Bad Request\)/]})

  test('JavaScript arriving late: used before it, then after', async ({page}) => {
    const javaScript = await holdJavaScript(page)
    await page.goto('/eva-baby#reservar_baby', {waitUntil: 'commit'})
    const form = reservationForm(page)
    const nome = uniqueName('Reserva Tarde')
    await typeInto(form.getByLabel('Nome completo'), nome)
    await typeInto(form.getByLabel('Telefone (celular)'), '41998765432')
    await submitButton(page).click()
    // The server's answer to a send without JavaScript: its messages, everything given back.
    await expectSeen(form, {
      fields: {...EMPTY, 'Nome completo': nome, 'Telefone (celular)': '41998765432'},
      messages: {'E-mail': MESSAGE['E-mail'], Cor: MESSAGE.Cor},
      alert: [INCOMPLETE, NO_COLOUR],
    })
    await typeInto(form.getByLabel('E-mail'), 'tarde@exemplo.com')
    javaScript.release()
    await expectSeen(form, {
      fields: {...EMPTY, 'Nome completo': nome, 'E-mail': 'tarde@exemplo.com', 'Telefone (celular)': '(41) 99876-5432'},
    })
    await form.getByLabel('Cor').selectOption('branca')
    await appendTo(form.getByLabel('Nome completo'), ' Souza')
    await submitButton(page).click()
    await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
    expect(await stored('reservas_evababy', `${nome} Souza`)).toEqual([
      expect.objectContaining({email: 'tarde@exemplo.com', telefone: '(41) 99876-5432', color: 'branca'}),
    ])
  })
})
