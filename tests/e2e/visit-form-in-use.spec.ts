// The visit booking form (/projetos) used the way people use it, on a phone's width: typing on
// the keyboard after every kind of refusal, Tab and Shift+Tab, corrections, pastes, autofill,
// Backspace over the masks, a double submit, and JavaScript that arrives late. Each step checks
// every field, every message and the focus, and the end checks what was stored.
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

const DEMANDA = 'Conte sua demanda: o tamanho da área disponível e o que deseja cultivar'
const EMPTY = {
  'Nome completo': '',
  'E-mail': '',
  'Telefone (celular)': '',
  CPF: '',
  'Preferência de contato': 'Preferência de contato',
  CEP: '',
  Cidade: 'Cidade',
  'Endereço da visita': '',
  [DEMANDA]: '',
}
const MESSAGE = {
  'Nome completo': 'Informe seu nome (até 100 caracteres).',
  'E-mail': 'Informe um e-mail válido, como nome@exemplo.com.br.',
  'Telefone (celular)': 'Informe o celular com DDD: (00) 00000-0000.',
  CPF: 'CPF inválido: confira os 11 números.',
  'Preferência de contato': 'Escolha Celular ou Email.',
  CEP: 'Informe o CEP com 8 números: 00.000-000.',
  Cidade: 'Escolha uma das cidades atendidas.',
  'Endereço da visita': 'Informe o endereço da visita (até 200 caracteres).',
  [DEMANDA]: 'Conte a sua demanda (até 2000 caracteres).',
}
/** The messages of every field but these. */
const messagesBut = (...valid: string[]) =>
  Object.fromEntries(Object.entries(MESSAGE).filter(([label]) => !valid.includes(label)))

const SUCCESS = 'Agendamento realizado com sucesso!'
const visitForm = (page: Page) => page.locator('#formulario form')
const submitButton = (page: Page) => visitForm(page).getByRole('button', {name: 'Agendar visita'})

test('after each kind of refusal, what the visitor types goes into the field they are in', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  const nome = uniqueName('Ana')

  // 1. Nothing chosen: the city first.
  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, messages: MESSAGE, alert: ['*Cidade inválida'], focus: 'Cidade'})
  await typeInto(form.getByLabel('Nome completo'), nome)
  await expectSeen(form, {
    fields: {...EMPTY, 'Nome completo': nome},
    messages: messagesBut('Nome completo'),
    alert: ['*Cidade inválida'],
    focus: 'Nome completo',
  })

  // 2. The city chosen, the contact preference not.
  await form.getByLabel('Cidade').selectOption({label: 'Pinhais'})
  await submitButton(page).click()
  await expectSeen(form, {
    messages: messagesBut('Nome completo', 'Cidade'),
    alert: ['*Preferência de contato inválida'],
    focus: 'Preferência de contato',
  })
  await typeInto(form.getByLabel('Telefone (celular)'), '41998765432')
  await expectSeen(form, {
    fields: {...EMPTY, 'Nome completo': nome, Cidade: 'Pinhais', 'Telefone (celular)': '(41) 99876-5432'},
    messages: messagesBut('Nome completo', 'Cidade', 'Telefone (celular)'),
    alert: ['*Preferência de contato inválida'],
    focus: 'Telefone (celular)',
  })

  // 3. Both chosen, the rest incomplete: the first missing field in the spec's order gets focus.
  await form.getByLabel('Preferência de contato').selectOption('Email')
  await submitButton(page).click()
  await expectSeen(form, {alert: ['*Preencha todas as informações primeiro'], focus: 'E-mail'})
  await page.keyboard.type('ana@exemplo.com.br')
  await answer(form, {
    CPF: '52998224725',
    CEP: '83320000',
    'Endereço da visita': 'Rua <Sem Nome>, 2 & fundos',
    [DEMANDA]: 'Horta <3',
  })
  await page.keyboard.press('Enter')
  await page.keyboard.type('Dois canteiros de 2 m²')
  const filled = {
    'Nome completo': nome,
    'E-mail': 'ana@exemplo.com.br',
    'Telefone (celular)': '(41) 99876-5432',
    CPF: '529.982.247-25',
    'Preferência de contato': 'Email',
    CEP: '83.320-000',
    Cidade: 'Pinhais',
    'Endereço da visita': 'Rua <Sem Nome>, 2 & fundos',
    [DEMANDA]: 'Horta <3\nDois canteiros de 2 m²',
  }
  await expectSeen(form, {fields: filled, messages: {}, alert: [], focus: DEMANDA})

  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, messages: {}, alert: [], status: SUCCESS, focus: SUCCESS})
  expect(await stored('agendamentos', nome)).toEqual([
    {
      nome,
      email: 'ana@exemplo.com.br',
      telefone: '(41) 99876-5432',
      cpf: '529.982.247-25',
      prefContato: 'Email',
      cidade: 'pinhais',
      cep: '83.320-000',
      endereco: 'Rua <Sem Nome>, 2 & fundos',
      demanda: 'Horta <3\nDois canteiros de 2 m²',
      dataSolicitacao: expect.any(Date),
    },
  ])
})

test.describe('when the store is down', () => {
  test.use({baseURL: `http://localhost:${BROKEN_STORE_PORT}`})

  test('the refusal keeps every field, and typing afterwards still goes where the visitor types', async ({page}) => {
    await page.goto('/projetos#formulario')
    const form = visitForm(page)
    await answer(form, {
      'Nome completo': 'Mário Sem Banco',
      'E-mail': 'mario@exemplo.com',
      'Telefone (celular)': '41998765432',
      CPF: '52998224725',
      'Preferência de contato': 'Celular',
      CEP: '83320000',
      Cidade: 'Curitiba',
      'Endereço da visita': 'Rua A, 1',
      [DEMANDA]: 'Horta',
    })
    await submitButton(page).click()
    const kept = {
      'Nome completo': 'Mário Sem Banco',
      'E-mail': 'mario@exemplo.com',
      'Telefone (celular)': '(41) 99876-5432',
      CPF: '529.982.247-25',
      'Preferência de contato': 'Celular',
      CEP: '83.320-000',
      Cidade: 'Curitiba',
      'Endereço da visita': 'Rua A, 1',
      [DEMANDA]: 'Horta',
    }
    await expectSeen(form, {
      fields: kept,
      messages: {},
      alert: [
        'Falha ao realizar o agendamento: não conseguimos registrar o seu pedido agora. Tente novamente em alguns minutos.',
      ],
    })
    await appendTo(form.getByLabel(DEMANDA), ' no quintal')
    await appendTo(form.getByLabel('Endereço da visita'), ', fundos')
    await expectSeen(form, {
      fields: {...kept, [DEMANDA]: 'Horta no quintal', 'Endereço da visita': 'Rua A, 1, fundos'},
      focus: 'Endereço da visita',
    })
  })
})

test.describe('when the edge says there were too many sends', () => {
  test.use({expectedConsoleErrors: [/status of 429 \(Too Many Requests\)/]})

  test('the refusal keeps every field; typing goes where the visitor types; later it is stored once', async ({page}) => {
    const withinTheLimit = await overTheEdgeLimit(page, '/projetos')
    await page.goto('/projetos#formulario')
    const form = visitForm(page)
    const nome = uniqueName('Muitas Vezes')
    await answer(form, {
      'Nome completo': nome,
      'E-mail': 'muitas@exemplo.com',
      'Telefone (celular)': '41998765432',
      CPF: '52998224725',
      'Preferência de contato': 'Email',
      CEP: '83320000',
      Cidade: 'Mandirituba',
      'Endereço da visita': 'Rua E, 5',
      [DEMANDA]: 'Horta',
    })
    await submitButton(page).click()
    const kept = {
      'Nome completo': nome,
      'E-mail': 'muitas@exemplo.com',
      'Telefone (celular)': '(41) 99876-5432',
      CPF: '529.982.247-25',
      'Preferência de contato': 'Email',
      CEP: '83.320-000',
      Cidade: 'Mandirituba',
      'Endereço da visita': 'Rua E, 5',
      [DEMANDA]: 'Horta',
    }
    await expectSeen(form, {
      fields: kept,
      messages: {},
      alert: ['Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.'],
    })
    await appendTo(form.getByLabel(DEMANDA), ' e temperos')
    await expectSeen(form, {fields: {...kept, [DEMANDA]: 'Horta e temperos'}, focus: DEMANDA})
    expect(await stored('agendamentos', nome)).toEqual([])

    await withinTheLimit()
    await submitButton(page).click()
    await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
    expect(await stored('agendamentos', nome)).toEqual([expect.objectContaining({demanda: 'Horta e temperos'})])
  })
})

test('Tab and Shift+Tab go through every field in order, and typing lands in each', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  await submitButton(page).click()
  await expectSeen(form, {focus: 'Cidade'})

  const nome = uniqueName('Teclado Só')
  await form.getByLabel('Nome completo').click()
  const keys: Array<[label: string, keys: string]> = [
    ['Nome completo', nome],
    ['E-mail', 'tecla@exemplo.com'],
    ['Telefone (celular)', '41988887777'],
    ['CPF', '12345678909'],
    ['Preferência de contato', 'ArrowDown'],
    ['CEP', '80010001'],
    ['Cidade', 'ArrowDown'],
    ['Endereço da visita', 'Rua das Araucárias, 5'],
    [DEMANDA, 'Jardim vertical'],
  ]
  for (const [label, typed] of keys) {
    await expectSeen(form, {focus: label})
    if (typed === 'ArrowDown') await page.keyboard.press('ArrowDown')
    else await page.keyboard.type(typed)
    await page.keyboard.press('Tab')
  }
  await expectSeen(form, {focus: 'Política de Privacidade'})
  await page.keyboard.press('Tab')
  await expectSeen(form, {focus: 'Agendar visita'})
  for (const label of ['Política de Privacidade', ...keys.map(([name]) => name).reverse()]) {
    await page.keyboard.press('Shift+Tab')
    await expectSeen(form, {focus: label})
  }
  const filled = {
    'Nome completo': nome,
    'E-mail': 'tecla@exemplo.com',
    'Telefone (celular)': '(41) 98888-7777',
    CPF: '123.456.789-09',
    'Preferência de contato': 'Celular',
    CEP: '80.010-001',
    Cidade: 'Curitiba',
    'Endereço da visita': 'Rua das Araucárias, 5',
    [DEMANDA]: 'Jardim vertical',
  }
  await expectSeen(form, {fields: filled, messages: {}, alert: []})

  // Enter on the button sends it.
  await form.getByRole('button', {name: 'Agendar visita'}).focus()
  await page.keyboard.press('Enter')
  await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
  expect(await stored('agendamentos', nome)).toEqual([
    expect.objectContaining({nome, cpf: '123.456.789-09', cidade: 'curitiba', prefContato: 'Celular', cep: '80.010-001'}),
  ])
})

test('correcting one field while another is still wrong: only that message goes, the focus stays', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  const nome = uniqueName('Corrige Aos Poucos')
  await answer(form, {
    'Nome completo': nome,
    'E-mail': 'corrige@',
    'Telefone (celular)': '41977776666',
    CPF: '11111111111',
    'Preferência de contato': 'Email',
    CEP: '80010002',
    Cidade: 'Colombo',
    'Endereço da visita': 'Rua B, 2',
    [DEMANDA]: 'Horta',
  })
  await submitButton(page).click()
  await expectSeen(form, {
    messages: {'E-mail': MESSAGE['E-mail'], CPF: MESSAGE.CPF},
    alert: ['*Preencha todas as informações primeiro'],
    focus: 'E-mail',
  })

  await form.getByLabel('CPF').click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('5299822472')
  // Ten digits: still wrong, still said.
  await expectSeen(form, {messages: {'E-mail': MESSAGE['E-mail'], CPF: MESSAGE.CPF}, focus: 'CPF'})
  await page.keyboard.type('5')
  await expectSeen(form, {
    fields: {
      'Nome completo': nome,
      'E-mail': 'corrige@',
      'Telefone (celular)': '(41) 97777-6666',
      CPF: '529.982.247-25',
      'Preferência de contato': 'Email',
      CEP: '80.010-002',
      Cidade: 'Colombo',
      'Endereço da visita': 'Rua B, 2',
      [DEMANDA]: 'Horta',
    },
    messages: {'E-mail': MESSAGE['E-mail']},
    alert: ['*Preencha todas as informações primeiro'],
    focus: 'CPF',
  })
  await appendTo(form.getByLabel('E-mail'), 'exemplo.com')
  await expectSeen(form, {messages: {}, alert: [], focus: 'E-mail'})
  expect(await stored('agendamentos', nome)).toEqual([])
  await submitButton(page).click()
  await expectSeen(form, {status: SUCCESS, focus: SUCCESS})
  expect(await stored('agendamentos', nome)).toEqual([
    expect.objectContaining({email: 'corrige@exemplo.com', cpf: '529.982.247-25', cidade: 'colombo'}),
  ])
})

test('pasting a CPF, a phone and a CEP, masked or not, after a refusal', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  await submitButton(page).click()
  await expectSeen(form, {alert: ['*Cidade inválida']})

  const pastes: Array<[label: string, pasted: string, shown: string]> = [
    ['CPF', '529.982.247-25', '529.982.247-25'],
    ['CPF', '12345678909', '123.456.789-09'],
    ['CPF', ' 529 982 247 25 ', '529.982.247-25'],
    ['Telefone (celular)', '(41) 99876-5432', '(41) 99876-5432'],
    ['Telefone (celular)', '41998765432', '(41) 99876-5432'],
    ['Telefone (celular)', '+55 41 99876-5432', '(41) 99876-5432'],
    ['Telefone (celular)', '+55 (41) 98888-1111', '(41) 98888-1111'],
    // CEPs the address service does not know: nothing else changes.
    ['CEP', '83.320-000', '83.320-000'],
    ['CEP', '83320-001', '83.320-001'],
    ['CEP', '83320002', '83.320-002'],
  ]
  const fields: Record<string, string> = {...EMPTY}
  for (const [label, pasted, shown] of pastes) {
    await pasteInto(form.getByLabel(label), pasted)
    fields[label] = shown
    await expectSeen(form, {fields, focus: label})
  }
  await expectSeen(form, {messages: messagesBut('CPF', 'Telefone (celular)', 'CEP'), alert: ['*Cidade inválida']})

  // A CEP it knows fills the empty address and the city; their messages go, the city's first.
  await pasteInto(form.getByLabel('CEP'), '80010-000')
  await expectSeen(form, {
    fields: {...fields, CEP: '80.010-000', 'Endereço da visita': 'Rua XV de Novembro, Centro, Curitiba - PR', Cidade: 'Curitiba'},
    messages: {
      ...messagesBut('CPF', 'Telefone (celular)', 'CEP', 'Cidade', 'Endereço da visita'),
      CEP: 'Endereço preenchido a partir do CEP. Confira e complete com o número.',
    },
    alert: ['*Preferência de contato inválida'],
    focus: 'CEP',
  })
})

test('the browser\u2019s autofill fills several fields at once; the focus stays and the rest is typed', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  await submitButton(page).click()
  await expectSeen(form, {alert: ['*Cidade inválida']})

  const nome = uniqueName('Auto Preenchida')
  await form.getByLabel('Nome completo').click()
  await autofill(form, {
    'Nome completo': nome,
    'E-mail': 'auto@exemplo.com.br',
    'Telefone (celular)': '+55 41 99876-5432',
    CEP: '80010-000',
    'Endereço da visita': 'Rua XV de Novembro, 700, ap. 12',
  })
  // Autofill's address is kept: the CEP's lookup fills only an empty one; it sets the city.
  const autofilled = {
    ...EMPTY,
    'Nome completo': nome,
    'E-mail': 'auto@exemplo.com.br',
    'Telefone (celular)': '(41) 99876-5432',
    CEP: '80.010-000',
    Cidade: 'Curitiba',
    'Endereço da visita': 'Rua XV de Novembro, 700, ap. 12',
  }
  await expectSeen(form, {
    fields: autofilled,
    messages: {CPF: MESSAGE.CPF, 'Preferência de contato': MESSAGE['Preferência de contato'], [DEMANDA]: MESSAGE[DEMANDA]},
    focus: 'Nome completo',
  })

  await typeInto(form.getByLabel('CPF'), '52998224725')
  await form.getByLabel('Preferência de contato').selectOption('Celular')
  await typeInto(form.getByLabel(DEMANDA), 'Horta vertical na sacada')
  await expectSeen(form, {
    fields: {...autofilled, CPF: '529.982.247-25', 'Preferência de contato': 'Celular', [DEMANDA]: 'Horta vertical na sacada'},
    messages: {},
    alert: [],
  })
  await submitButton(page).click()
  await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
  expect(await stored('agendamentos', nome)).toEqual([
    expect.objectContaining({
      email: 'auto@exemplo.com.br',
      telefone: '(41) 99876-5432',
      cep: '80.010-000',
      cidade: 'curitiba',
      endereco: 'Rua XV de Novembro, 700, ap. 12',
    }),
  ])
})

test('Backspace takes one digit at a time across the masks\u2019 punctuation, from the end or the middle', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  const fields: Array<[label: string, digits: string]> = [
    ['CPF', '52998224725'],
    ['Telefone (celular)', '41998765432'],
    ['CEP', '83320000'],
  ]
  for (const [label, digits] of fields) {
    const field = form.getByLabel(label)
    await typeInto(field, digits)
    await expect(field).toHaveValue(masked(label, digits))
    // From the end: every press removes one digit, and the punctuation before it.
    for (let left = digits.length - 1; left >= 0; left--) {
      await page.keyboard.press('Backspace')
      await expect(field).toHaveValue(masked(label, digits.slice(0, left)))
    }
    // In the middle, just after a punctuation mark: the digit before the mark goes.
    await page.keyboard.type(digits)
    const shown = masked(label, digits)
    const mark = shown.search(/(?<=\d)\D/)
    await field.evaluate((input: HTMLInputElement, at) => input.setSelectionRange(at, at), mark + 1)
    await page.keyboard.press('Backspace')
    const before = shown.slice(0, mark).replace(/\D/g, '').length
    await expect(field).toHaveValue(masked(label, digits.slice(0, before - 1) + digits.slice(before)))
  }
  await expectSeen(form, {
    fields: {...EMPTY, CPF: '529.822.472-5', 'Telefone (celular)': '(49) 98765-432', CEP: '83.200-00'},
    messages: {},
    focus: 'CEP',
  })
})

/** What the field's mask shows for these digits, however few (an oracle apart from imask). */
function masked(label: string, digits: string) {
  const mask = {CPF: '000.000.000-00', 'Telefone (celular)': '(00) 00000-0000', CEP: '00.000-000'}[label]!
  let shown = ''
  let next = 0
  for (const char of mask) {
    if (next >= digits.length) break
    shown += char === '0' ? digits[next++] : char
  }
  return shown
}

test('two quick presses of Enter send once and store one booking', async ({page}) => {
  await page.goto('/projetos#formulario')
  const form = visitForm(page)
  const nome = uniqueName('Enter Duplo')
  await answer(form, {
    'Nome completo': nome,
    'E-mail': 'duplo@exemplo.com',
    'Telefone (celular)': '41998765432',
    CPF: '52998224725',
    'Preferência de contato': 'Email',
    CEP: '80010003',
    Cidade: 'Araucária',
    'Endereço da visita': 'Rua C, 3',
    [DEMANDA]: 'Horta',
  })
  await form.getByLabel('E-mail').click()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expectSeen(form, {fields: EMPTY, messages: {}, alert: [], status: SUCCESS, focus: SUCCESS})
  expect(await stored('agendamentos', nome)).toHaveLength(1)
})

test.describe('JavaScript arriving late', () => {
  // A send before the JavaScript is a plain form post: the server answers 400 with the page and its messages.
  test.use({expectedConsoleErrors: [/status of 400 \(Bad Request\)/]})

  test('JavaScript arriving late: typed before it, kept and formatted after; a send before it works too', async ({page}) => {
    const javaScript = await holdJavaScript(page)
    // Not "load": that waits for the JavaScript held back.
    await page.goto('/projetos#formulario', {waitUntil: 'commit'})
    const form = visitForm(page)
    const nome = uniqueName('Chega Tarde')
    // The server's HTML only: plain fields, no masks.
    await typeInto(form.getByLabel('Nome completo'), nome)
    await typeInto(form.getByLabel('CPF'), '52998224725')
    await typeInto(form.getByLabel('Telefone (celular)'), '41 99876 5432')
    // Sent before the JavaScript: the server answers with its messages and gives back everything
    // as it was typed (the page is a new one, its JavaScript still held back).
    await submitButton(page).click()
    await expectSeen(form, {
      fields: {...EMPTY, 'Nome completo': nome, CPF: '52998224725', 'Telefone (celular)': '41 99876 5432'},
      messages: messagesBut('Nome completo', 'CPF', 'Telefone (celular)'),
      alert: ['*Cidade inválida'],
    })
    // More typed while the JavaScript is still on its way, then it arrives.
    await typeInto(form.getByLabel('E-mail'), 'tarde@exemplo.com')
    await typeInto(form.getByLabel('CEP'), '83320000')
    javaScript.release()
    // Hydrated and masked: what was typed is there, formatted; what is typed now goes where typed.
    await expectSeen(form, {
      fields: {
        ...EMPTY,
        'Nome completo': nome,
        'E-mail': 'tarde@exemplo.com',
        CPF: '529.982.247-25',
        'Telefone (celular)': '(41) 99876-5432',
        CEP: '83.320-000',
      },
    })
    await answer(form, {
      'Endereço da visita': 'Rua D, 4',
      'Preferência de contato': 'Email',
      Cidade: 'Piraquara',
      [DEMANDA]: 'Horta comunitária',
    })
    const filled = {
      'Nome completo': nome,
      'E-mail': 'tarde@exemplo.com',
      'Telefone (celular)': '(41) 99876-5432',
      CPF: '529.982.247-25',
      'Preferência de contato': 'Email',
      CEP: '83.320-000',
      Cidade: 'Piraquara',
      'Endereço da visita': 'Rua D, 4',
      [DEMANDA]: 'Horta comunitária',
    }
    await expectSeen(form, {fields: filled, focus: DEMANDA})
    await submitButton(page).click()
    await expectSeen(form, {fields: EMPTY, status: SUCCESS, focus: SUCCESS})
    expect(await stored('agendamentos', nome)).toEqual([
      expect.objectContaining({email: 'tarde@exemplo.com', cpf: '529.982.247-25', cep: '83.320-000', cidade: 'piraquara'}),
    ])
  })
})
