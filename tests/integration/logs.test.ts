import {describe, expect, it} from 'vitest'
import {validBooking} from '../support/forms.mjs'
import {expectSaysWithoutPersonalData} from '../support/personal-data'
import {stackForThisTest, useStack} from '../support/use-stack'

// The server's log (app/utils/log.server.ts, server/request-log.ts): one JSON line per request
// and per event, with the request's id, and nothing a visitor typed about themselves.
const SITE_URL = 'https://eva.example'
const stack = useStack({viacep: true, env: {TRUST_PROXY: '127.0.0.1', SITE_URL}})

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(stack.url + path, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', origin: SITE_URL, ...headers},
    body: new URLSearchParams(fields),
  })
const lines = () =>
  stack.server
    .logs()
    .split('\n')
    .filter((line) => line.trim() !== '')

describe('the log', () => {
  it('a booking, a reservation, an invitation and a CEP lookup: no CPF, e-mail, phone or address in it', async () => {
    const booking = validBooking('Joana Prates', {
      email: 'joana.prates@exemplo.com.br',
      cpf: '111.444.777-35',
      telefone: '(41) 99123-4567',
      cep: '80.010-000',
      endereco: 'Rua Marechal Deodoro, 450, Centro',
    })
    expect((await post('/projetos', booking, {'x-forwarded-for': '10.44.0.1'})).status).toBe(200)
    const reservation = {
      nome: 'Otavio Brandao',
      email: 'otavio.brandao@exemplo.com',
      telefone: '(41) 98888-1234',
      color: 'branca',
    }
    expect((await post('/eva-baby', reservation, {'x-forwarded-for': '10.44.0.2'})).status).toBe(200)
    expect(
      (await post('/minha_eva/convite/ambiente-demo', {email: 'carla@minhaeva.example'}, {'x-forwarded-for': '10.44.0.3'}))
        .status,
    ).toBe(200)
    expect(
      (await post('/minha_eva/convite/ambiente-demo', {email: 'desconhecida@exemplo.org'}, {'x-forwarded-for': '10.44.0.4'}))
        .status,
    ).toBe(200)
    expect(await (await fetch(`${stack.url}/api/cep/80010000`)).json()).toMatchObject({found: true})
    // Addresses typed into the address bar: the catch-all page answers them, the log keeps its shape.
    for (const typed of ['/joana.prates@exemplo.com.br', '/111.444.777-35', '/contato/Marechal%20Deodoro']) {
      expect((await fetch(stack.url + typed, {redirect: 'manual'})).status).toBeLessThan(500)
    }
    // The lookup is in the log as its route names it; its line is written once its answer is sent.
    await expect.poll(() => stack.server.logs(), {timeout: 10_000}).toContain('"path":"/api/cep/:cep"')
    await expect.poll(() => stack.server.logs(), {timeout: 10_000}).toContain('"path":"/*"')
    // Files by what serves them: a folder's by the folder, public/'s own by their path.
    const home = await (await fetch(`${stack.url}/`)).text()
    const script = home.match(/src="(\/scripts\/behaviours-[0-9a-f]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    for (const [file, logged] of [
      [script!, '/scripts/*'],
      ['/content/images/eva-baby-1.svg', '/content/images/*'],
      ['/build/nao-existe.js', '/build/*'],
      ['/favicon.svg', '/favicon.svg'],
    ]) {
      await fetch(stack.url + file)
      await expect.poll(() => stack.server.logs(), {timeout: 10_000}).toContain(`"path":"${logged}"`)
    }

    // The lead mails (two per lead, here to .eml files) are sent and logged too.
    await expect
      .poll(() => stack.server.logs().match(/"event":"mail\.sent"/g)?.length ?? 0, {timeout: 15_000})
      .toBeGreaterThanOrEqual(4)

    const log = stack.server.logs()
    expectSaysWithoutPersonalData(log, {
      says: ['form.stored', 'invitation.sent'],
      personal: [
        'joana.prates@exemplo.com.br',
        '111.444.777-35',
        '11144477735',
        '(41) 99123-4567',
        '41991234567',
        '80.010-000',
        '80010000',
        'Marechal Deodoro',
        'otavio.brandao@exemplo.com',
        '98888-1234',
        'carla@minhaeva.example',
        'desconhecida@exemplo.org',
        '@',
      ],
    })
  })

  it('one JSON line per request, with the id it came with (or a new one) on every line logged during it', async () => {
    const before = lines().length
    const response = await post('/projetos', validBooking('Rita Fontes'), {
      'x-forwarded-for': '10.44.0.5',
      'x-request-id': 'teste-7f3a',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('teste-7f3a')
    // The request's own line is written once its answer is sent: it may come just after.
    const during = () =>
      lines()
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    await expect.poll(during, {timeout: 10_000}).toContainEqual(
      expect.objectContaining({
        event: 'request',
        requestId: 'teste-7f3a',
        req: {method: 'POST', path: '/projetos'},
        res: {status: 200},
      }),
    )
    expect(during()).toContainEqual(expect.objectContaining({event: 'form.stored', requestId: 'teste-7f3a'}))

    // No id, or one that is not a plain token (an e-mail address is not): a new one.
    for (const given of [undefined, 'x'.repeat(300), 'a b', 'joana@exemplo.com']) {
      const answer = await fetch(`${stack.url}/sobre-nos`, {headers: given === undefined ? {} : {'x-request-id': given}})
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    // Every line is JSON.
    for (const line of lines()) expect(() => JSON.parse(line), line).not.toThrow()
  })

  it('takes no request id from a client when no proxy is trusted (TRUST_PROXY unset)', async () => {
    const direct = await stackForThisTest({env: {SITE_URL}})
    const answer = await fetch(`${direct.url}/sobre-nos`, {headers: {'x-request-id': 'escolhido-pelo-cliente'}})
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
