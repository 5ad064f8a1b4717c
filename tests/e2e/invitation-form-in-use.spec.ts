// The Minha EVA invitation form used the way people use it, on a phone's width, in a browser
// without the app (no deep-link attempt on a computer: docs/decisions/0034). Each step checks
// the field, the message and the focus; the end checks the environment's members. (The form
// goes once the invitee is in: the success is read from the page; going home after it is
// invitation.spec.ts's, with a controlled clock.)
import type {Page} from '@playwright/test'
import {invitationMessages as t} from '~/messages/invitation'
import {BROKEN_STORE_PORT} from '../playwright.config'
import {expect, test} from './fixtures'
import {PHONE_VIEWPORT, autofill, expectSeen, holdJavaScript, pasteInto, readStore, typeInto} from './visitor'

test.use({viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write']})

const EMAIL = t.emailLabel
const EMPTY_EMAIL = t.emptyEmail
const NOT_FOUND = t.notFound
const SUCCESS = t.success
const UNAVAILABLE = t.unexpected

const invitationForm = (page: Page) => page.locator('.invitation form')
/** Opens the invitation to an environment and gives its form. */
async function openInvitation(page: Page, ambienteId: string) {
  await page.goto(`/minha_eva/convite/${ambienteId}`)
  return invitationForm(page)
}
/** Sends with Enter where the focus is, and waits for the page to say the invitee is in. */
async function enterAndJoin(page: Page) {
  await page.keyboard.press('Enter')
  await expect(page.locator('.invitation__result')).toHaveText(SUCCESS)
}
const members = (ambienteId: string) =>
  readStore(async (store) => (await store.get('ambientes', ambienteId))?.membros as string[] | undefined)

test('after an empty send and an unknown e-mail, typing goes into the field; the right one joins', async ({page}) => {
  const form = await openInvitation(page, 'ambiente-demo')
  await form.getByRole('button', {name: t.submit}).click()
  await expectSeen(form, {fields: {[EMAIL]: ''}, status: EMPTY_EMAIL, focus: EMAIL})

  await page.keyboard.type('quem@exemplo.com')
  await page.keyboard.press('Enter')
  await expectSeen(form, {fields: {[EMAIL]: 'quem@exemplo.com'}, status: NOT_FOUND, focus: EMAIL})

  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('carla@minhaeva.example')
  await expectSeen(form, {fields: {[EMAIL]: 'carla@minhaeva.example'}, status: NOT_FOUND, focus: EMAIL})
  await enterAndJoin(page)
  expect(await members('ambiente-demo')).toContain('usuario-carla')
})

test('Tab and Shift+Tab reach the field, the button and both links; Enter on the button sends', async ({page}) => {
  const form = await openInvitation(page, 'ambiente-escritorio')
  await form.getByLabel(EMAIL).click()
  await page.keyboard.type('ana@minhaeva.example')
  const order = [t.submit, t.open, t.download]
  for (const focus of order) {
    await page.keyboard.press('Tab')
    await expectSeen(form, {focus})
  }
  for (const focus of [...order.slice(0, -1).reverse(), EMAIL]) {
    await page.keyboard.press('Shift+Tab')
    await expectSeen(form, {focus})
  }
  await page.keyboard.press('Tab')
  await enterAndJoin(page)
  expect(await members('ambiente-escritorio')).toContain('usuario-ana')
})

test('a pasted address with spaces and capitals, and autofill, are taken as the same account', async ({page}) => {
  const form = await openInvitation(page, 'ambiente-escritorio')
  await pasteInto(form.getByLabel(EMAIL), '  Ana@MinhaEVA.example ')
  // An e-mail field drops the spaces around what is pasted.
  await expectSeen(form, {fields: {[EMAIL]: 'Ana@MinhaEVA.example'}, status: '', focus: EMAIL})
  await enterAndJoin(page)

  const again = await openInvitation(page, 'ambiente-escritorio')
  await again.getByLabel(EMAIL).click()
  await autofill(again, {[EMAIL]: 'carla@minhaeva.example'})
  await expectSeen(again, {fields: {[EMAIL]: 'carla@minhaeva.example'}, focus: EMAIL})
  await enterAndJoin(page)
  const after = await members('ambiente-escritorio')
  expect(after?.filter((uid) => uid === 'usuario-ana')).toEqual(['usuario-ana'])
  expect(after).toContain('usuario-carla')
})

test('two quick presses of Enter send once: one answer, one member', async ({page}) => {
  const form = await openInvitation(page, 'ambiente-demo')
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') sends.push(request.url())
  })
  await typeInto(form.getByLabel(EMAIL), 'bruno@minhaeva.example')
  await page.keyboard.press('Enter')
  await enterAndJoin(page)
  expect(sends).toHaveLength(1)
  expect((await members('ambiente-demo'))?.filter((uid) => uid === 'usuario-bruno')).toEqual(['usuario-bruno'])
})

test('JavaScript arriving late: the invitation shows after 2.5 s anyway, and works before and after it', async ({page}) => {
  const javaScript = await holdJavaScript(page)
  await page.goto('/minha_eva/convite/ambiente-demo', {waitUntil: 'commit'})
  const form = invitationForm(page)
  // No script yet: the page's own CSS shows the invitation after 2.5 s.
  await expect(form.getByRole('button', {name: t.submit})).toBeVisible()
  await expect(page.getByText(t.redirecting)).toBeHidden()
  await expect(page.locator('.invitation')).not.toHaveAttribute('data-enhanced')
  // Sent before the JavaScript: the page posts, the server answers.
  await typeInto(form.getByLabel(EMAIL), 'ninguem@exemplo.com')
  await page.keyboard.press('Enter')
  await expectSeen(form, {fields: {[EMAIL]: 'ninguem@exemplo.com'}, status: NOT_FOUND})
  // Typed while it is still on its way; then it arrives and the visitor sends again.
  await form.getByLabel(EMAIL).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('bruno@minhaeva.example')
  javaScript.release()
  await expect(page.locator('.invitation')).toHaveAttribute('data-enhanced', 'true')
  await expectSeen(form, {fields: {[EMAIL]: 'bruno@minhaeva.example'}, focus: EMAIL})
  await enterAndJoin(page)
})

test.describe('when the store is down', () => {
  test.use({baseURL: `http://localhost:${BROKEN_STORE_PORT}`})

  test('the refusal keeps the e-mail and says to try again later; typing still goes into the field', async ({page}) => {
    const form = await openInvitation(page, 'ambiente-demo')
    await typeInto(form.getByLabel(EMAIL), 'bruno@minhaeva.example')
    await page.keyboard.press('Enter')
    await expectSeen(form, {fields: {[EMAIL]: 'bruno@minhaeva.example'}, status: UNAVAILABLE, focus: EMAIL})
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('carla@minhaeva.example')
    await expectSeen(form, {fields: {[EMAIL]: 'carla@minhaeva.example'}, focus: EMAIL})
  })
})
