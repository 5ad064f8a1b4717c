import {describe, expect, it} from 'vitest'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {locations, mainDocuments, PAGE_ROUTES} from '../../studio/presentation/locations'

// The Presentation tool's "used on these pages": where an edited document shows on the site.

type Location = {href: string; title: string}
type Resolver = {
  select?: Record<string, string>
  resolve?: (doc: Record<string, unknown> | null) => unknown
  locations?: Location[]
}

function hrefs(type: keyof typeof locations, doc: Record<string, unknown> | null = null) {
  const resolver = locations[type] as Resolver
  const state = (resolver.resolve ? resolver.resolve(doc) : resolver) as {locations?: Location[]}
  return (state.locations ?? []).map((location) => location.href)
}

describe('Presentation locations', () => {
  it('each page opens on its own route', () => {
    expect(hrefs('homePage')).toEqual(['/'])
    expect(hrefs('aboutPage')).toEqual(['/sobre-nos'])
    expect(hrefs('projectsPage')).toEqual(['/projetos'])
    expect(hrefs('evaBabyPage')).toEqual(['/eva-baby'])
    expect(hrefs('suppliesPage')).toEqual(['/insumos'])
    expect(hrefs('contactPage')).toEqual(['/contato'])
    expect(hrefs('privacyPage')).toEqual(['/politica-de-privacidade'])
  })

  it('every public page is some page document’s, and the settings show on all of them', () => {
    const pageTypes = Object.keys(PAGE_ROUTES) as Array<keyof typeof PAGE_ROUTES>
    expect(pageTypes.flatMap((type) => hrefs(type)).sort()).toEqual([...PUBLIC_PAGES].sort())
    expect(hrefs('siteSettings')).toEqual([...PUBLIC_PAGES])
  })

  it('a case study shows on Projetos, named in the title', () => {
    expect(hrefs('caseStudy', {title: 'Horta urbana comunitária'})).toEqual(['/projetos'])
    const resolver = locations.caseStudy as Resolver
    expect(resolver.resolve!({title: 'Horta urbana comunitária'})).toEqual({
      locations: [{href: '/projetos', title: 'Projetos (caso: Horta urbana comunitária)'}],
    })
  })

  it('a product shows on Insumos, and an EVA Baby also on its page', () => {
    expect(hrefs('product', {name: 'Dalia', isEvaBaby: false})).toEqual(['/insumos'])
    expect(hrefs('product', {name: 'Eva Baby', isEvaBaby: true})).toEqual(['/insumos', '/eva-baby'])
  })

  it('a campaign page shows at its address, and its address opens it', () => {
    expect(hrefs('campaignPage', {title: 'Horta em casa', slug: 'horta-em-casa'})).toEqual(['/horta-em-casa'])
    expect(hrefs('campaignPage', {title: 'Sem endereço ainda'})).toEqual([])
    // The other way: the fixed pages' routes first, then any one-segment address is a campaign page's.
    const routes = mainDocuments.map((resolver) => resolver.route)
    expect(routes.slice(0, PUBLIC_PAGES.length).sort()).toEqual([...PUBLIC_PAGES].sort())
    expect(mainDocuments.at(-1)).toEqual({route: '/:pagina', filter: '_type == "campaignPage" && slug.current == $pagina'})
  })

  it("an article shows at its address and in the list; its address opens it, as a category's does", () => {
    expect(hrefs('article', {title: 'Ervas na janela', slug: 'ervas-na-janela'})).toEqual(['/dicas/ervas-na-janela', '/dicas'])
    expect(hrefs('article', {title: 'Sem endereço ainda'})).toEqual(['/dicas'])
    expect(hrefs('category', {title: 'Ervas e temperos', slug: 'ervas-e-temperos'})).toEqual([
      '/dicas/categoria/ervas-e-temperos',
      '/dicas',
    ])
    // Before the campaign pages' one segment: /dicas/<address> is an article's, /dicas/categoria/<address> a category's.
    expect(mainDocuments.slice(PUBLIC_PAGES.length, -1)).toEqual([
      {route: '/dicas/categoria/:categoria', filter: '_type == "category" && slug.current == $categoria'},
      {route: '/dicas/:artigo', filter: '_type == "article" && slug.current == $artigo'},
    ])
  })

  it('titles are in Portuguese', () => {
    const titles = (locations.siteSettings as Resolver).locations!.map((location) => location.title)
    expect(titles).toEqual(['Home', 'Sobre Nós', 'Projetos', 'EVA Baby', 'Insumos', 'Contato', 'Política de Privacidade'])
  })
})
