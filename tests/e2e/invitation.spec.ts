import type {Page} from '@playwright/test'
import {invitationMessages as t} from '~/messages/invitation'
import {expect, installPausedClock, test} from './fixtures'

// The demo environment of the local store (app/invitations/demo-data.ts).
const PAGE = '/minha_eva/convite/ambiente-demo'
const invitation = (page: Page) => page.locator('.invitation')

/** Chrome on an Android phone: where the Minha EVA app can be, so the page tries it. */
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  viewport: {width: 412, height: 839},
}

/** Both clocks stand still until the test moves them: the page's timers and its CSS animations. */
async function stopClocks(page: Page) {
  // Paused from the start, so the 2.5 s fallback timer starts at a known instant.
  await installPausedClock(page)
  // The CSS fallback (the invitation shows after 2.5 s even before the JavaScript) runs on the
  // browser's own clock: hold it, so what is tested is the page's script.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Animation.enable')
  await devtools.send('Animation.setPlaybackRate', {playbackRate: 0})
}

async function openWithClock(page: Page) {
  const appLinks: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('minhaeva:')) appLinks.push(request.url())
  })
  await stopClocks(page)
  // Not "load": the app launch may start before it and hold it back.
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'})
  // The app launch is the first thing the hydrated page does: from here its timer runs.
  await expect.poll(() => appLinks).toEqual(['minhaeva://convite/ambiente-demo'])
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('tries the app at once, then shows the invitation when the page is still visible after 2.5 s', async ({page}) => {
    await openWithClock(page)
    await expect(invitation(page)).toHaveAttribute('data-status', 'iniciado')
    await expect(page.getByRole('status').filter({hasText: t.redirecting})).toBeVisible()
    await expect(page.locator('.invitation__spinner')).toBeVisible()
    await expect(page.getByRole('button', {name: t.submit})).toBeHidden()

    await page.clock.runFor(2400)
    await expect(invitation(page)).toHaveAttribute('data-status', 'iniciado')
    await page.clock.runFor(200)
    await expect(invitation(page)).toHaveAttribute('data-status', 'cancelado')
    await expect(page.getByText(t.invited('Ana Lima', 'Horta da Varanda'))).toBeVisible()
    await expect(page.locator('.invitation__details')).toContainText('Horta da Varanda')
    await expect(page.locator('.invitation__details')).toContainText('Ana Lima')
    await expect(page.getByRole('button', {name: t.submit})).toBeVisible()
    await expect(page.getByRole('link', {name: t.download})).toHaveAttribute(
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
})

test('on a computer: no app to try, the invitation at once', async ({page}) => {
  const appLinks: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith('minhaeva:')) appLinks.push(request.url())
  })
  await stopClocks(page)
  await page.goto(PAGE)
  await expect(invitation(page)).toHaveAttribute('data-enhanced', 'true')
  await expect(invitation(page)).toHaveAttribute('data-status', 'cancelado')
  await expect(page.getByRole('button', {name: t.submit})).toBeVisible()
  await expect(page.getByText(t.redirecting)).toBeHidden()
  expect(appLinks).toEqual([])
  // The visitor who has the app on this device can still open it.
  await expect(page.getByRole('link', {name: t.open})).toHaveAttribute('href', 'minhaeva://convite/ambiente-demo')
})

test('sending: empty e-mail, not found, then success and home after 3 s', async ({page}) => {
  await stopClocks(page)
  await page.goto(PAGE)
  const email = page.getByLabel(t.emailLabel)
  const submit = page.getByRole('button', {name: t.submit})
  const result = page.locator('.invitation__result')

  await email.fill('   ')
  await submit.click()
  await expect(result).toHaveText(t.emptyEmail)
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'iniciado')

  await email.fill('quem@exemplo.com')
  await submit.click()
  await expect(result).toHaveText(t.searching)
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'enviado')
  await expect(submit).toBeDisabled()
  await page.clock.runFor(1000)
  await expect(result).toHaveText(t.searching)
  await page.clock.runFor(600)
  await expect(result).toHaveText(t.notFound)
  await expect(invitation(page)).toHaveAttribute('data-send-status', 'nao_encontrado')
  await expect(email).toHaveValue('quem@exemplo.com')

  await email.fill('Bruno@MinhaEVA.example')
  await submit.click()
  await page.clock.runFor(1600)
  await expect(result).toHaveText(t.success)
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
  await expect(page.getByText(t.redirecting)).toBeHidden()
  await expect(page.getByText(t.invited('Ana Lima', 'Horta da Varanda'))).toBeVisible()
  await expect(page.getByRole('link', {name: t.open})).toHaveAttribute('href', 'minhaeva://convite/ambiente-demo')

  await page.getByRole('button', {name: t.submit}).click()
  await expect(page.locator('.invitation__result')).toHaveText(t.emptyEmail)

  await page.getByLabel(t.emailLabel).fill('carla@minhaeva.example')
  await page.getByRole('button', {name: t.submit}).click()
  await expect(page.locator('.invitation__result')).toHaveText(t.success)
  await expect(page).toHaveURL('/')
  await context.close()
})
