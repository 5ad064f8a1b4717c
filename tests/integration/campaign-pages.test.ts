import {describe, expect, it} from 'vitest'
import {formMessages} from '~/messages/forms'
import {hostilePage} from '../support/campaign-blocks'
import {FRESH_WITHIN_MS} from '../support/freshness'
import {useStack} from '../support/use-stack'

// Campaign pages on production servers reading a "hosted" dataset (the Content Lake stand-in),
// behind Varnish: the seed's /horta-em-casa, a page of hostile blocks, the 404 for every other
// address, and the purges a publish of the page, or of what it shows, makes at the edge.
const stack = useStack({sanity: true, varnish: true})

type Page = {status: number; headers: Headers; html: string}
async function get(path: string, base = stack.varnish.url): Promise<Page> {
  const response = await fetch(base + path, {redirect: 'manual'})
  return {status: response.status, headers: response.headers, html: await response.text()}
}
const tags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').trim(),
  )
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
/** The sitemap lists the campaign page /horta-em-casa (not the articles' category of that name). */
const listsHortaEmCasa = (xml: string) => /<loc>https?:\/\/[^/]+\/horta-em-casa<\/loc>/.test(xml)
const priceShown = (html: string) => html.match(/price__cash">([^<]+)</)?.[1]
const brl = (value: string) => `R$\u00a0${value}`
const fresh = {timeout: FRESH_WITHIN_MS, intervals: [100]}
type GraphNode = {
  '@type': string
  mainEntity?: Array<{'@type': string; name: string; acceptedAnswer: {'@type': string}}>
  offers?: unknown
}

describe('campaign pages', () => {
  it('/horta-em-casa: every block of the seed, one h1, its structured data, its surrogate keys', async () => {
    const page = await get('/horta-em-casa', stack.server.url)
    expect(page.status).toBe(200)
    const h1 = tags(page.html, 'h1')
    expect(h1).toHaveLength(1)
    expect(h1[0]).not.toBe('')
    const h2 = tags(page.html, 'h2')
    // The blocks below the banner, each with its heading.
    expect(h2.length).toBeGreaterThanOrEqual(7)
    for (const heading of [...h2, ...tags(page.html, 'h3')]) expect(heading).not.toBe('')
    expect(page.html).toContain('<link rel="canonical" href="http://localhost')
    expect(page.html).not.toContain('noindex')
    expect(priceShown(page.html)).toBe(brl('375,00'))
    // The reservation form, posting to this page with its kind.
    expect(page.html).toContain('action="/horta-em-casa?formulario=reserva#formulario"')

    const [data] = jsonLd(page.html).filter((item) => item['@graph'])
    const graph = data['@graph'] as Array<GraphNode>
    expect(graph[0]!['@type']).toBe('FAQPage')
    expect(graph[0]!.mainEntity).toHaveLength(3)
    for (const question of graph[0]!.mainEntity!) {
      expect(question['@type']).toBe('Question')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.name.length).toBeGreaterThan(0)
    }
    const product = graph.find((item) => item['@type'] === 'Product')!
    expect(product.offers).toMatchObject({'@type': 'Offer', price: '375.00', priceCurrency: 'BRL'})

    // The page's keys name the documents it shows: a publish of any of them purges it.
    const keys = page.headers.get('surrogate-key')!.split(' ')
    expect(keys).toEqual(expect.arrayContaining(['campaignPage-horta-em-casa', 'product-eva-baby', 'campaignPage']))
    expect(keys.filter((key) => key.startsWith('case-'))).toHaveLength(2)
  })

  it('every other address goes to the 404 page; capitals are a redirect to the address', async () => {
    expect((await get('/uma-campanha-que-nao-existe')).headers.get('location')).toBe('/404')
    expect((await get('/Horta-Em-Casa')).status).toBe(301)
    expect((await get('/Horta-Em-Casa')).headers.get('location')).toBe('/horta-em-casa')
    // A page whose address breaks the rule (written past the Studio) is not served: published
    // with a valid one, which shows when the site has taken them all.
    stack.sanity.store.commit([
      {createOrReplace: {...hostilePage('campaignPage-dicas', 'dicas'), title: 'Reservado'}},
      {createOrReplace: {...hostilePage('campaignPage-maiusculas', 'Maiusculas'), title: 'Maiúsculas'}},
      {createOrReplace: {...hostilePage('campaignPage-valida', 'valida'), title: 'Válida'}},
    ])
    await expect.poll(async () => (await get('/valida', stack.server.url)).status, fresh).toBe(200)
    // /dicas is the articles' own.
    expect(tags((await get('/dicas', stack.server.url)).html, 'h1')).toEqual(['Dicas de cultivo'])
    expect((await get('/maiusculas', stack.server.url)).headers.get('location')).toBe('/404')
    stack.sanity.store.commit([{delete: {id: 'campaignPage-valida'}}])
  })

  it('a page of hostile blocks renders whole: one h1 (its title), no empty heading, nothing unknown', async () => {
    stack.sanity.store.commit([{createOrReplace: hostilePage('campaignPage-hostil', 'pagina-hostil')}])
    await expect.poll(async () => (await get('/pagina-hostil', stack.server.url)).status, fresh).toBe(200)
    const {html} = await get('/pagina-hostil', stack.server.url)
    expect(tags(html, 'h1')).toEqual(['Página hostil'])
    for (const heading of [...tags(html, 'h2'), ...tags(html, 'h3')]) expect(heading).not.toBe('')
    for (const word of ['undefined', 'null', '[object Object]', 'Tipo desconhecido', 'javascript:', 'constructor']) {
      expect(html, word).not.toContain(word)
    }
    // No form of another kind: no island, no form's action, no island's script.
    expect(html).not.toContain('data-island=')
    expect(html).not.toContain('formulario=')
    expect(html).not.toContain('/scripts/islands/')
  })

  it('a post the page does not take (another kind, no form) is told so in Portuguese', async () => {
    const post = (path: string) =>
      fetch(stack.server.url + path, {
        method: 'POST',
        redirect: 'manual',
        // No Origin: a same-site post from a page whose origin the browser kept to itself.
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({nome: 'Ninguém Guardado', email: 'ninguem@exemplo.com', telefone: '(41) 98765-4321'}),
      })
    for (const path of ['/horta-em-casa?formulario=agendamento', '/horta-em-casa', '/pagina-hostil?formulario=reserva']) {
      const answer = await post(path)
      expect(answer.status, path).toBe(409)
      expect(await answer.text(), path).toContain(formMessages.pageChanged)
    }
    // A page that is not there is the 404 page's, post or not.
    expect((await post('/nao-existe?formulario=reserva')).headers.get('location')).toContain('/404')
  })

  it('a new price, a hidden page and a removed one reach the page and the sitemap at the edge', async () => {
    // Both are in Varnish.
    for (const path of ['/horta-em-casa', '/sitemap.xml']) {
      await get(path)
      expect((await get(path)).headers.get('x-cache'), path).toBe('HIT')
    }
    expect(listsHortaEmCasa((await get('/sitemap.xml')).html)).toBe(true)

    // The product's price, published: the campaign page that shows it is purged.
    stack.sanity.publish('product-eva-baby', {cashPrice: 399})
    await expect.poll(async () => priceShown((await get('/horta-em-casa')).html), fresh).toBe(brl('399,00'))

    // Hidden from search engines: out of the sitemap, and noindex.
    stack.sanity.publish('campaignPage-horta-em-casa', {hideFromSearch: true})
    await expect.poll(async () => listsHortaEmCasa((await get('/sitemap.xml')).html), fresh).toBe(false)
    expect((await get('/horta-em-casa')).html).toContain('<meta name="robots" content="noindex"/>')

    // Shown again, then removed: gone from the sitemap, and the address is the 404 page's.
    stack.sanity.publish('campaignPage-horta-em-casa', {hideFromSearch: false})
    await expect.poll(async () => listsHortaEmCasa((await get('/sitemap.xml')).html), fresh).toBe(true)
    stack.sanity.store.commit([{delete: {id: 'campaignPage-horta-em-casa'}}])
    await expect.poll(async () => (await get('/horta-em-casa')).headers.get('location'), fresh).toBe('/404')
    expect(listsHortaEmCasa((await get('/sitemap.xml')).html)).toBe(false)
  })

  it('a renamed page: its old address is a 301 at the edge, purged when another page takes it', async () => {
    stack.sanity.store.commit([{createOrReplace: simplePage('campaignPage-outono', 'outono')}])
    await expect.poll(async () => (await get('/outono')).status, fresh).toBe(200)
    // Renamed twice, as the Studio's publish keeps them: A→B→C serves A straight to C.
    stack.sanity.publish('campaignPage-outono', {
      slug: {_type: 'slug', current: 'outono-2027'},
      formerAddresses: ['outono', 'outono-2026'],
    })
    await expect.poll(async () => (await get('/outono')).headers.get('location'), fresh).toBe('/outono-2027')
    for (const old of ['/outono', '/outono-2026']) {
      const moved = await get(old)
      expect(moved.status, old).toBe(301)
      expect(moved.headers.get('location'), old).toBe('/outono-2027')
      expect(moved.headers.get('cache-control'), old).toMatch(/^public, max-age=0, s-maxage=/)
      expect((await get(old)).headers.get('x-cache'), old).toBe('HIT')
    }
    expect((await get('/outono-2027')).status).toBe(200)
    // The visitor's campaign tags go on to the page, from the kept redirect and from the site.
    expect((await get('/outono?utm_source=panfleto&utm_campaign=outono')).headers.get('location')).toBe(
      '/outono-2027?utm_source=panfleto&utm_campaign=outono',
    )
    expect((await get('/outono?utm_source=panfleto', stack.server.url)).headers.get('location')).toBe(
      '/outono-2027?utm_source=panfleto',
    )
    // The visitor's text is joined as it is, never read as a pattern's backreference.
    expect((await get('/outono?utm_content=a\\1b%5C0')).headers.get('location')).toBe('/outono-2027?utm_content=a\\1b%5C0')

    // Another page takes the old address: it is that page's at once, at the edge too.
    stack.sanity.store.commit([{createOrReplace: simplePage('campaignPage-outono-novo', 'outono')}])
    await expect.poll(async () => (await get('/outono')).status, fresh).toBe(200)
    expect((await get('/outono-2026')).headers.get('location')).toBe('/outono-2027')
    // Unpublished: its address is the 404 page's, and so are the old ones.
    stack.sanity.store.commit([{delete: {id: 'campaignPage-outono'}}])
    await expect.poll(async () => (await get('/outono-2027')).headers.get('location'), fresh).toBe('/404')
    expect((await get('/outono-2026')).headers.get('location')).toBe('/404')
  })

  it('a page ends by itself: a 302 to its destination at the edge, and out of the sitemap, at its time', async () => {
    const endsAt = Date.now() + 8_000
    stack.sanity.store.commit([
      {
        createOrReplace: {
          ...simplePage('campaignPage-relampago', 'relampago'),
          formerAddresses: ['relampago-antiga'],
          endsAt: new Date(endsAt).toISOString(),
          endTarget: '/eva-baby#reservar_baby',
        },
      },
    ])
    await expect.poll(async () => (await get('/relampago')).status, fresh).toBe(200)
    // Kept by the edge and the site, each no longer than the end; the sitemap too.
    const first = await get('/relampago')
    expect(first.headers.get('x-cache')).toBe('HIT')
    const edgeAge = Number(first.headers.get('cache-control')!.match(/s-maxage=(\d+)/)![1])
    expect(edgeAge).toBeLessThanOrEqual(8)
    // A copy the edge fetches later from the site's page cache says how old it is: the edge keeps
    // it its s-maxage less that, so no longer than the end either.
    const kept = await get('/relampago', stack.server.url)
    expect(kept.headers.get('x-page-cache')).toBe('HIT')
    expect(kept.headers.get('age')).toMatch(/^\d+$/)
    const keptFor = Number(kept.headers.get('cache-control')!.match(/s-maxage=(\d+)/)![1]) - Number(kept.headers.get('age'))
    expect(keptFor).toBeLessThanOrEqual(Math.ceil((endsAt - Date.now()) / 1000))
    expect((await get('/sitemap.xml')).html).toContain('/relampago</loc>')
    expect((await get('/relampago-antiga')).headers.get('location')).toBe('/relampago')

    // Nothing is published at the end: every copy answers the redirect within a minute (here, seconds).
    const ended = {timeout: 60_000, intervals: [250]}
    await expect.poll(async () => (await get('/relampago')).headers.get('location'), ended).toBe('/eva-baby#reservar_baby')
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt)
    const redirect = await get('/relampago?utm_source=radio')
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/eva-baby?utm_source=radio#reservar_baby')
    expect((await get('/relampago', stack.server.url)).status).toBe(302)
    // An old address goes straight to the destination, never through the ended page.
    expect((await get('/relampago-antiga')).headers.get('location')).toBe('/eva-baby#reservar_baby')
    await expect.poll(async () => (await get('/sitemap.xml')).html.includes('/relampago<'), ended).toBe(false)
  })

  it('a post to an old address (the page was renamed while its visitor typed) is taken by the page', async () => {
    stack.sanity.store.commit([
      {
        createOrReplace: {
          ...simplePage('campaignPage-renomeada', 'renomeada-2027'),
          formerAddresses: ['renomeada'],
          blocks: [{_key: 'form', _type: 'formBlock', form: 'reserva', title: 'Reserve a sua'}],
        },
      },
    ])
    await expect
      .poll(async () => (await get('/renomeada', stack.server.url)).headers.get('location'), fresh)
      .toBe('/renomeada-2027')
    const answer = await reserve('/renomeada?formulario=reserva', 'Bia Apressada', 'bia.apressada@exemplo.com')
    const html = await answer.text()
    expect(answer.status, html.slice(0, 300)).toBe(200)
    expect(html).toContain(formMessages.reservation.success)
  })

  it('a post to a page that ended while its visitor typed is taken, and answered on the page', async () => {
    stack.sanity.store.commit([
      {
        createOrReplace: {
          ...simplePage('campaignPage-fim-do-form', 'fim-do-form'),
          blocks: [{_key: 'form', _type: 'formBlock', form: 'reserva', title: 'Reserve a sua'}],
          endsAt: new Date(Date.now() - 1_000).toISOString(),
          endTarget: '/eva-baby',
        },
      },
    ])
    await expect.poll(async () => (await get('/fim-do-form', stack.server.url)).headers.get('location'), fresh).toBe('/eva-baby')
    const answer = await reserve('/fim-do-form?formulario=reserva', 'Ana Tardia', 'ana.tardia@exemplo.com')
    const html = await answer.text()
    expect(answer.status, html.slice(0, 300)).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-cache')
    expect(html).toContain('Reserve a sua')
    expect(html).toContain(formMessages.reservation.success)
  })
})

/** An EVA Baby reservation posted to `path` at the site, without JavaScript (its answer unfollowed). */
function reserve(path: string, nome: string, email: string) {
  return fetch(stack.server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({nome, email, telefone: '(41) 98765-4321', color: 'branca'}),
  })
}

/** A published campaign page with one text block. */
function simplePage(id: string, slug: string) {
  return {
    _id: id,
    _type: 'campaignPage',
    title: `Campanha ${slug}`,
    slug: {_type: 'slug', current: slug},
    blocks: [{_key: 'texto', _type: 'textBlock', title: `Sobre ${slug}`, content: []}],
  }
}
