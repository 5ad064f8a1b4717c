import type {Locator, Page} from '@playwright/test'
import {expect, installPausedClock, test} from './fixtures'

// The demo environment of the local store (app/invitations/demo-data.ts).
const PAGE = '/minha_eva/convite/ambiente-demo'
const invitation = (page: Page) => page.locator('.invitation')

// Headless Chromium stops delivering synthetic mouse and keyboard input to a page that
// tried to open an app through an unhandled scheme (the deep link), so after that
// attempt these tests act on the DOM directly.
const domFill = (field: Locator, value: string) => field.evaluate((input: HTMLInputElement, text) => (input.value = text), value)
const domClick = (target: Locator) => target.evaluate((element: HTMLElement) => element.click())

async function openWithClock(page: Page) {
  const appLinks: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('minhaeva:')) appLinks.push(request.url())
  })
  // Paused from the start, so the 2.5 s fallback timer starts at a known instant.
  await installPausedClock(page)
  // Not "load": the app launch may start before it and hold it back.
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'})
  // The app launch is the first thing the hydrated page does: from here its timer runs.
  await expect.poll(() => appLinks).toEqual(['minhaeva://convite/ambiente-demo'])
}

test('tries the app at once, then shows the invitation when the page is still visible after 2.5 s', async ({page}) => {
  await openWithClock(page)
  await expect(invitation(page)).toHaveAttribute('data-status', 'iniciado')
  await expect(page.getByRole('status').filter({hasText: 'Redirecionando para o aplicativo Minha EVA'})).toBeVisible()
  await expect(page.locator('.invitation__spinner')).toBeVisible()
  await expect(page.getByRole('button', {name: 'Entrar no ambiente'})).toBeHidden()

  await page.clock.runFor(2400)
  await expect(invitation(page)).toHaveAttribute('data-status', 'iniciado')
  await page.clock.runFor(200)
  await expect(invitation(page)).toHaveAttribute('data-status', 'cancelado')
  await expect(page.getByText('Ana Lima convidou você para o ambiente “Horta da Varanda” no Minha EVA.')).toBeVisible()
  await expect(page.locator('.invitation__details')).toContainText('Horta da Varanda')
  await expect(page.locator('.invitation__details')).toContainText('Ana Lima')
  await expect(page.getByRole('button', {name: 'Entrar no ambiente'})).toBeVisible()
  await expect(page.getByRole('link', {name: 'Baixar o aplicativo Minha EVA'})).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=br.com.evaagriculturaurbana.minhaeva',
  )
  await expect(page.getByRole('link', {name: 'Redirecionando'})).toHaveCount(0)
})

test('if the page becomes hidden (the app opened), the fallback is cancelled; coming back shows the invitation', async ({
  page,
}) => {
  await openWithClock(page)
  await page.clock.runFor(1000)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true})
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.clock.runFor(5000)
  await expect(invitation(page)).toHaveAttribute('data-status', 'iniciado')

  // Back from the app: the invitation is there.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {value: 'visible', configurable: true})
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect(invitation(page)).toHaveAttribute('data-status', 'cancelado')
})

test('sending: empty e-mail, not found, then success and home after 3 s', async ({page}) => {
  await openWithClock(page)
  await page.clock.runFor(2600)
  const email = page.getByLabel('E-mail da sua conta Minha EVA')
  const submit = page.getByRole('button', {name: 'Entrar no ambiente'})
  const result = page.locator('.invitation__result')

  await domFill(email, '   ')
  await domClick(submit)
  await expect(result).toHaveText('Por favor, insira um e-mail válido')
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'iniciado')

  await domFill(email, 'quem@exemplo.com')
  await domClick(submit)
  await expect(result).toHaveText('Estamos procurando seu usuário na base de dados')
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'enviado')
  await expect(submit).toBeDisabled()
  await page.clock.runFor(1000)
  await expect(result).toHaveText('Estamos procurando seu usuário na base de dados')
  await page.clock.runFor(600)
  await expect(result).toHaveText('Email de usuário não encontrado. Tente novamente')
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'nao_encontrado')
  await expect(email).toHaveValue('quem@exemplo.com')

  await domFill(email, 'Bruno@MinhaEVA.example')
  await domClick(submit)
  await page.clock.runFor(1600)
  await expect(result).toHaveText('Usuário inserido ao ambiente com sucesso! Redirecionando para a página inicial')
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'sucesso')
  await expect(submit).toBeHidden()
  await page.clock.runFor(2900)
  expect(new URL(page.url()).pathname).toBe(PAGE)
  await page.clock.runFor(200)
  await expect(page).toHaveURL('/')
})

test('without JavaScript: the invitation at once, the deep link as a plain link, the form posts, home after 3 s', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: {'x-forwarded-for': `10.77.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`},
  })
  const page = await context.newPage()
  await page.goto(PAGE)
  await expect(page.getByText('Redirecionando para o aplicativo Minha EVA')).toBeHidden()
  await expect(page.getByText('Ana Lima convidou você para o ambiente “Horta da Varanda” no Minha EVA.')).toBeVisible()
  await expect(page.getByRole('link', {name: 'Abrir no aplicativo Minha EVA'})).toHaveAttribute(
    'href',
    'minhaeva://convite/ambiente-demo',
  )

  await page.getByRole('button', {name: 'Entrar no ambiente'}).click()
  await expect(page.locator('.invitation__result')).toHaveText('Por favor, insira um e-mail válido')

  await page.getByLabel('E-mail da sua conta Minha EVA').fill('carla@minhaeva.example')
  await page.getByRole('button', {name: 'Entrar no ambiente'}).click()
  await expect(page.locator('.invitation__result')).toHaveText(
    'Usuário inserido ao ambiente com sucesso! Redirecionando para a página inicial',
  )
  await expect(page).toHaveURL('/', {timeout: 6000})
  await context.close()
})
