// A local stand-in for ViaCEP's public API (there is no internet in tests).
// `node tests/support/viacep-stand-in.mjs PORT` serves:
//   /ws/80010000/json/  Curitiba (Centro)          /ws/83005000/json/  São José dos Pinhais
//   /ws/00000000/json/  {"erro": true}             /ws/99999999/json/  answers only after 5 s
import {createServer} from 'node:http'
import {pathToFileURL} from 'node:url'

export const VIACEP_FIXTURES = {
  80010000: {cep: '80010-000', logradouro: 'Rua XV de Novembro', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR'},
  83005000: {cep: '83005-000', logradouro: 'Rua Joaquim Nabuco', bairro: 'Centro', localidade: 'São José dos Pinhais', uf: 'PR'},
  '00000000': {erro: true},
}
export const SLOW_CEP = '99999999'
export const SLOW_DELAY_MS = 5000

export function createViaCepStandIn() {
  return createServer((request, response) => {
    const cep = request.url?.match(/^\/ws\/(\d{8})\/json\/?$/)?.[1]
    const answer = (status, body) => {
      response.writeHead(status, {'content-type': 'application/json; charset=utf-8'})
      response.end(JSON.stringify(body))
    }
    if (!cep) return answer(400, {erro: true})
    if (cep === SLOW_CEP) {
      const timer = setTimeout(() => answer(200, VIACEP_FIXTURES[80010000]), SLOW_DELAY_MS)
      request.on('close', () => clearTimeout(timer))
      return
    }
    answer(200, VIACEP_FIXTURES[cep] ?? {erro: true})
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2])
  createViaCepStandIn().listen(port, '127.0.0.1', () => console.log(`ViaCEP stand-in on http://127.0.0.1:${port}/ws`))
}
