import {request} from 'node:http'

/**
 * A booking the visit form accepts (POST /projetos), with the name given.
 * @param {string} nome letters and spaces: the form's rule for names
 * @param {Record<string, string>} [overrides]
 */
export const validBooking = (nome, overrides = {}) => ({
  nome,
  email: 'ana.souza@exemplo.com.br',
  cpf: '529.982.247-25',
  telefone: '(41) 99876-5432',
  prefContato: 'Email',
  cidade: 'curitiba',
  cep: '80.010-000',
  endereco: 'Rua XV de Novembro, 700, Centro',
  demanda: 'Horta na varanda.',
  ...overrides,
})

/**
 * A name made of letters only, different for every number (names take no digits).
 * @param {string} prefix
 * @param {number} number
 */
export const letterName = (prefix, number) =>
  `${prefix} ${number.toString(26).replace(/./g, (digit) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(digit, 26)] ?? '')}`

/**
 * Client addresses, a new one per call, for the X-Forwarded-For of a server started with
 * TRUST_PROXY=127.0.0.1: each post then counts against its own client's limit.
 * @param {number} second the second octet, so that each suite has its own range
 */
export function clientAddresses(second) {
  let count = 0
  return () => {
    count++
    return `10.${second}.${Math.floor(count / 250) % 250}.${count % 250}`
  }
}

/**
 * @typedef {{status: number, body: string, complete: boolean} | {refused: string}} Answer
 * `complete`: the whole body its Content-Length announced came; `refused`: no answer at all.
 */

/**
 * A form post over a connection of its own, telling apart an answer (whole or cut off) from a
 * refusal before any answer (what a visitor sees as "the site is down").
 * @param {string} url
 * @param {Record<string, string>} fields
 * @param {Record<string, string>} [headers]
 * @param {{onSent?: () => void}} [options] `onSent`: called once the whole request is handed to
 *   the connection (before any answer), for a test that acts when its requests are out.
 * @returns {Promise<Answer>}
 */
export function postForm(url, fields, headers = {}, {onSent} = {}) {
  return new Promise((resolve) => {
    const body = new URLSearchParams(fields).toString()
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers},
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const expected = Number(response.headers['content-length'] ?? -1)
          const complete = response.complete && (expected < 0 || expected === Buffer.byteLength(text))
          resolve({status: response.statusCode ?? 0, body: text, complete})
        })
        response.on('error', () => resolve({status: response.statusCode ?? 0, body: '', complete: false}))
      },
    )
    outgoing.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve({refused: error.code ?? error.message}))
    outgoing.end(body, onSent)
  })
}
