import type {Page} from '@playwright/test'
import {CONSENT_ENDPOINT} from '~/consent/consent'
import {CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIE_NAME} from '~/constants'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {BROKEN_STORE_PORT} from '../playwright.config'
import {axeViolations, expect, hydrated, test} from './fixtures'
import {hoverUntilPrefetched} from './visitor'

// A first visit: no consent cookie.
test.use({storageState: {cookies: [], origins: []}})

const consent = messages.consent
const ANALYTICS_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/
const banner = (page: Page) => page.getByRole('region', {name: consent.title})
const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)))

/** Records every request to an analytics host; Google's tag is answered locally (no internet). */
async function watchAnalytics(page: Page) {
  const requests: string[] = []
  await page.route(ANALYTICS_HOSTS, (route) => {
    requests.push(route.request().url())
    return route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */'})
  })
  return requests
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)
}

test('the banner waits for a choice; nothing goes to analytics before it', async ({page}) => {
  const requests = await watchAnalytics(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', {name: messages.privacy.link})).toHaveAttribute('href', '/politica-de-privacidade')

  // Equally prominent: same look for both choices.
  const [necessary, all] = [
    banner(page).getByRole('button', {name: consent.necessary}),
    banner(page).getByRole('button', {name: consent.all}),
  ]
  const look = (button: typeof all) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor].join()
    })
  expect(await look(necessary)).toBe(await look(all))

  await page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name: messages.nav.about}).click()
  await expect(page).toHaveURL('/sobre-nos')
  // Loaded: the page's scripts have run, and what they asked for is requested.
  await page.waitForLoadState('load')
  expect(requests).toEqual([])
  const layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({analytics_storage: 'denied'})])
  expect(layer.filter((entry) => entry[0] === 'event')).toEqual([])
})

test('"Aceitar todos": a one-year cookie, a consent update, Google\u2019s tag and a page view per page', async ({page}) => {
  const requests = await watchAnalytics(page)
  await page.goto('/')
  await banner(page).getByRole('button', {name: consent.all}).click()
  await expect(banner(page)).toHaveCount(0)

  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'all', path: '/', sameSite: 'Lax', secure: false})
  const {expires} = (await consentCookie(page))!
  expect(expires - Date.now() / 1000).toBeGreaterThan(CONSENT_COOKIE_MAX_AGE_S - 120)
  expect(expires - Date.now() / 1000).toBeLessThan(CONSENT_COOKIE_MAX_AGE_S + 120)

  await expect
    .poll(() => requests.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-TEST1234')))
    .toBe(true)
  let layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'update', {analytics_storage: 'granted'}])
  expect(layer).toContainEqual(['event', 'page_view', expect.objectContaining({page_path: '/'})])

  // Every page is a document of its own (docs/decisions/0045): the next one counts its own view.
  await page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name: messages.nav.contact}).click()
  await expect(page).toHaveURL('/contato')
  await expect
    .poll(async () =>
      (await dataLayer(page))
        .filter((entry) => entry[1] === 'page_view')
        .map((entry) => (entry[2] as {page_path: string}).page_path),
    )
    .toEqual(['/contato'])

  // The next visit: no banner, and the server includes the tag for the accepted visitor.
  await page.reload()
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({analytics_storage: 'granted'})])
})

test('"Somente necessários": no analytics requests and no page views, now or after navigating', async ({page}) => {
  const requests = await watchAnalytics(page)
  await page.goto('/projetos')
  await banner(page).getByRole('button', {name: consent.necessary}).click()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'necessary', path: '/', sameSite: 'Lax'})
  let layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'update', {analytics_storage: 'denied'}])
  expect(layer.filter((entry) => entry[0] === 'event')).toEqual([])

  await page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name: messages.nav.home}).click()
  await expect(page).toHaveURL('/')
  await page.waitForLoadState('load')
  expect(requests).toEqual([])
  layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'default', expect.objectContaining({analytics_storage: 'denied'})])
  expect(layer.filter((entry) => entry[0] === 'event')).toEqual([])
})

test('"Preferências de cookies" in the footer clears the choice and brings the banner back', async ({page}) => {
  await page.goto('/contato')
  await banner(page).getByRole('button', {name: consent.necessary}).click()
  await expect(banner(page)).toHaveCount(0)
  // The choice is stored before it is cleared (else "no cookie" below is the moment before).
  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'necessary'})
  await page.getByRole('contentinfo').getByRole('button', {name: consent.preferences}).click()
  await expect(banner(page)).toBeVisible()
  await expect.poll(() => consentCookie(page)).toBeUndefined()
  await page.reload()
  await expect(banner(page)).toBeVisible()
})

test('without JavaScript: the banner posts, sets the cookie and returns to the same page; preferences too', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, storageState: {cookies: [], origins: []}})
  const page = await context.newPage()
  await page.goto('/insumos?origem=teste')
  await banner(page).getByRole('button', {name: consent.all}).click()
  await expect(page).toHaveURL('/insumos?origem=teste')
  await expect(banner(page)).toHaveCount(0)
  expect((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)).toMatchObject({
    value: 'all',
    sameSite: 'Lax',
  })

  await page.getByRole('contentinfo').getByRole('button', {name: consent.preferences}).click()
  await expect(page).toHaveURL('/insumos?origem=teste')
  await expect(banner(page)).toBeVisible()
  await context.close()
})

test('without a measurement id there is no analytics code at all', async ({page}) => {
  await page.goto(`http://localhost:${BROKEN_STORE_PORT}/`)
  await expect(banner(page)).toBeVisible()
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined')
  expect(await page.content()).not.toMatch(/googletagmanager|dataLayer/)
})

test.describe('accessibility of the banner', () => {
  for (const width of [375, 1280]) {
    test(`axe finds no violations with the banner showing at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800})
      await page.goto('/eva-baby')
      await expect(banner(page)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test('choosing in the banner keeps what the visitor was typing in a form', async ({page}) => {
  const requests = await watchAnalytics(page)
  await page.goto('/projetos')
  await hydrated(page)
  const form = page.locator('#formulario form')
  await form.getByLabel(formMessages.field.nome).fill('Marta Digitando')
  await form.getByLabel(formMessages.field.cpf).pressSequentially('52998224725')
  const written = page.waitForResponse(
    (response) => new URL(response.url()).pathname === CONSENT_ENDPOINT && response.request().method() === 'POST',
  )
  await banner(page).getByRole('button', {name: consent.all}).click()
  await expect(banner(page)).toHaveCount(0)
  // What the choice does: the cookie written, Google's tag loaded.
  await (await written).finished()
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  await expect(form.getByLabel(formMessages.field.nome)).toHaveValue('Marta Digitando')
  await expect(form.getByLabel(formMessages.field.cpf)).toHaveValue('529.982.247-25')
})

test('a link followed right after choosing: the choice is kept, the next page has no banner', async ({page}) => {
  await watchAnalytics(page)
  await page.goto('/contato')
  await banner(page).getByRole('button', {name: consent.all}).click()
  await page.getByRole('navigation', {name: messages.nav.label}).getByRole('link', {name: messages.nav.about}).click()
  await expect(page).toHaveURL('/sobre-nos')
  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'all'})
  await page.reload()
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  await expect(banner(page)).toBeHidden()
})

test.describe('with prefetching', () => {
  // Chromium does not prefetch while requests are intercepted, so Google's tag is not answered
  // locally here: loading it fails (the network is closed), which is what this expects.
  test.use({expectedConsoleErrors: [/ERR_NAME_NOT_RESOLVED/]})

  test('a page fetched in advance before the choice opens as the choice says', async ({page}) => {
    await page.goto('/')
    const link = await hoverUntilPrefetched(page, messages.nav.contact, '/contato')
    await banner(page).getByRole('button', {name: consent.all}).click()
    await expect.poll(() => consentCookie(page)).toMatchObject({value: 'all'})
    await link.click()
    await expect(page).toHaveURL('/contato')
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    await expect(banner(page)).toBeHidden()
    expect(await dataLayer(page)).toContainEqual(['event', 'page_view', expect.objectContaining({page_path: '/contato'})])
  })
})

test('accepting again after "Preferências de cookies" does not count the page twice', async ({page}) => {
  await watchAnalytics(page)
  await page.goto('/insumos')
  await banner(page).getByRole('button', {name: consent.all}).click()
  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'all'})
  await page.getByRole('contentinfo').getByRole('button', {name: consent.preferences}).click()
  await expect.poll(() => consentCookie(page)).toBeUndefined()
  await banner(page).getByRole('button', {name: consent.all}).click()
  await expect.poll(() => consentCookie(page)).toMatchObject({value: 'all'})
  const views = (await dataLayer(page)).filter((entry) => entry[1] === 'page_view')
  expect(views).toHaveLength(1)
})
