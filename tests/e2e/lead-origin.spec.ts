// Where a lead came from (docs/decisions/0062), as visitors arrive: with only the necessary
// cookies, on a tagged address; from an Instagram post (a referrer, no tags); and without
// JavaScript. What is kept in the browser, what analytics hears, and what the lead is stored
// with. The visitor from an Instagram ad who accepts every cookie and books two pages later,
// and what staff then see of it (the lead page, the filter, the CSV), is team.spec.ts's journey.
import type {Page} from '@playwright/test'
import {formMessages} from '~/messages/forms'
import {expect, hydrated, test} from './fixtures'
import {answer, stored, uniqueName} from './visitor'

const t = formMessages
const L = t.field
const kept = (page: Page) => page.evaluate(() => ({...sessionStorage}))
const leadEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[1] === 'generate_lead'),
  )

async function reserve(page: Page, nome: string) {
  const form = page.locator('#reservar_baby form')
  await hydrated(page)
  await answer(form, {[L.nome]: nome, [L.email]: 'origem@exemplo.com', [L.telefone]: '41977776666', [L.color]: 'Branca'})
  await form.getByRole('button', {name: t.reservation.submit}).click()
  await expect(form.getByRole('status')).toHaveText(t.reservation.success)
}

test('only the necessary cookies, on a tagged address: the tags, nothing kept, nothing sent to analytics', async ({page}) => {
  await page.goto('/eva-baby?utm_source=newsletter&utm_medium=email&utm_campaign=novembro&utm_term=cliente@exemplo.com')
  const nome = uniqueName('Nina Necessarios')
  await reserve(page, nome)
  expect(await kept(page)).toEqual({})
  expect(await leadEvents(page)).toEqual([])
  const [lead] = await stored('reservas_evababy', nome)
  // The subscriber's address a mail tool put in utm_term is not kept.
  expect(lead!.origem).toEqual({fonte: 'newsletter', meio: 'email', campanha: 'novembro', pagina: '/eva-baby'})
})

test('from an Instagram post (a referrer, no tags): instagram', async ({page}) => {
  await page.goto('/eva-baby', {referer: 'https://l.instagram.com/?e=AT0secret'})
  const nome = uniqueName('Paulo Do Post')
  await reserve(page, nome)
  const [lead] = await stored('reservas_evababy', nome)
  expect(lead!.origem).toEqual({fonte: 'instagram', meio: 'social', site: 'l.instagram.com', pagina: '/eva-baby'})
})

test('without JavaScript: the origin the server sees, the tags of the form’s own address', async ({browser}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: {'x-forwarded-for': `10.201.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`},
  })
  const page = await context.newPage()
  await page.goto('/eva-baby?utm_source=google&utm_medium=cpc&utm_campaign=baby&gclid=Cj0secret')
  const form = page.locator('#reservar_baby form')
  const nome = uniqueName('Rui Sem Script')
  await form.getByLabel(L.nome).fill(nome)
  await form.getByLabel(L.email).fill('rui.semjs@exemplo.com')
  await form.getByLabel(L.telefone).fill('(41) 98765-4321')
  await form.getByLabel(L.color).selectOption('branca')
  await form.getByRole('button', {name: t.reservation.submit}).click()
  await expect(form.getByRole('status')).toHaveText(t.reservation.success)
  const [lead] = await stored('reservas_evababy', nome)
  expect(lead!.origem).toEqual({fonte: 'google', meio: 'cpc', campanha: 'baby', gclid: true, pagina: '/eva-baby'})
  await context.close()
})
