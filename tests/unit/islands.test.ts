import {createElement} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {Island} from '~/components/Island'
import {dataAddress} from '~/forms/post'

// The islands (docs/decisions/0064): what the server writes for the browser to hydrate, and
// where a form posts without Remix in the browser.
describe('an island', () => {
  it('writes its container and its props beside it, where no text can end the script', () => {
    const props = {reply: {message: '</script><script>alert(1)</script><!--', nome: 'Ana'}}
    const html = renderToStaticMarkup(
      createElement(Island<typeof props>, {name: 'agendamento', props, children: createElement('form', {id: 'agendamento'})}),
    )
    expect(html).toMatch(/^<div class="island" data-island="agendamento"><form id="agendamento"><\/form><\/div>/)
    const script = html.match(/<script type="application\/json" data-island-props="agendamento">([\s\S]*?)<\/script>/)
    expect(script).not.toBeNull()
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    expect(JSON.parse(script![1]!)).toEqual(props)
  })
})

describe('a form post', () => {
  it('goes to its page\u2019s data address, as Remix\u2019s client writes it', () => {
    const base = 'https://eva.example/projetos'
    expect(dataAddress('/projetos#formulario', base)).toBe('/projetos.data')
    expect(dataAddress('/eva-baby#reservar_baby', base)).toBe('/eva-baby.data')
    expect(dataAddress('https://eva.example/minha_eva/convite/amb-demo', base)).toBe('/minha_eva/convite/amb-demo.data')
    expect(dataAddress('/minha_eva/convite/amb%20demo?x=1', base)).toBe('/minha_eva/convite/amb%20demo.data?x=1')
    expect(dataAddress('/', base)).toBe('/_root.data')
    expect(dataAddress('/projetos/', base)).toBe('/projetos.data')
  })
})
