// The team's inbox (/equipe) as staff use it, in a real browser: a visitor lands from an
// Instagram ad, accepts every cookie and books a visit on /projetos two pages later; a member
// signs in with the code from the test SMTP server, finds the booking with its origin, filters
// by source, changes its status, adds a note, exports the CSV, reads the report by origin and
// deletes the lead at the person's request. Every page passes axe at 375 px and at 1280 px, with
// and without JavaScript (the team's pages ship none).
import {readFileSync} from 'node:fs'
import type {Page} from '@playwright/test'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {teamMessages as t} from '~/messages/team'
import {findFreePort} from '../support/ports.mjs'
import {startStack, type Stack} from '../support/stack'
import {axeViolations, expect, hydrated, test} from './fixtures'
import {answer, PHONE_VIEWPORT, pasteInto, typeInto, uniqueName} from './visitor'

const L = formMessages.field
const MEMBER = 'ana.equipe@eva.example'
let stack: Stack<{smtp: true}>
let base: string

test.beforeAll(async () => {
  const port = await findFreePort()
  base = `http://localhost:${port}`
  stack = await startStack({
    smtp: true,
    port,
    env: {
      SITE_URL: base,
      TRUST_PROXY: '127.0.0.1',
      EQUIPE_EMAILS: MEMBER,
      SESSION_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      GA_MEASUREMENT_ID: 'G-TEST1234',
    },
  })
})
test.afterAll(() => stack?.stop())

async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/** The code mailed for the page the member is on: the mail with the reference that page shows. */
async function mailedCode(page: Page) {
  const reference = (await page.getByText(/referência [0-9A-F]{4}/).textContent())!.match(/[0-9A-F]{4}/)![0]
  const mail = () => stack.smtp.to(MEMBER).find(({parsed}) => parsed.text?.includes(`Referência: ${reference}`))
  await expect.poll(mail, {timeout: 15_000}).toBeDefined()
  return mail()!.parsed.subject!.match(/\d{6}/)![0]
}

async function signIn(page: Page) {
  await page.goto(`${base}/equipe`)
  await expect(page).toHaveURL(`${base}/equipe/entrar`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText(t.signIn.title)
  await noViolations(page)
  await typeInto(page.getByLabel(t.signIn.email), MEMBER)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${base}/equipe/codigo`)
  await noViolations(page)
  const code = await mailedCode(page)
  // A wrong code first, as a hurried person types: the page says so and keeps the form.
  await typeInto(page.getByLabel(t.code.label), code === '000000' ? '111111' : '000000')
  await page.getByRole('button', {name: t.code.submit}).click()
  await expect(page.getByRole('alert')).toHaveText(t.code.invalid)
  await noViolations(page)
  // The right code pasted from the mail, with a space as mail apps may copy it: nothing to
  // retype or remember (WCAG 3.3.8), and the phone's keyboard may offer it (one-time-code).
  const field = page.getByLabel(t.code.label)
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
  await pasteInto(field, `${code.slice(0, 3)} ${code.slice(3)}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${base}/equipe`)
  await expect(page.getByText(t.signedInAs(MEMBER))).toBeVisible()
}

test.describe('the team inbox', () => {
  // A wrong code is answered 400 with the page, a missing lead 404: the browser logs both. A
  // first visit: no consent cookie yet.
  test.use({
    viewport: PHONE_VIEWPORT,
    permissions: ['clipboard-read', 'clipboard-write'],
    expectedConsoleErrors: [/status of 40[04] /],
    storageState: {cookies: [], origins: []},
  })

  test('a booking from an ad: sign in with the mailed code, see where it came from, follow it up, note it, export, and delete it on request', async ({
    page,
  }) => {
    const nome = uniqueName('Visitante Da Equipe')
    // The visitor lands from an Instagram ad and accepts every cookie: nothing was kept before.
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */'}),
    )
    await page.goto(`${base}/eva-baby?utm_source=instagram&utm_campaign=X`, {referer: 'https://l.instagram.com/'})
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    await page.getByRole('region', {name: messages.consent.title}).getByRole('button', {name: messages.consent.all}).click()
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1)
    // Two pages later, the booking, typed as a visitor types it.
    const menu = page.getByRole('navigation', {name: messages.nav.label})
    await menu.getByRole('button', {name: messages.nav.toggle}).click()
    await menu.getByRole('link', {name: messages.nav.about}).click()
    await expect(page).toHaveURL(`${base}/sobre-nos`)
    // The address changes before the new page has run its script: the menu opens once it has.
    await page.waitForLoadState('domcontentloaded')
    await menu.getByRole('button', {name: messages.nav.toggle}).click()
    await menu.getByRole('button', {name: messages.nav.solutions}).click()
    await menu.getByRole('link', {name: messages.nav.projects}).click()
    await expect(page).toHaveURL(`${base}/projetos`)
    await hydrated(page)
    const form = page.locator('#formulario form')
    await answer(form, {
      [L.nome]: nome,
      [L.email]: 'visitante.equipe@exemplo.com',
      [L.telefone]: '41991234567',
      [L.cpf]: '52998224725',
      [L.prefContato]: 'Celular',
      [L.cep]: '80010000',
      [L.cidade]: 'Curitiba',
      [L.endereco]: 'Rua XV de Novembro, 700',
      [L.demanda]: 'Horta na varanda.',
    })
    await form.getByRole('button', {name: formMessages.visit.submit}).click()
    await expect(page.getByText(formMessages.visit.success)).toBeVisible()
    // Analytics hears that a lead came, and of which kind: nothing the visitor typed.
    const leadEvents = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[1] === 'generate_lead'),
    )
    expect(leadEvents).toEqual([['event', 'generate_lead', {lead_type: 'agendamento'}]])

    await signIn(page)
    await expect(page.getByText(/\d+ pedidos? novos?/)).toBeVisible()
    await noViolations(page)
    const row = page.getByRole('row').filter({hasText: nome})
    await expect(row).toContainText(t.kinds.visit)
    await expect(row).toContainText('Curitiba')
    await expect(row).toContainText(t.statuses.novo)
    await expect(row).toContainText('instagram / social')
    await expect(row).toContainText(/agora mesmo|há \d+ minutos?/)

    // The filter by source: an Instagram lead shows under instagram, not under another source.
    await page.getByLabel(t.inbox.source).selectOption('instagram')
    await page.getByRole('button', {name: t.inbox.filter}).click()
    await expect(page).toHaveURL(/fonte=instagram/)
    await expect(page.getByRole('row').filter({hasText: nome})).toBeVisible()
    await page.goto(`${base}/equipe?fonte=google`)
    await expect(page.getByRole('row').filter({hasText: nome})).toHaveCount(0)
    await page.goto(`${base}/equipe`)

    // The filter is the address: "Em contato" shows nothing yet.
    await page.getByLabel(t.inbox.status).selectOption({label: t.statuses.em_contato})
    await page.getByRole('button', {name: t.inbox.filter}).click()
    await expect(page).toHaveURL(/situacao=em_contato/)
    await expect(page.getByText(t.inbox.empty)).toBeVisible()
    await page.goto(`${base}/equipe`)

    await page.getByRole('link', {name: nome}).click()
    await expect(page.getByRole('heading', {level: 1})).toHaveText(nome)
    await noViolations(page)
    await expect(page.getByText('529.982.247-25')).toBeVisible()
    await expect(page.getByRole('link', {name: t.lead.whatsapp})).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5541991234567\?text=/,
    )
    await expect(page.getByRole('link', {name: t.lead.email})).toHaveAttribute('href', 'mailto:visitante.equipe@exemplo.com')
    await expect(page.getByText(/Para a equipe: (enviado em|pendente)/)).toBeVisible()
    // Where it came from: the ad's source and campaign, the site that linked, the first page.
    const origin = page.locator('h2', {hasText: t.lead.originTitle}).locator('xpath=following-sibling::dl[1]')
    await expect(origin).toContainText(`${t.lead.originFields.fonte}instagram`)
    await expect(origin).toContainText(`${t.lead.originFields.campanha}X`)
    await expect(origin).toContainText(`${t.lead.originFields.site}l.instagram.com`)
    await expect(origin).toContainText(`${t.lead.originFields.pagina}/eva-baby`)

    await page.getByLabel(t.lead.statusLabel).selectOption({label: t.statuses.em_contato})
    await page.getByRole('button', {name: t.lead.statusSave}).click()
    await expect(page.getByRole('status')).toHaveText(t.lead.statusSaved)
    await expect(page.getByText(`${t.statuses.novo} → ${t.statuses.em_contato}, por ${MEMBER}`)).toBeVisible()

    await typeInto(page.getByLabel(t.lead.newNote), 'Liguei às 10h; retorna amanhã.\nPrefere à tarde.')
    await page.getByRole('button', {name: t.lead.addNote}).click()
    await expect(page.getByRole('status')).toHaveText(t.lead.noteAdded)
    await expect(page.getByText('Liguei às 10h; retorna amanhã.')).toBeVisible()
    await noViolations(page)

    // The export of the filter "Em contato": this lead, in the CSV staff open.
    await page.goto(`${base}/equipe?situacao=em_contato`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', {name: t.inbox.export}).click()
    const csv = readFileSync((await (await downloading).path())!, 'utf8')
    expect(csv.startsWith('\uFEFFid;')).toBe(true)
    expect(csv).toContain(nome)
    expect(csv).toContain(t.statuses.em_contato)
    const [header, ...rows] = csv.split('\r\n')
    const columns = header!.split(';')
    const cells = rows.find((line) => line.includes(nome))!.split(';')
    expect(cells[columns.indexOf('origem_fonte')]).toBe('instagram')
    expect(cells[columns.indexOf('origem_campanha')]).toBe('X')

    // On a desktop too: the inbox, the lead and the month's report by origin pass axe.
    await page.setViewportSize({width: 1280, height: 800})
    await page.getByRole('link', {name: t.inbox.report}).click()
    await expect(page.getByRole('heading', {level: 1})).toHaveText(t.report.title)
    await expect(page.getByRole('row', {name: /^instagram \/ social/})).toBeVisible()
    await noViolations(page)
    await page.goto(`${base}/equipe?situacao=em_contato`)
    await noViolations(page)

    // Deletion on the person's request: a confirmation, then it is gone.
    await page.getByRole('link', {name: nome}).click()
    await noViolations(page)
    await page.getByRole('link', {name: t.lead.deleteStart}).click()
    await expect(page.getByText(t.lead.deleteConfirm)).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', {name: t.lead.deleteYes}).click()
    await expect(page).toHaveURL(`${base}/equipe?excluido=1`)
    await expect(page.getByRole('status')).toContainText(t.inbox.deleted)
    await expect(page.getByRole('link', {name: nome})).toHaveCount(0)
    // Its page now: the team's own error page, accessible too.
    await page.goto(`${base}/equipe/agendamentos/nao-existe`)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(t.notFound)
    await noViolations(page)
    // The team's pages ship no JavaScript: plain HTML and forms.
    await expect(page.locator('script, link[rel="modulepreload"]')).toHaveCount(0)
    await page.goto(`${base}/equipe`)
    await expect(page.locator('script, link[rel="modulepreload"]')).toHaveCount(0)

    await page.getByRole('button', {name: t.signOut, exact: true}).click()
    await expect(page).toHaveURL(`${base}/equipe/entrar?saiu=1`)
    await page.goto(`${base}/equipe`)
    await expect(page).toHaveURL(`${base}/equipe/entrar`)
    await expect(page.locator('script')).toHaveCount(0)
  })

  test('a reservation on a campaign page: the inbox filters by its landing page, the report counts it by page', async ({
    page,
  }) => {
    const nome = uniqueName('Visitante Da Campanha')
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */'}),
    )
    // From an ad to the campaign page built in the Studio, its reservation form at the end.
    await page.goto(`${base}/horta-em-casa?utm_source=instagram&utm_medium=cpc`)
    await page.getByRole('region', {name: messages.consent.title}).getByRole('button', {name: messages.consent.all}).click()
    await hydrated(page)
    const form = page.locator('#formulario form')
    await answer(form, {
      [L.nome]: nome,
      [L.email]: 'visitante.campanha@exemplo.com',
      [L.telefone]: '41991234567',
      [L.color]: formMessages.reservation.colors.branca,
    })
    await form.getByRole('button', {name: formMessages.reservation.submit}).click()
    await expect(page.getByText(formMessages.reservation.success)).toBeVisible()

    await signIn(page)
    const row = () => page.getByRole('row').filter({hasText: nome})
    await expect(row()).toContainText('instagram / cpc')
    await page.getByLabel(t.inbox.page).selectOption('/horta-em-casa')
    await page.getByRole('button', {name: t.inbox.filter}).click()
    await expect(page).toHaveURL(/pagina=%2Fhorta-em-casa/)
    await expect(row()).toBeVisible()
    await noViolations(page)
    await page.goto(`${base}/equipe?pagina=${encodeURIComponent('/eva-baby')}`)
    await expect(row()).toHaveCount(0)

    await page.goto(`${base}/equipe/relatorio`)
    await expect(page.getByRole('heading', {level: 2, name: t.report.pagesTitle})).toBeVisible()
    await expect(page.getByRole('row', {name: /^\/horta-em-casa 1 /})).toBeVisible()
    await noViolations(page)
  })
})
