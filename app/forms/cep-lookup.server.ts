import {CEP_LOOKUP_TIMEOUT_MS} from '~/constants'
import {env} from '~/env.server'
import type {CepAddress} from './cep'

type ViaCepAnswer = {erro?: boolean | string; logradouro?: string; bairro?: string; localidade?: string; uf?: string}

/**
 * Asks ViaCEP for the address of an 8-digit CEP. Unknown CEPs ({"erro": true}), slow
 * answers (over CEP_LOOKUP_TIMEOUT_MS) and failures all come back as "not found": the
 * lookup is a convenience and must never stand in the visitor's way.
 */
export async function lookUpCep(cep: string, baseUrl = env.VIACEP_URL): Promise<CepAddress> {
  if (!/^\d{8}$/.test(cep)) return {found: false}
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/${cep}/json/`, {
      signal: AbortSignal.timeout(CEP_LOOKUP_TIMEOUT_MS),
      headers: {accept: 'application/json'},
    })
    if (!response.ok) return {found: false}
    const answer = (await response.json()) as ViaCepAnswer
    if (answer.erro || !answer.localidade) return {found: false}
    return {
      found: true,
      street: answer.logradouro ?? '',
      district: answer.bairro ?? '',
      city: answer.localidade,
      state: answer.uf ?? '',
    }
  } catch {
    return {found: false}
  }
}
