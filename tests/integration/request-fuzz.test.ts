import {request as httpRequest} from 'node:http'
import {join} from 'node:path'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {RESERVATION_FORM} from '~/forms/reservation-form'
import {parseForm, type FormDefinition} from '~/forms/submission'
import {VISIT_FORM} from '~/forms/visit-form'
import {createSqliteStore} from '~/store/sqlite-store.server'
import {clientAddresses, validBooking} from '../support/forms.mjs'
import {useStack} from '../support/use-stack'

// Requests drawn at random, seeded (the seed is printed when a run fails): methods × spellings
// of the site's addresses × headers × bodies, against the production build. Whatever comes, the
// process stays up, nothing answers 5xx, every error page is pt-BR, and nothing invalid is
// stored. `npm test` draws 300; `npm run soak` (EVA_SOAK=full) 3,000.
const RUNS = process.env.EVA_SOAK === 'full' ? 3000 : 300
const SITE_URL = 'https://eva.example'
const stack = useStack({env: {TRUST_PROXY: '1', SITE_URL}})
// Each request from its own client, in order, so that a seed replays the same run.
const nextClient = clientAddresses(70)

const ADDRESSES = ['/', '/projetos', '/eva-baby', '/sobre-nos', '/insumos', '/contato', '/minha_eva/convite/ambiente-demo']
const ADDRESSES_TOO = ['/api/cep/80010000', '/consentimento', '/sitemap.xml', '/robots.txt', '/404', '/projetos.data']

/** Another spelling of an address: letter case, slashes, dot segments, percent-encoding. */
const spelled = fc
  .tuple(
    fc.constantFrom(...ADDRESSES, ...ADDRESSES_TOO),
    fc.array(fc.constantFrom('upper', 'slash', 'encode', 'dot', 'trailing', 'unicode', 'long'), {maxLength: 3}),
    fc.nat(),
  )
  .map(([address, changes, at]) => {
    let path = address
    for (const change of changes) {
      const index = 1 + (at % Math.max(1, path.length - 1))
      if (change === 'upper') path = path.toUpperCase()
      if (change === 'slash') path = `${path.slice(0, index)}/${path.slice(index)}`
      if (change === 'encode') path = `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`
      if (change === 'dot') path = `/x/..${path}`
      if (change === 'trailing') path = `${path}/`
      if (change === 'unicode') path = `${path}%C3%A7`
      if (change === 'long') path = `${path}/${'a'.repeat(3000)}`
    }
    return path.replace(/%NaN/g, '%2F')
  })
const path = fc.oneof(
  spelled,
  fc.webPath().map((text) => (text.startsWith('/') ? text : `/${text}`)),
  fc.constantFrom('//', '//@', '//[', '/%zz', '/%0a'),
)

const headers = fc.record(
  {
    origin: fc.constantFrom(SITE_URL, 'https://outro.example', 'null', ''),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'content-type': fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
    ),
    host: fc.constantFrom('eva.example', '127.0.0.1', 'evil.example:81', ''),
    'x-forwarded-host': fc.constantFrom('evil.example', 'eva.example'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
  },
  {requiredKeys: []},
)

const body = fc.oneof(
  fc.constant(new URLSearchParams(validBooking('Fuzz Valido')).toString()),
  fc
    .dictionary(
      fc.constantFrom('nome', 'email', 'cpf', 'telefone', 'color', 'cidade', 'demanda', 'chave', 'site', 'x'),
      fc.string(),
      {
        maxKeys: 6,
      },
    )
    .map((fields) => new URLSearchParams(fields).toString()),
  fc.string({maxLength: 300}),
  fc.constant(''),
)

const send = (method: string, target: string, sent: Record<string, string>, payload: string) =>
  new Promise<{status: number; type: string; text: string}>((resolve, reject) => {
    const client = nextClient()
    // A connection per request: a server may close one after refusing a body it did not read.
    const options = {method, path: target, headers: {...sent, 'x-forwarded-for': client}, agent: false}
    const request = httpRequest(stack.url, options, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({status: response.statusCode!, type: String(response.headers['content-type'] ?? ''), text}),
      )
    })
    request.on('error', reject)
    request.end(method === 'GET' || method === 'HEAD' ? undefined : payload)
  })

/** A form's post as a browser sends it, to some spelling of its address, one field changed at random. */
const formPost = fc
  .tuple(
    fc.constantFrom<{address: string; fields: Record<string, string>}>(
      {address: '/projetos', fields: validBooking('Fuzz Reserva')},
      {
        address: '/eva-baby',
        fields: {nome: 'Fuzz Baby', email: 'fuzz@exemplo.com', telefone: '(41) 98765-4321', color: 'branca'},
      },
      {address: '/minha_eva/convite/ambiente-demo', fields: {email: 'ninguem@exemplo.com'}},
    ),
    fc.boolean(),
    fc.constantFrom('nome', 'email', 'cpf', 'telefone', 'color', 'cidade', 'cep', 'demanda', 'site'),
    fc.string({unit: 'grapheme', maxLength: 40}),
    fc.boolean(),
  )
  .map(([{address, fields}, respell, field, value, change]) => ({
    method: 'POST',
    target: respell ? address.toUpperCase() : address,
    sent: {origin: SITE_URL, 'content-type': 'application/x-www-form-urlencoded'},
    payload: new URLSearchParams(change ? {...fields, [field]: value} : fields).toString(),
  }))
const anyRequest = fc
  .tuple(fc.constantFrom('GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), path, headers, body)
  .map(([method, target, sent, payload]) => ({method, target, sent: sent as Record<string, string>, payload}))

describe('requests drawn at random', () => {
  it(`${RUNS} of them: the process stays up, no 5xx, error pages in pt-BR, nothing invalid stored`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyRequest, formPost), async ({method, target, sent, payload}) => {
        const answer = await send(method, target, sent, payload)
        expect(answer.status, `${method} ${target}`).toBeLessThan(500)
        if (answer.status >= 400 && method !== 'HEAD' && answer.type.startsWith('text/html')) {
          expect(answer.text).toContain('lang="pt-BR"')
        }
        expect(answer.text).not.toMatch(/Unexpected Server Error|Internal Server Error|Cannot (GET|POST)/)
      }),
      {seed: 20, numRuns: RUNS, endOnFailure: true},
    )
    expect(stack.server.child.exitCode, 'the process is still up').toBeNull()
    expect((await send('GET', '/', {}, '')).status).toBe(200)

    // Whatever was stored is a valid booking or reservation, as the forms' own schemas say.
    const store = createSqliteStore(join(stack.dataDir, 'eva.sqlite'))
    try {
      for (const [collection, form] of [
        ['agendamentos', VISIT_FORM],
        ['reservas_evababy', RESERVATION_FORM],
      ] as const) {
        const stored = await store.list(collection)
        expect(stored.length, `some ${collection} were stored`).toBeGreaterThan(0)
        for (const {data} of stored) {
          const fields = Object.fromEntries(Object.entries(data).filter(([name]) => name !== 'dataSolicitacao'))
          expect(
            parseForm(new URLSearchParams(fields as Record<string, string>), form as FormDefinition).status,
            JSON.stringify(data),
          ).toBe('success')
        }
      }
    } finally {
      await store.close()
    }
  }, 300_000)
})
