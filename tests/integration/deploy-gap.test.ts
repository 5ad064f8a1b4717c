// A deploy in the middle of a visitor's booking (issue 38): the repository's Varnish in front of
// the one instance, which stops (SIGTERM) and starts again on the same data, as a deploy does.
// Pages keep coming from the edge; a booking sent in the gap gets a pt-BR answer and keeps
// every field; sent again once the site is back, it is stored once.
import {join} from 'node:path'
import {chromium, type Page} from '@playwright/test'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {formMessages} from '~/messages/forms'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../support/chromium.mjs'
import {validBooking} from '../support/forms.mjs'
import {startStack, type Stack} from '../support/stack'

const L = formMessages.field
const t = formMessages

/** The visit form as a visitor fills it: what is typed, and what the field then shows (the CEP service is down here: the address is typed). */
const FIELDS: Array<[label: string, typed: string, shown: string]> = [
  [L.nome, 'Bia No Deploy', 'Bia No Deploy'],
  [L.email, 'bia@exemplo.com.br', 'bia@exemplo.com.br'],
  [L.telefone, '41998765432', '(41) 99876-5432'],
  [L.cpf, '52998224725', '529.982.247-25'],
  [L.cep, '83005001', '83.005-001'],
  [L.endereco, 'Rua das Flores, 123, Centro', 'Rua das Flores, 123, Centro'],
  [L.demanda, 'Horta de temperos no quintal, cerca de 10 m².', 'Horta de temperos no quintal, cerca de 10 m².'],
]

async function fillVisit(page: Page) {
  const form = page.locator('#formulario form')
  // Scrolled to, the form starts (docs/decisions/0067).
  await form.scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator('[data-island="agendamento"]').getAttribute('data-hydrated')).toBe('')
  for (const [label, typed] of FIELDS) await form.getByLabel(label, {exact: true}).pressSequentially(typed)
  await form.getByLabel(L.prefContato).selectOption('Celular')
  await form.getByLabel(L.cidade).selectOption({label: 'São José dos Pinhais'})
  return form
}

describe('a deploy in the middle of a booking', () => {
  let stack: Stack<{varnish: true}>
  beforeAll(async () => {
    stack = await startStack({varnish: true})
  })
  afterAll(() => stack?.stop())

  it('pages come from the edge, the booking sent in the gap is kept and refused in pt-BR, and sent again it is stored once', async () => {
    const edge = stack.varnish.url
    for (const path of ['/', '/projetos', '/eva-baby']) expect((await fetch(edge + path)).status, path).toBe(200)
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
    try {
      const page = await browser.newPage({viewport: {width: 375, height: 740}})
      await page.goto(`${edge}/projetos`)
      const form = await fillVisit(page)
      const send = form.getByRole('button', {name: t.visit.submit})

      await stack.down()
      // The pages the edge holds are served while the site is away.
      for (const path of ['/', '/projetos', '/eva-baby']) expect((await fetch(edge + path)).status, path).toBe(200)
      await send.click()
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(`${t.failurePrefix}${t.unexpected}`)
      for (const [label, , shown] of FIELDS) {
        expect(await form.getByLabel(label, {exact: true}).inputValue(), label).toBe(shown)
      }
      // Without JavaScript, the edge's own page says the booking was not sent.
      const plain = await fetch(`${edge}/projetos`, {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded', origin: edge},
        body: new URLSearchParams(validBooking('Caio Sem Script')).toString(),
      })
      expect(plain.status).toBe(503)
      const html = await plain.text()
      for (const text of [t.notSent.title, t.notSent.text, t.notSent.back]) expect(html).toContain(text)
      expect(html).toContain('href="/projetos"')

      await stack.up()
      await send.click()
      await expect.poll(() => form.getByRole('status').textContent(), {timeout: 15_000}).toBe(t.visit.success)
    } finally {
      await browser.close()
    }
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const names = (await store.list('agendamentos')).map((document) => document.data.nome)
      expect(names.filter((nome) => nome === 'Bia No Deploy')).toHaveLength(1)
      expect(names).not.toContain('Caio Sem Script')
    } finally {
      await store.close()
    }
  }, 120_000)
})
