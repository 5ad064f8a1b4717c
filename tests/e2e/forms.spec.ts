import type {Browser, Page} from '@playwright/test'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {BROKEN_STORE_PORT} from '../playwright.config'
import {expect, hydrated, test} from './fixtures'
import {stored, uniqueName} from './visitor'

const t = formMessages
const L = formMessages.field

async function fillVisit(page: Page, nome: string) {
  await hydrated(page)
  const form = page.locator('#formulario form')
  await form.getByLabel(L.nome).fill(nome)
  await form.getByLabel(L.email).fill('cliente@exemplo.com.br')
  await form.getByLabel(L.telefone).pressSequentially('41998765432')
  await form.getByLabel(L.cpf).pressSequentially('52998224725')
  await form.getByLabel(L.prefContato).selectOption('Celular')
  await form.getByLabel(L.cidade).selectOption({label: 'São José dos Pinhais'})
  await form.getByLabel(L.cep).pressSequentially('83005001')
  await form.getByLabel(L.endereco).fill('Rua das Flores, 123, Centro')
  await form.getByLabel(L.demanda).fill('Horta de temperos no quintal, cerca de 10 m².')
  return form
}

// More of both forms, used as people use them: *-in-use.spec.ts.
test.describe('visit booking form', () => {
  test('checks in the spec\u2019s order, shows each message and focuses the field', async ({page}) => {
    await page.goto('/projetos#formulario')
    await hydrated(page)
    const form = page.locator('#formulario form')
    const submit = form.getByRole('button', {name: t.visit.submit})
    await expect(form.getByRole('link', {name: messages.privacy.link})).toHaveAttribute('href', '/politica-de-privacidade')

    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(t.visit.cidadeInvalid)
    await expect(form.getByLabel(L.cidade)).toBeFocused()
    await expect(form.getByLabel(L.cidade)).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel(L.cidade).selectOption('curitiba')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(t.visit.prefContatoInvalid)
    await expect(form.getByLabel(L.prefContato)).toBeFocused()

    await form.getByLabel(L.prefContato).selectOption('Email')
    await form.getByLabel(L.cpf).pressSequentially('11111111111')
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(t.visit.incomplete)
    await expect(form.getByText(t.invalid.cpf)).toBeVisible()
    await expect(form.getByLabel(L.nome)).toBeFocused()
  })

  test('shows "Enviando…" and disables the button while sending; a double click stores one booking', async ({page}) => {
    await page.goto('/projetos')
    const nome = uniqueName('Davi Clique')
    const form = await fillVisit(page, nome)
    // Hold the posts until the sending state has been seen, however slow the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/projetos*', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await form.getByRole('button', {name: t.visit.submit}).dblclick()
    await expect(form.getByRole('button', {name: t.sending})).toBeDisabled()
    await expect(form).toHaveAttribute('data-status', 'enviando')
    await expect(form.getByRole('status')).toHaveText(t.sending)
    release()
    await expect(form.getByRole('status')).toHaveText(t.visit.success)
    await expect(form).toHaveAttribute('data-status', 'sucesso')
    expect(await stored('agendamentos', nome)).toHaveLength(1)
  })

  test.describe('when no answer comes from the site (the network)', () => {
    test.use({expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/]})

    test('the failure message, at every send; what was typed stays, nothing is stored', async ({page}) => {
      await page.goto('/projetos')
      const nome = uniqueName('Sem Rede')
      const form = await fillVisit(page, nome)
      /** Each send, held at the network until let go. */
      const held: Array<() => void> = []
      await page.route('**/projetos.data*', async (route) => {
        await new Promise<void>((resolve) => held.push(resolve))
        await route.abort('internetdisconnected')
      })
      for (let send = 0; send < 2; send++) {
        await form.getByRole('button', {name: t.visit.submit}).click()
        await expect(form).toHaveAttribute('data-status', 'enviando')
        await expect(form.getByRole('alert')).toHaveText('')
        // Let go once it has reached the network: the form says "sending" a moment before.
        await expect.poll(() => held.length).toBe(send + 1)
        held[send]!()
        await expect(form.getByRole('alert')).toHaveText(`${t.failurePrefix}${t.unexpected}`)
        await expect(form.getByLabel(L.nome)).toHaveValue(nome)
        await expect(form.getByLabel(L.cpf)).toHaveValue('529.982.247-25')
      }
      expect(await stored('agendamentos', nome)).toEqual([])
    })
  })

  test('fills the address from the CEP, and leaves the visitor free when ViaCEP fails or is slow', async ({page}) => {
    await page.goto('/projetos')
    await hydrated(page)
    const form = page.locator('#formulario form')
    await form.getByLabel(L.cep).pressSequentially('80010000')
    await expect(form.getByLabel(L.endereco)).toHaveValue('Rua XV de Novembro, Centro, Curitiba - PR')
    await expect(form.getByLabel(L.cidade)).toHaveValue('curitiba')
    await expect(form.getByText(t.visit.cepFound)).toBeVisible()

    await page.goto('/projetos')
    await hydrated(page)
    const unknownCep = page.waitForResponse('**/api/cep/00000000')
    await form.getByLabel(L.cep).pressSequentially('00000000')
    await (await unknownCep).finished()
    // Let the page handle the answer (a task after the response), then check it did nothing.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
    expect(await form.getByLabel(L.endereco).inputValue()).toBe('')

    await page.goto('/projetos')
    const nome = uniqueName('Lenta Consulta')
    await fillVisit(page, nome)
    await form.getByLabel(L.cep).fill('')
    await form.getByLabel(L.cep).pressSequentially('99999999')
    await form.getByRole('button', {name: t.visit.submit}).click()
    await expect(form.getByRole('status')).toHaveText(t.visit.success)
    expect(await stored('agendamentos', nome)).toHaveLength(1)
  })
})

/**
 * Opens a page in a browser with JavaScript off (a client address of its own, so the per-client
 * limit is its own too) and gives the page, the form in it, and how to close it.
 */
async function formWithoutJavaScript(browser: Browser, path: string, selector: string, baseURL?: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(baseURL ? {baseURL} : {}),
    extraHTTPHeaders: {'x-forwarded-for': `10.200.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`},
  })
  const page = await context.newPage()
  await page.goto(path)
  return {page, form: page.locator(selector), close: () => context.close()}
}

test.describe('without JavaScript', () => {
  test('the server checks with the same messages, keeps what was typed, and stores a valid booking', async ({browser}) => {
    const {page, form, close} = await formWithoutJavaScript(browser, '/projetos', '#formulario form')
    const nome = uniqueName('Olga Semjs')
    await form.getByLabel(L.nome).fill(nome)
    await form.getByLabel(L.cpf).fill('123.456.789-00')
    await form.getByRole('button', {name: t.visit.submit}).click()

    await expect(page).toHaveURL(/\/projetos#formulario$/)
    await expect(form.getByRole('alert')).toHaveText(t.visit.cidadeInvalid)
    await expect(form.getByLabel(L.nome)).toHaveValue(nome)
    await expect(form.getByLabel(L.cpf)).toHaveValue('123.456.789-00')
    await expect(form.getByText(t.invalid.cpf)).toBeVisible()

    await form.getByLabel(L.email).fill('olga@exemplo.com')
    await form.getByLabel(L.telefone).fill('41 99999 8888')
    await form.getByLabel(L.cpf).fill('12345678909')
    await form.getByLabel(L.prefContato).selectOption('Email')
    await form.getByLabel(L.cidade).selectOption('pinhais')
    await form.getByLabel(L.cep).fill('83320000')
    await form.getByLabel(L.endereco).fill('Av. Camilo di Lellis, 10')
    await form.getByLabel(L.demanda).fill('Hortoterapia para um grupo de idosos.')
    await form.getByRole('button', {name: t.visit.submit}).click()
    await expect(form.getByRole('status')).toHaveText(t.visit.success)
    const documents = await stored('agendamentos', nome)
    expect(documents).toHaveLength(1)
    expect(documents[0]!).toMatchObject({cpf: '123.456.789-09', telefone: '(41) 99999-8888', cep: '83.320-000'})
    await close()
  })

  test('the reservation works too', async ({browser}) => {
    const {form, close} = await formWithoutJavaScript(browser, '/eva-baby', '#reservar_baby form')
    const nome = uniqueName('Rui Semjs')
    await form.getByLabel(L.nome).fill(nome)
    await form.getByLabel(L.email).fill('rui@exemplo.com')
    await form.getByLabel(L.telefone).fill('(41) 98765-4321')
    await form.getByRole('button', {name: t.reservation.submit}).click()
    await expect(form.getByRole('alert')).toHaveText(t.reservation.colorMissing)
    await expect(form.getByLabel(L.nome)).toHaveValue(nome)
    await form.getByLabel(L.color).selectOption('branca')
    await form.getByRole('button', {name: t.reservation.submit}).click()
    await expect(form.getByRole('status')).toHaveText(t.reservation.success)
    expect(await stored('reservas_evababy', nome)).toHaveLength(1)
    await close()
  })
})

test.describe('when the store is unreachable', () => {
  test.use({baseURL: `http://localhost:${BROKEN_STORE_PORT}`})

  test('the reservation too, without JavaScript', async ({browser}) => {
    const {form, close} = await formWithoutJavaScript(
      browser,
      '/eva-baby',
      '#reservar_baby form',
      `http://localhost:${BROKEN_STORE_PORT}`,
    )
    await form.getByLabel(L.nome).fill('Sara Sem Banco')
    await form.getByLabel(L.email).fill('sara@exemplo.com')
    await form.getByLabel(L.telefone).fill('(41) 98765-4321')
    await form.getByLabel(L.color).selectOption('branca')
    await form.getByRole('button', {name: t.reservation.submit}).click()
    await expect(form.getByRole('alert')).toContainText(t.failurePrefix)
    await expect(form.getByLabel(L.nome)).toHaveValue('Sara Sem Banco')
    await expect(form.getByLabel(L.color)).toHaveValue('branca')
    await close()
  })
})
