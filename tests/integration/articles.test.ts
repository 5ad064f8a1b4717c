import {parseFeed} from '@rowanmanning/feed-parser'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {ARTICLES_IN_FEED, ARTICLES_PER_PAGE} from '~/constants'
import {pageNumber} from '~/content/articles'
import {freshWithin, pageEverywhere} from '../support/freshness'
import {useStack} from '../support/use-stack'

// The articles, "Dicas de cultivo" (docs/content.md#articles), on two production servers reading a
// "hosted" dataset (the Content Lake stand-in over the seed), behind Varnish: the seed's three
// articles, their structured data, the feed read by a real feed parser, the pages of a long list
// through the edge, hostile articles, and the purges a publish of an article, or of what it
// shows, makes on both instances and at the edge.
const stack = useStack({sanity: true, varnish: true, instances: 2})

type Page = {status: number; headers: Headers; html: string}
async function get(path: string, base = stack.url): Promise<Page> {
  const response = await fetch(base + path, {redirect: 'manual'})
  return {status: response.status, headers: response.headers, html: await response.text()}
}
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').trim(),
  )
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1]
/** The titles of the cards of a list, in order. */
const cardTitles = (html: string) => texts(html.match(/<ul class="article-cards">[\s\S]*?<\/ul>/)?.[0] ?? '', 'h2')
const bases = () => [...stack.instances.map((instance) => instance.url), stack.url]

/** An article as an editor publishes it, with the seed's author and category unless told otherwise. */
const article = (slug: string, publishedAt: string, extra: Record<string, unknown> = {}) => ({
  _id: `article-${slug}`,
  _type: 'article',
  title: `Dica ${slug}`,
  slug: {_type: 'slug', current: slug},
  summary: `O resumo de ${slug}.`,
  publishedAt,
  author: {_type: 'reference', _ref: 'person-rafael'},
  category: {_type: 'reference', _ref: 'category-ervas'},
  body: [
    {_type: 'block', _key: 'p', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 's', text: 'Texto.', marks: []}]},
  ],
  ...extra,
})

describe('the seed articles', () => {
  it('/dicas: the three articles newest first, each with its category, date and reading time; the categories', async () => {
    const list = await get('/dicas')
    expect(list.status).toBe(200)
    expect(texts(list.html, 'h1')).toEqual(['Dicas de cultivo'])
    expect(cardTitles(list.html)).toEqual([
      'EVA Baby: quando encher a água e quando colher',
      'Hortaliças que crescem na meia-sombra',
      'Como cultivar ervas na janela do apartamento',
    ])
    expect(list.html).toContain('href="/dicas/eva-baby-agua-e-colheita"')
    expect(list.html).toMatch(/<time dateTime="2026-11-17">17 de novembro de 2026<\/time> · \d+ min de leitura/)
    expect(list.html).toContain('href="/dicas/categoria/ervas-e-temperos"')
    // One page: no page links.
    expect(list.html).not.toContain('<nav class="article-pages"')

    const category = await get('/dicas/categoria/horta-em-casa')
    expect(texts(category.html, 'h1')).toEqual(['Horta em casa'])
    expect(cardTitles(category.html)).toEqual([
      'EVA Baby: quando encher a água e quando colher',
      'Hortaliças que crescem na meia-sombra',
    ])
    expect(category.html).toContain('<link rel="canonical" href="http://localhost')
    expect(category.html).toContain('/dicas/categoria/horta-em-casa"/>')
  })

  it('the long article: one h1, the author, both dates, a table of contents whose every link has its heading', async () => {
    const page = await get('/dicas/ervas-na-janela')
    expect(page.status).toBe(200)
    expect(texts(page.html, 'h1')).toEqual(['Como cultivar ervas na janela do apartamento'])
    expect(page.html).toContain('<strong>Mariana Kowalski</strong>, Engenheira agrônoma')
    expect(page.html).toContain('<time dateTime="2026-10-06">6 de outubro de 2026</time>')
    expect(page.html).toContain('atualizado em <time dateTime="2026-11-10">10 de novembro de 2026</time>')
    const contents = page.html.match(/<nav class="article-contents"[\s\S]*?<\/nav>/)?.[0] ?? ''
    const anchors = [...contents.matchAll(/href="#([^"]+)"/g)].map(([, anchor]) => anchor!)
    expect(anchors.length).toBeGreaterThanOrEqual(4)
    for (const anchor of anchors) expect(page.html, anchor).toMatch(new RegExp(`<h[23] id="${anchor}">`))
    // Every body element of the seed: the image with its caption, the list, the note, the link.
    expect(page.html).toContain(
      '<figcaption>Manjericão, hortelã e cebolinha no parapeito: a janela mais clara da casa.</figcaption>',
    )
    expect(page.html).toContain('<aside class="article-note"><p class="article-note__title">Dica</p>')
    expect(page.html).toContain('<a href="/projetos#formulario">agende uma visita de diagnóstico</a>')
    expect(page.html).toMatch(/<ol><li>Manjericão/)
    // The band to the visit form, related articles, the breadcrumb.
    expect(page.html).toContain(
      '<a class="button button--light button--large" href="/projetos#formulario">Agendar uma visita</a>',
    )
    expect(texts(page.html, 'h3')).toContain('EVA Baby: quando encher a água e quando colher')
    const breadcrumb = page.html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? ''
    expect(texts(breadcrumb, 'a')).toEqual(['Início', 'Dicas de cultivo', 'Ervas e temperos'])
    // For sharing: an article, its cover as a JPEG that the site serves.
    expect(meta(page.html, 'og:type')).toBe('article')
    expect(meta(page.html, 'description')).toMatch(/^Manjericão, hortelã e cebolinha na janela/)
    const image = meta(page.html, 'og:image')!
    expect(image).toMatch(/\.jpg$/)
    const served = await fetch(image.replace(/^https?:\/\/[^/]+/, stack.url))
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
  })

  it('a product named in the text shows its price; the video, the call to action band; no contents under four headings', async () => {
    const evaBaby = await get('/dicas/eva-baby-agua-e-colheita')
    expect(evaBaby.html).toContain(
      '<a href="/eva-baby">Eva Baby</a><span class="product-mention__price"> (R$\u00a0375,00)</span>',
    )
    expect(evaBaby.html).toContain('data-video-embed="https://www.youtube-nocookie.com/embed/')
    expect(evaBaby.html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"[^>]*>Conversar pelo WhatsApp/)
    expect(evaBaby.html).not.toContain('<nav class="article-contents"')
    const shade = await get('/dicas/hortalicas-na-meia-sombra')
    expect(shade.html).toContain('<a href="/insumos">Rai</a><span class="product-mention__price"> (6x de R$\u00a0769,00)</span>')
  })

  it('structured data: a BlogPosting and a BreadcrumbList with what search engines require', async () => {
    for (const slug of ['ervas-na-janela', 'hortalicas-na-meia-sombra', 'eva-baby-agua-e-colheita']) {
      const page = await get(`/dicas/${slug}`)
      const data = jsonLd(page.html)
      const posting = data.find((item) => item['@type'] === 'BlogPosting')
      const trail = data.find((item) => item['@type'] === 'BreadcrumbList')
      expect(posting, slug).toMatchObject({'@context': 'https://schema.org', inLanguage: 'pt-BR'})
      // Google's article results: a headline of at most 110 characters, an image, ISO dates, an author with a name.
      expect(posting.headline.length).toBeLessThanOrEqual(110)
      expect(texts(page.html, 'h1')).toEqual([posting.headline])
      expect(new URL(posting.image).pathname).toMatch(/^\/content\/share\/.+\.jpg$/)
      // The day it began in Curitiba, with the zone.
      for (const date of [posting.datePublished, posting.dateModified]) {
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00-03:00$/)
      }
      expect(posting.dateModified >= posting.datePublished).toBe(true)
      expect(posting.author).toMatchObject({'@type': 'Person', name: expect.any(String), jobTitle: expect.any(String)})
      expect(posting.publisher['@id']).toMatch(/\/#empresa$/)
      // The company it points to is on the page.
      expect(data.find((item) => item['@id'] === posting.publisher['@id'])).toMatchObject({'@type': 'LocalBusiness'})
      expect(posting.url).toBe(page.html.match(/<link rel="canonical" href="([^"]+)"/)?.[1])
      expect(posting.wordCount).toBeGreaterThan(50)
      // Breadcrumbs: positions from 1, each an absolute address and a name, the article last.
      const items = trail.itemListElement as Array<{'@type': string; position: number; name: string; item: string}>
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
      for (const item of items) {
        expect(item['@type']).toBe('ListItem')
        expect(new URL(item.item).protocol).toMatch(/^https?:$/)
        expect(item.name).not.toBe('')
      }
      expect(items.at(-1)!.item).toBe(posting.url)
    }
  })

  it('the feed, read by a feed parser: the articles newest first, full summaries, absolute links that open', async () => {
    const response = await fetch(`${stack.url}/dicas/feed.xml`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const feed = parseFeed(await response.text())
    expect(feed.meta.type).toBe('rss')
    expect(feed.title).toBe('Dicas de cultivo | EVA Agricultura Urbana')
    expect(feed.language).toBe('pt-BR')
    expect(feed.self).toMatch(/^http:\/\/localhost:\d+\/dicas\/feed\.xml$/)
    expect(feed.items.map((item) => item.title)).toEqual([
      'EVA Baby: quando encher a água e quando colher',
      'Hortaliças que crescem na meia-sombra',
      'Como cultivar ervas na janela do apartamento',
    ])
    for (const item of feed.items) {
      expect(item.description!.length).toBeGreaterThan(100)
      expect(item.published).toBeInstanceOf(Date)
      expect(item.categories.map((category) => category.label)).toHaveLength(1)
      const link = new URL(item.url!)
      expect(link.origin).toMatch(/^http:\/\/localhost:\d+$/)
      expect((await get(link.pathname)).status, link.pathname).toBe(200)
    }
    // Every page names it in its head.
    for (const path of ['/', '/dicas', '/dicas/ervas-na-janela', '/eva-baby']) {
      expect((await get(path)).html, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Dicas de cultivo | EVA Agricultura Urbana" href="/dicas/feed.xml"/>',
      )
    }
  })

  it('the sitemap lists /dicas, each category and each article with its lastmod', async () => {
    const {html} = await get('/sitemap.xml')
    expect(html).toMatch(/\/dicas<\/loc><lastmod>2026-11-17<\/lastmod>/)
    expect(html).toMatch(/\/dicas\/categoria\/ervas-e-temperos<\/loc><lastmod>2026-11-10<\/lastmod>/)
    expect(html).toMatch(/\/dicas\/ervas-na-janela<\/loc><lastmod>2026-11-10<\/lastmod>/)
    expect(html).toMatch(/\/dicas\/hortalicas-na-meia-sombra<\/loc><lastmod>2026-10-20<\/lastmod>/)
  })
})

describe('hostile articles', () => {
  it('a broken article renders whole: one h1, no empty heading, nothing unsafe; an empty body too', async () => {
    const missingImage = {_type: 'image', alt: 'Sem arquivo', asset: {_type: 'reference', _ref: 'image-nao-existe-10x10-png'}}
    const span = (text: string) => ({_type: 'span', _key: text.slice(0, 8), text, marks: []})
    stack.sanity.store.commit([
      {
        createOrReplace: article('artigo-hostil', '2026-11-20', {
          cover: missingImage,
          author: {_type: 'reference', _ref: 'person-apagada', _weak: true},
          category: {_type: 'reference', _ref: 'category-apagada', _weak: true},
          related: [{_type: 'reference', _ref: 'article-apagado', _weak: true, _key: 'r1'}],
          body: [
            {_type: 'block', _key: 'h1', style: 'h1', markDefs: [], children: [span('Um h1 escrito por fora')]},
            {_type: 'block', _key: 'vazio', style: 'h2', markDefs: [], children: [span('   ')]},
            {_type: 'block', _key: 'sem-filhos', style: 'normal'},
            {
              _type: 'block',
              _key: 'produto',
              style: 'normal',
              markDefs: [{_type: 'link', _key: 'm', href: 'javascript:alert(1)'}],
              children: [
                {...span('Um produto apagado: '), marks: ['m']},
                {_type: 'productReference', _key: 'p', product: {_type: 'reference', _ref: 'product-apagado', _weak: true}},
              ],
            },
            {_key: 'i', ...missingImage, _type: 'articleImage', caption: 'Legenda de uma imagem que não existe'},
            {_type: 'articleNote', _key: 'n'},
            {
              _type: 'videoBlock',
              _key: 'v',
              title: 'Vídeo estranho',
              youtubeUrl: 'javascript://youtube.com/%0aalert(1)//?v=abcdefg',
            },
            {_type: 'callToActionBlock', _key: 'c', title: 'Canal estranho', channel: 'pombo-correio', buttonText: 'Clique'},
            {_type: 'desconhecido', _key: 'd', title: 'Um tipo que não existe'},
            null,
          ],
        }),
      },
      {createOrReplace: article('artigo-vazio', '2026-11-19', {body: [], cover: null, summary: null})},
    ])
    await expect.poll(async () => (await get('/dicas/artigo-hostil', stack.server.url)).status, freshWithin(Date.now())).toBe(200)
    for (const slug of ['artigo-hostil', 'artigo-vazio']) {
      const page = await get(`/dicas/${slug}`, stack.server.url)
      expect(page.status, slug).toBe(200)
      expect(texts(page.html, 'h1'), slug).toEqual([`Dica ${slug}`])
      for (const heading of [...texts(page.html, 'h2'), ...texts(page.html, 'h3')]) expect(heading, slug).not.toBe('')
      expect(page.html, slug).not.toMatch(/javascript:|Um tipo que não existe|Legenda de uma imagem|Canal estranho/)
    }
    // Without an author, the company wrote it.
    const posting = jsonLd((await get('/dicas/artigo-hostil', stack.server.url)).html).find(
      (item) => item['@type'] === 'BlogPosting',
    )
    expect(posting.author).toEqual({'@id': expect.stringMatching(/\/#empresa$/)})
    expect((await get('/dicas/artigo-hostil', stack.server.url)).html).toContain('Um h1 escrito por fora</p>')
    // Both are listed; the list is whole.
    expect(cardTitles((await get('/dicas', stack.server.url)).html).slice(0, 2)).toEqual([
      'Dica artigo-hostil',
      'Dica artigo-vazio',
    ])
    stack.sanity.store.commit([{delete: {id: 'article-artigo-hostil'}}, {delete: {id: 'article-artigo-vazio'}}])
    await expect.poll(async () => (await get('/dicas/artigo-hostil', stack.server.url)).status, freshWithin(Date.now())).toBe(302)
  })

  it('text a feed cannot carry as it is, and a broken category: the feed stays valid, the lists whole', async () => {
    stack.sanity.store.commit([
      {
        createOrReplace: article('artigo-xml', '2026-11-22', {
          title: 'Um ]]> dois ]]> três',
          summary: 'Terra < 2 cm & água > 1 copo \u0007 ]]> fim',
        }),
      },
      {
        createOrReplace: {
          _id: 'category-objeto',
          _type: 'category',
          title: {x: 1},
          slug: {current: 'objeto'},
          description: {y: 2},
        },
      },
      {createOrReplace: {_id: 'category-espacos', _type: 'category', title: '   ', slug: {current: 'espacos'}}},
    ])
    await expect
      .poll(async () => (await get('/dicas', stack.server.url)).html, freshWithin(Date.now()))
      .toContain('/dicas/artigo-xml')
    const feed = parseFeed(await (await fetch(`${stack.server.url}/dicas/feed.xml`)).text())
    const item = feed.items.find((candidate) => candidate.url?.endsWith('/dicas/artigo-xml'))!
    expect(item.title).toBe('Um ]] > dois ]] > três')
    expect(item.description).toContain('Terra')
    expect(item.description).not.toContain('\u0007')
    for (const path of ['/dicas', '/dicas/categoria/ervas-e-temperos']) {
      const page = await get(path, stack.server.url)
      expect(page.status, path).toBe(200)
      expect(page.html, path).not.toMatch(/dicas\/categoria\/(objeto|espacos)/)
    }
    expect((await get('/dicas/categoria/objeto', stack.server.url)).headers.get('location')).toBe('/404')
    stack.sanity.store.commit([
      {delete: {id: 'article-artigo-xml'}},
      {delete: {id: 'category-objeto'}},
      {delete: {id: 'category-espacos'}},
    ])
    await expect
      .poll(async () => (await get('/dicas', stack.server.url)).html, freshWithin(Date.now()))
      .not.toContain('/dicas/artigo-xml')
  })

  it('an address written past the Studio is not served, and the section keeps its own words', async () => {
    // With a valid one in the same publish: once it is listed, the site has taken all three.
    stack.sanity.store.commit([
      {createOrReplace: article('pagina', '2026-11-21')},
      {createOrReplace: {...article('Maiusculas', '2026-11-21'), _id: 'article-maiusculas'}},
      {createOrReplace: article('valido', '2026-11-21')},
    ])
    await expect
      .poll(async () => cardTitles((await get('/dicas', stack.server.url)).html), freshWithin(Date.now()))
      .toContain('Dica valido')
    expect((await get('/dicas/pagina', stack.server.url)).headers.get('location')).toBe('/404')
    expect((await get('/dicas/maiusculas', stack.server.url)).headers.get('location')).toBe('/404')
    expect(cardTitles((await get('/dicas', stack.server.url)).html)).not.toContain('Dica pagina')
    stack.sanity.store.commit([
      {delete: {id: 'article-pagina'}},
      {delete: {id: 'article-maiusculas'}},
      {delete: {id: 'article-valido'}},
    ])
  })
})

describe('a long list, through the edge', () => {
  const extra = Array.from({length: ARTICLES_IN_FEED + 2}, (_, index) => {
    const day = String(index + 1).padStart(2, '0')
    return article(
      `dica-${day}`,
      `2026-08-${day}`,
      index % 3 === 0 ? {category: {_type: 'reference', _ref: 'category-horta-em-casa'}} : {},
    )
  })
  const total = extra.length + 3
  const pages = Math.ceil(total / ARTICLES_PER_PAGE)

  it(`${total} articles: ${ARTICLES_PER_PAGE} a page, one canonical answer for every page address, never a 500`, async () => {
    // In the edge before the publish: the publish purges them.
    for (const path of ['/dicas', '/dicas/feed.xml', '/sitemap.xml']) await get(path)
    const since = Date.now()
    stack.sanity.store.commit(extra.map((document) => ({createOrReplace: document})))
    await expect
      .poll(
        async () => (await pageEverywhere(bases(), '/dicas')).every((html) => html.includes('href="/dicas/pagina/2"')),
        freshWithin(since),
      )
      .toBe(true)

    const first = await get('/dicas')
    expect(cardTitles(first.html)).toHaveLength(ARTICLES_PER_PAGE)
    const last = await get(`/dicas/pagina/${pages}`)
    expect(last.status).toBe(200)
    expect(cardTitles(last.html)).toHaveLength(total - ARTICLES_PER_PAGE * (pages - 1))
    expect(last.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/dicas/pagina/${pages}"/>`))
    const one = await get('/dicas/pagina/1')
    expect([one.status, one.headers.get('location')]).toEqual([301, '/dicas'])
    for (const segment of ['0', String(pages + 1), '02', 'dois', '-1', '1.5', '99999999999']) {
      const answer = await get(`/dicas/pagina/${segment}`)
      expect([answer.status, answer.headers.get('location')], segment).toEqual([302, '/404'])
    }
    // Twice through the edge: the second is its copy.
    expect((await get(`/dicas/pagina/${pages}`)).headers.get('x-cache')).toBe('HIT')
    // A category's pages the same way.
    const category = await get('/dicas/categoria/ervas-e-temperos/pagina/2')
    expect(category.status).toBe(200)
    expect((await get('/dicas/categoria/ervas-e-temperos/pagina/1')).headers.get('location')).toBe(
      '/dicas/categoria/ervas-e-temperos',
    )
    expect((await get('/dicas/categoria/nao-existe')).headers.get('location')).toBe('/404')

    // Any segment a visitor or a crawler may write, encoded as a browser would: one answer each.
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({unit: 'grapheme', maxLength: 8}), fc.nat({max: 20}).map(String)), async (segment) => {
        const answer = await get(`/dicas/pagina/${encodeURIComponent(segment)}`)
        expect(answer.status, segment).toBeLessThan(500)
        const number = pageNumber(segment)
        if (number !== undefined && number <= pages) expect(answer.status, segment).toBe(number === 1 ? 301 : 200)
      }),
      {seed: 58, numRuns: 60},
    )
  })

  it(`the feed carries the ${ARTICLES_IN_FEED} latest; a new article reaches the list, the feed and the sitemap everywhere within 5 s`, async () => {
    const feed = parseFeed(await (await fetch(`${stack.url}/dicas/feed.xml`)).text())
    expect(feed.items).toHaveLength(ARTICLES_IN_FEED)
    expect(feed.items[0]!.title).toBe('EVA Baby: quando encher a água e quando colher')

    for (const path of ['/dicas', '/dicas/feed.xml', '/sitemap.xml', '/dicas/categoria/ervas-e-temperos']) await get(path)
    const since = Date.now()
    stack.sanity.store.commit([{createOrReplace: article('dica-nova', '2026-11-27')}])
    for (const path of ['/dicas', '/dicas/feed.xml', '/sitemap.xml', '/dicas/categoria/ervas-e-temperos']) {
      await expect
        .poll(
          async () => (await pageEverywhere(bases(), path)).every((html) => html.includes('/dicas/dica-nova')),
          freshWithin(since),
        )
        .toBe(true)
    }
  })
})

describe('what an article shows, published elsewhere', () => {
  it("a product's price, the author's name and the category's name reach the article everywhere within 5 s", async () => {
    const path = '/dicas/eva-baby-agua-e-colheita'
    await pageEverywhere(bases(), path)
    let since = Date.now()
    stack.sanity.publish('product-eva-baby', {cashPrice: 389})
    await expect
      .poll(
        async () => (await pageEverywhere(bases(), path)).every((html) => html.includes('(R$\u00a0389,00)')),
        freshWithin(since),
      )
      .toBe(true)

    since = Date.now()
    stack.sanity.publish('person-mariana', {name: 'Mariana K. Souza'})
    await expect
      .poll(
        async () => (await pageEverywhere(bases(), path)).every((html) => html.includes('<strong>Mariana K. Souza</strong>')),
        freshWithin(since),
      )
      .toBe(true)

    await pageEverywhere(bases(), '/dicas')
    since = Date.now()
    stack.sanity.publish('category-horta-em-casa', {title: 'Horta dentro de casa'})
    for (const shown of [path, '/dicas']) {
      await expect
        .poll(
          async () => (await pageEverywhere(bases(), shown)).every((html) => html.includes('Horta dentro de casa')),
          freshWithin(since),
        )
        .toBe(true)
    }
  })

  it('hidden from search engines: out of the sitemap and noindex, still listed for readers', async () => {
    stack.sanity.publish('article-ervas-na-janela', {hideFromSearch: true})
    await expect
      .poll(async () => (await get('/sitemap.xml')).html.includes('/dicas/ervas-na-janela<'), freshWithin(Date.now()))
      .toBe(false)
    expect(meta((await get('/dicas/ervas-na-janela')).html, 'robots')).toBe('noindex')
    expect((await get('/dicas')).html).toContain('href="/dicas/ervas-na-janela"')
  })
})
