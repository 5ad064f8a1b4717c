import {describe, expect, it} from 'vitest'
import {domainOf, isOnDomains, parseDomains} from '~/domain/lead-mail-domains'

// Who may receive lead mail (docs/decisions/0077): the rule the server and the Studio share.

describe('the team’s domains', () => {
  it('reads a list separated by commas, lower case, and refuses anything that is not a domain', () => {
    expect(parseDomains(' EvaAgricultura.com.br, eva.example ,')).toEqual(['evaagricultura.com.br', 'eva.example'])
    expect(parseDomains('')).toEqual([])
    for (const bad of ['eva@exemplo.com', 'https://eva.example', 'eva', '-eva.example', 'eva..example', 'eva.example/x']) {
      expect(parseDomains(bad), bad).toBeUndefined()
    }
  })

  it('an address is on a domain exactly: not a subdomain, not a look-alike, whatever its case', () => {
    const domains = ['evaagricultura.com.br']
    expect(isOnDomains('Ana@EvaAgricultura.com.br', domains)).toBe(true)
    for (const address of [
      'ana@fora.example',
      'ana@sub.evaagricultura.com.br',
      'ana@evaagricultura.com.br.fora.example',
      'evaagricultura.com.br@fora.example',
      '"ana@evaagricultura.com.br"@fora.example',
    ]) {
      expect(isOnDomains(address, domains), address).toBe(false)
    }
    expect(domainOf('a@b@Eva.Example')).toBe('eva.example')
  })
})
