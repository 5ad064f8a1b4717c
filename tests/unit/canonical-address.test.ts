import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {canonicalPath, pathForLogs, routeOf, routePatterns} from '~/requests/canonical-address.server'

// The route tree as the build gives it (a few of the site's routes, each kind once).
const route = (id: string, path?: string, index = false) => ({id, path, index, parentId: 'root', module: {}})
const ROUTES = {
  root: {id: 'root', path: '', module: {}},
  // Listed before the pages it must not take, as the build lists it.
  'routes/$pagina': route('routes/$pagina', ':pagina'),
  'routes/_index': route('routes/_index', undefined, true),
  'routes/projetos': route('routes/projetos', 'projetos'),
  'routes/eva-baby': route('routes/eva-baby', 'eva-baby'),
  'routes/minha_eva.convite.$idAmbiente': route('routes/minha_eva.convite.$idAmbiente', 'minha_eva/convite/:idAmbiente'),
  'routes/api.cep.$cep': route('routes/api.cep.$cep', 'api/cep/:cep'),
  'routes/robots[.]txt': route('routes/robots[.]txt', 'robots.txt'),
  'routes/$': route('routes/$', '*'),
} as never
const PATTERNS = routePatterns(ROUTES)
const canonical = (path: string) => canonicalPath(path, PATTERNS)

// Addresses as the site writes them, and what in each is a word of the route.
const ADDRESSES = [
  '/',
  '/projetos',
  '/eva-baby',
  '/minha_eva/convite/Ambiente-Demo_1',
  '/api/cep/80010000',
  '/robots.txt',
  '/projetos.data',
  '/_root.data',
  '/uma-pagina-que-nao-existe',
  // A campaign page's address is a parameter spelled in lower case, as words are.
  '/horta-em-casa',
  '/horta-em-casa.data',
]

/** Another spelling of `address`, as a person, a proxy or an attacker may write it. */
const spellingOf = (address: string) =>
  fc
    .record({
      cases: fc.array(fc.boolean(), {minLength: 64, maxLength: 64}),
      encode: fc.array(fc.boolean(), {minLength: 64, maxLength: 64}),
      slashes: fc.array(fc.integer({min: 1, max: 3}), {minLength: 8, maxLength: 8}),
      trailing: fc.boolean(),
      dots: fc.constantFrom('', '/.', '/x/..', '/%2e', '/./a/%2E%2E'),
      // Where a data address's `.data` may stand: after the page, a slash or a dot segment.
      dataAfter: fc.constantFrom('', '/', '//', '/.', '/%2E', '/./'),
      dataCase: fc.constantFrom('.data', '.DATA', '.Data', '%2Edata'),
    })
    .map(({cases, encode, slashes, trailing, dots, dataAfter, dataCase}) => {
      const data = address.endsWith('.data') ? dataAfter + dataCase : ''
      const page = data ? address.slice(0, -'.data'.length) : address
      const segments = page.split('/').filter(Boolean)
      const isWord = (index: number) => !address.startsWith('/minha_eva/convite/') || index < 2 // the environment id keeps its case
      const spelled = segments.map((segment, index) =>
        [...segment]
          .map((char, position) => {
            const at = (index * 16 + position) % 64
            const cased = isWord(index) && !address.startsWith('/uma-') && cases[at] ? char.toUpperCase() : char
            return encode[at] ? `%${cased.charCodeAt(0).toString(16)}` : cased
          })
          .join(''),
      )
      const path = spelled.map((segment, index) => '/'.repeat(slashes[index % 8]!) + segment).join('')
      return (path || '/') + (data || '') + dots.replace(/^$/, '') + (trailing ? '/' : '')
    })

describe('canonicalPath', () => {
  it('leaves each address as the site writes it', () => {
    for (const address of ADDRESSES) expect(canonical(address)).toBe(address)
  })

  it('brings every spelling of an address back to it', () => {
    for (const address of ADDRESSES) {
      fc.assert(
        fc.property(spellingOf(address), (spelling) => {
          expect(canonical(spelling), spelling).toBe(address)
        }),
        {seed: 20, numRuns: 200},
      )
    }
  })

  it.each([
    ['/projetos.data', ['/projetos/.data', '/Projetos/.data', '/projetos/..data', '/projetos//.data', '/projetos/.DATA']],
    ['/eva-baby.data', ['/eva-baby/.data']],
    ['/minha_eva/convite/ambiente-demo.data', ['/MINHA_EVA/convite/ambiente-demo/.data']],
    ['/api/cep/80010000.data', ['/API/CEP/80010000/.data', '/api/cep/80010000/..data']],
    // `..` before `.data` goes up one: the data address of `/`.
    ['/_root.data', ['/.data', '/..data', '/_root/.data', '/projetos/...data']],
    // A page whose own name ends in dots keeps them.
    ['/x..data', ['/x..data']],
  ])("a data address spelled after a slash or a dot is its page's data address, %s (issue 33)", (address, spellings) => {
    for (const spelling of spellings) expect(canonical(spelling), spelling).toBe(address)
  })

  it('a page of its own is its route’s, not the campaign pages’ (listed first by the build)', () => {
    expect(routeOf('/projetos', PATTERNS)).toBe('routes/projetos')
    expect(routeOf('/eva-baby.data', PATTERNS)).toBe('routes/eva-baby')
    expect(routeOf('/horta-em-casa', PATTERNS)).toBe('routes/$pagina')
    expect(routeOf('/a/b', PATTERNS)).toBe('routes/$')
    expect(pathForLogs('/projetos', PATTERNS)).toBe('/projetos')
    expect(pathForLogs('/horta-em-casa', PATTERNS)).toBe('/:pagina')
  })

  it('a campaign page in capitals is its address in lower case; an environment id keeps its case', () => {
    expect(canonical('/Horta-Em-Casa')).toBe('/horta-em-casa')
    expect(canonical('/HORTA-EM-CASA.data')).toBe('/horta-em-casa.data')
    expect(canonical('/minha_eva/convite/Ambiente-Demo_1')).toBe('/minha_eva/convite/Ambiente-Demo_1')
    expect(canonical('/Uma/Pagina')).toBe('/Uma/Pagina')
  })

  it.each([
    ['//', '/'],
    ['//@', '/@'],
    ['//a:b', '/a:b'],
    ['//[', '/%5B'],
    ['/\\evil.example/', '/%5Cevil.example'],
    ['/%zz', undefined],
    ['/eva-baby%0d%0aSet-Cookie:x=1', undefined],
  ])('the known troublemakers: %s is %s', (path, address) => {
    expect(canonical(path)).toBe(address)
  })

  it('whatever the path, the result is one spelling: starts with one slash, holds only URL characters, settles at once', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.stringMatching(/^[/.%A-Za-z0-9\\@:[\]]{0,30}$/)), (raw) => {
        const path = raw.startsWith('/') ? raw : `/${raw}`
        const result = canonical(path)
        if (result === undefined) return
        expect(result).toMatch(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/)
        expect(result).not.toMatch(/\/\/|\/$(?<!^\/)/)
        expect(canonical(result)).toBe(result)
      }),
      {seed: 20, numRuns: 2000},
    )
  })
})
