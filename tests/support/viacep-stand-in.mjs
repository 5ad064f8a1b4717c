// A local stand-in for ViaCEP's public API (there is no internet in tests).
// `node tests/support/viacep-stand-in.mjs PORT` serves:
//   /ws/80010000/json/  Curitiba (Centro)          /ws/83005000/json/  São José dos Pinhais
//   /ws/00000000/json/  {"erro": true}             /ws/99999999/json/  held: no answer yet
// A request for the held CEP (a ViaCEP that does not answer in time) gets its answer only when
// the test calls `answerHeld()`; a client that gives up closes it, and `abandonedCount()` counts it.
// The site's own timeout (CEP_LOOKUP_TIMEOUT_MS) decides how long the site waits, not a clock
// here.
import {createServer} from 'node:http'
import {pathToFileURL} from 'node:url'

export const VIACEP_FIXTURES = {
  80010000: {cep: '80010-000', logradouro: 'Rua XV de Novembro', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR'},
  83005000: {cep: '83005-000', logradouro: 'Rua Joaquim Nabuco', bairro: 'Centro', localidade: 'São José dos Pinhais', uf: 'PR'},
  '00000000': {erro: true},
}
export const HELD_CEP = '99999999'

export function createViaCepStandIn() {
  /** @type {Set<() => void>} */
  const held = new Set()
  let abandoned = 0
  const server = createServer((request, response) => {
    const cep = request.url?.match(/^\/ws\/(\d{8})\/json\/?$/)?.[1]
    const answer = (status, body) => {
      response.writeHead(status, {'content-type': 'application/json; charset=utf-8'})
      response.end(JSON.stringify(body))
    }
    if (!cep) return answer(400, {erro: true})
    if (cep === HELD_CEP) {
      const release = () => {
        held.delete(release)
        answer(200, VIACEP_FIXTURES[80010000])
      }
      held.add(release)
      response.once('close', () => {
        if (!held.delete(release)) return
        abandoned++
        server.emit('abandoned')
      })
      return
    }
    answer(200, VIACEP_FIXTURES[cep] ?? {erro: true})
  })
  return Object.assign(server, {
    /** Answers every held request now, as a late ViaCEP would. */
    answerHeld() {
      for (const release of [...held]) release()
    },
    /** How many held requests their client gave up on before an answer (each also emits `abandoned`). */
    abandonedCount: () => abandoned,
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2])
  createViaCepStandIn().listen(port, '127.0.0.1', () => console.log(`ViaCEP stand-in on http://127.0.0.1:${port}/ws`))
}
