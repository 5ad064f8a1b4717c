import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {CEP_RATE_LIMIT, FORM_RATE_LIMIT, INVITE_RATE_LIMIT_PER_CLIENT, REQUEST_MAX_BYTES} from '~/constants'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {PROJECT_ROOT} from '~/utils/paths.server'
import {validBooking} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// Two instances of the site (one SQLite file, as two processes of one deployment share it)
// behind the repository's Varnish, which spreads requests over them in turn. Each instance
// counts only the posts it sees; the limits hold because Varnish counts them all (vsthrottle).
// TRUST_PROXY=127.0.0.1: Varnish is the one proxy, and adds the visitor's address. The CEP service is down.
const stack = useStack({instances: 2, varnish: true, env: {TRUST_PROXY: '127.0.0.1'}})

const postViaVarnish = (path: string, fields: Record<string, string>) =>
  fetch(stack.varnish.url + path, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
  })
const reservation = {nome: 'Rui Costa', email: 'rui@exemplo.com', telefone: '(41) 98765-4321', color: 'branca'}
/** The names of the bookings and reservations stored. */
async function storedNames() {
  const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
  try {
    const documents = [...(await store.list('agendamentos')), ...(await store.list('reservas_evababy'))]
    return documents.map((document) => document.data.nome)
  } finally {
    await store.close()
  }
}
/** What an instance says is left of the client's allowance on that instance: `"forms"; r=4; t=600` → 4. */
const remainingHere = (response: Response) => Number(response.headers.get('ratelimit')?.match(/; r=(\d+)/)?.[1])

describe('the edge keeps the limits of app/constants.ts', () => {
  it('the same numbers in server/varnish/default.vcl', () => {
    const vcl = readFileSync(join(PROJECT_ROOT, 'server/varnish/default.vcl'), 'utf8')
    const limits = Object.fromEntries(
      [...vcl.matchAll(/is_denied\("(\w+) .*, (\d+), (\d+)s\)/g)].map(([, name, max, seconds]) => [
        name,
        {max: Number(max), windowMs: Number(seconds) * 1000},
      ]),
    )
    expect(limits).toEqual({forms: FORM_RATE_LIMIT, invitations: INVITE_RATE_LIMIT_PER_CLIENT, cep: CEP_RATE_LIMIT})
  })

  it("the same body limit, and the site's texts on the page the edge writes itself", () => {
    const vcl = readFileSync(join(PROJECT_ROOT, 'server/varnish/default.vcl'), 'utf8')
    expect(vcl).toContain(`std.integer(req.http.Content-Length, 0) <= ${REQUEST_MAX_BYTES})`)
    expect(vcl).toContain(`std.cache_req_body(${REQUEST_MAX_BYTES / 1024}KB)`)
    for (const text of [messages.error.title, messages.error.text, messages.error.home]) expect(vcl).toContain(text)
  })
})

describe('two instances behind Varnish', () => {
  it(`form posts: past ${FORM_RATE_LIMIT.max} from a client, refused, though each instance saw about half`, async () => {
    const names = Array.from({length: FORM_RATE_LIMIT.max}, (_, index) => `Duas Instancias ${'abcdefghijklmnopqrst'[index]}`)
    const left: number[] = []
    for (const nome of names) {
      const response = await postViaVarnish('/projetos', validBooking(nome))
      expect(response.status, nome).toBe(200)
      expect(await response.text()).toContain('Agendamento realizado com sucesso!')
      left.push(remainingHere(response))
    }
    // Each instance counted only its share: alone, neither would refuse the next post.
    expect(Math.min(...left)).toBeGreaterThan(0)

    const refused = await postViaVarnish('/projetos', validBooking('Uma Vez Demais'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(FORM_RATE_LIMIT.windowMs / 1000 / FORM_RATE_LIMIT.max))
    expect(refused.headers.get('ratelimit')).toBe(`"forms"; r=0; t=${FORM_RATE_LIMIT.windowMs / 1000 / FORM_RATE_LIMIT.max}`)
    const html = await refused.text()
    expect(html).toContain(formMessages.rateLimited)
    // The page keeps what was typed.
    expect(html).toContain('value="Uma Vez Demais"')
    expect(html).toContain('Horta na varanda.')

    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const stored = (await store.list('agendamentos')).map((document) => document.data.nome)
      expect([...stored].sort()).toEqual([...names].sort())
    } finally {
      await store.close()
    }
    // The other form has its own allowance.
    expect((await postViaVarnish('/eva-baby', reservation)).status).toBe(200)
  })

  it(`a campaign page's form shares its kind's allowance with the fixed page's: ${FORM_RATE_LIMIT.max} in all`, async () => {
    const campaign = '/horta-em-casa?formulario=reserva'
    // The first test sent one reservation from this client already.
    const names = Array.from({length: FORM_RATE_LIMIT.max - 1}, (_, index) => `Reserva Campanha ${'abcdefghijklmnopqrst'[index]}`)
    for (const [index, nome] of names.entries()) {
      // The landing page the browser sends (consent to all): the campaign page, kept with the lead.
      const fields = {...reservation, nome, origem_endereco: '/horta-em-casa?utm_source=instagram&utm_medium=cpc'}
      const response = await postViaVarnish(index % 2 ? '/eva-baby' : campaign, fields)
      expect(response.status, nome).toBe(200)
    }
    for (const path of [campaign, '/eva-baby', '/horta-em-casa.data?formulario=reserva']) {
      const refused = await postViaVarnish(path, {...reservation, nome: 'Reserva Demais'})
      expect(refused.status, path).toBe(429)
      expect(refused.headers.get('ratelimit'), path).toMatch(/^"forms"; r=0; t=\d+$/)
    }
    // The page answers with its form and the message, and keeps what was typed.
    const html = await (await postViaVarnish(campaign, {...reservation, nome: 'Reserva Demais'})).text()
    expect(html).toContain(formMessages.rateLimited)
    expect(html).toContain('value="Reserva Demais"')

    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      const stored = (await store.list('reservas_evababy')).filter((document) => names.includes(document.data.nome as string))
      expect(stored).toHaveLength(names.length)
      for (const document of stored) {
        expect(document.data.origem).toEqual({fonte: 'instagram', meio: 'cpc', pagina: '/horta-em-casa'})
      }
    } finally {
      await store.close()
    }
  })

  it('a post to another spelling of a form gets the 404 page through Varnish too, and stores nothing', async () => {
    const spellings = ['/eva-baby/', '/Eva-Baby', '/%65va-baby', '//projetos', '/PROJETOS.data']
    // A data address's `.data` after a slash or a dot segment: Varnish counted none of them (issue 33).
    spellings.push('/projetos/.data', '/eva-baby/..data', '/Projetos/.data')
    for (const [index, spelling] of spellings.entries()) {
      const nome = `Outra Grafia ${'abcdefgh'[index]}`
      const fields = spelling.toLowerCase().includes('baby') ? {...reservation, nome} : validBooking(nome)
      const response = await postViaVarnish(spelling, fields)
      expect(response.status, spelling).toBe(404)
      expect(await response.text(), spelling).toContain('lang="pt-BR"')
      expect(await storedNames(), spelling).not.toContain(nome)
    }
  })

  it(`invitation sends: past ${INVITE_RATE_LIMIT_PER_CLIENT.max} from a client, refused`, async () => {
    const page = '/minha_eva/convite/ambiente-demo'
    for (let send = 0; send < INVITE_RATE_LIMIT_PER_CLIENT.max; send++) {
      const response = await postViaVarnish(page, {email: `ninguem${send}@exemplo.com`})
      expect(await response.text()).toContain('Email de usuário não encontrado. Tente novamente')
    }
    const refused = await postViaVarnish(page, {email: 'carla@minhaeva.example'})
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(
      String(INVITE_RATE_LIMIT_PER_CLIENT.windowMs / 1000 / INVITE_RATE_LIMIT_PER_CLIENT.max),
    )
    expect(await refused.text()).toContain(formMessages.rateLimited)
  })

  it(`CEP lookups: past ${CEP_RATE_LIMIT.max} in a minute, refused with what the form understands`, async () => {
    for (let lookup = 0; lookup < CEP_RATE_LIMIT.max; lookup++) {
      expect((await fetch(`${stack.varnish.url}/api/cep/80010000`)).status).toBe(200)
    }
    const refused = await fetch(`${stack.varnish.url}/api/cep/80010000`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(CEP_RATE_LIMIT.windowMs / 1000 / CEP_RATE_LIMIT.max))
    expect(await refused.json()).toEqual({found: false})
  })
})
