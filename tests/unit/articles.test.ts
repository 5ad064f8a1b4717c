import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {ARTICLE_CONTENTS_MIN_HEADINGS, ARTICLES_PER_PAGE, READING_WORDS_PER_MINUTE} from '~/constants'
import {
  ARTICLE_PAGE_IDS,
  articleBody,
  articleHeadings,
  articlePage,
  hasContents,
  listedArticles,
  pageNumber,
  readingMinutes,
  relatedArticles,
  type ArticleEntry,
} from '~/content/articles'
import {articleAddressProblem, articleListPath, categoryAddressProblem} from '~/domain/articles'

// The articles as the site shows them (docs/content.md#articles): which are listed, the pages of a
// list, the headings and their anchors, what of a body can be shown, the related ones. Examples
// first, then whole classes drawn by fast-check.

const entry = (slug: string, publishedAt = '2026-11-01', extra: Partial<ArticleEntry> = {}): ArticleEntry => ({
  title: `Artigo ${slug}`,
  slug,
  summary: 'Resumo.',
  publishedAt,
  updatedAt: null,
  hidden: false,
  cover: {alt: 'Capa', crop: null, hotspot: null, asset: null},
  category: {_id: 'category-ervas', title: 'Ervas e temperos', slug: 'ervas-e-temperos'},
  text: 'palavra '.repeat(100),
  ...extra,
})
const cards = (count: number) => listedArticles(Array.from({length: count}, (_, index) => entry(`artigo-${index + 1}`)))
const block = (style: string, text: string, key = text) => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-s`, text, marks: []}],
})

describe('article addresses', () => {
  it('keep the address rule, and leave the section its own words', () => {
    expect(articleAddressProblem('ervas-na-janela')).toBeUndefined()
    for (const word of ['pagina', 'categoria', 'feed']) expect(articleAddressProblem(word), word).toBe('reserved')
    for (const slug of ['Ervas', 'ervas na janela', 'ervas/janela', 'feed.xml', 'água', '']) {
      expect(articleAddressProblem(slug), slug).toBe('format')
    }
    expect(categoryAddressProblem('pagina')).toBeUndefined()
    expect(categoryAddressProblem('Ervas')).toBe('format')
  })

  it('a list is at its address on page 1, and at /pagina/N after', () => {
    expect(articleListPath()).toBe('/dicas')
    expect(articleListPath(2)).toBe('/dicas/pagina/2')
    expect(articleListPath(1, 'ervas')).toBe('/dicas/categoria/ervas')
    expect(articleListPath(3, 'ervas')).toBe('/dicas/categoria/ervas/pagina/3')
  })
})

describe('which articles are listed', () => {
  it('newest first as the query orders them; one without an address in the rule, a title or a real date is not', () => {
    const listed = listedArticles([
      entry('nova', '2026-11-20'),
      null,
      entry('Maiusculas'),
      entry('pagina'),
      entry('sem-titulo', '2026-11-01', {title: '  '}),
      entry('sem-data', 'ontem'),
      entry('data-impossivel', '2026-02-30'),
      entry('data-fora-do-calendario', '2026-13-45'),
      entry('nova', '2026-10-01', {title: 'A mesma, mais velha'}),
      entry('velha', '2026-01-05'),
    ])
    expect(listed.map((card) => card.slug)).toEqual(['nova', 'velha'])
    expect(listed[0]!.title).toBe('Artigo nova')
  })

  it('"atualizado em" only when after the publication; the category only when whole', () => {
    const [updated, earlier, noCategory] = listedArticles([
      entry('a', '2026-10-01', {updatedAt: '2026-11-10'}),
      entry('b', '2026-10-01', {updatedAt: '2026-09-01'}),
      entry('c', '2026-10-01', {category: {_id: 'category-x', title: 'Sem endereço', slug: null}}),
    ])
    expect(updated!.modifiedAt).toBe('2026-11-10')
    expect(earlier!.modifiedAt).toBe('2026-10-01')
    expect(noCategory!.category).toBeNull()
  })

  it('reading time: words at the reading speed, rounded up, at least a minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes(null)).toBe(1)
    expect(readingMinutes('um  dois\n\ntrês')).toBe(1)
    expect(readingMinutes('palavra '.repeat(READING_WORDS_PER_MINUTE))).toBe(1)
    expect(readingMinutes('palavra '.repeat(READING_WORDS_PER_MINUTE + 1))).toBe(2)
  })
})

describe('the pages of a list', () => {
  it('page 1 at the list, /pagina/1 the list itself, page 0, past the last and a word nothing', () => {
    const all = cards(ARTICLES_PER_PAGE * 2 + 1)
    expect(articlePage(all)).toMatchObject({kind: 'page', page: 1, pages: 3})
    expect(articlePage(all, '1')).toEqual({kind: 'first'})
    expect(articlePage(all, '3')).toMatchObject({
      kind: 'page',
      page: 3,
      articles: [{slug: `artigo-${ARTICLES_PER_PAGE * 2 + 1}`}],
    })
    for (const segment of ['0', '4', '02', '2.0', '+2', '-1', 'dois', '', ' 2', '1e1', '9999999']) {
      expect(articlePage(all, segment), segment).toEqual({kind: 'none'})
    }
    // An empty list has its first page (the section says so), and no other.
    expect(articlePage([])).toEqual({kind: 'page', articles: [], page: 1, pages: 1})
    expect(articlePage([], '2')).toEqual({kind: 'none'})
  })

  it('every listed article is on exactly one page, in order, and any other segment is one answer', () => {
    fc.assert(
      fc.property(fc.nat({max: 60}), (count) => {
        const all = cards(count)
        const pages = Math.max(1, Math.ceil(count / ARTICLES_PER_PAGE))
        const shown = Array.from({length: pages}, (_, index) => {
          const page = articlePage(all, index === 0 ? undefined : String(index + 1))
          return page.kind === 'page' ? page.articles : []
        }).flat()
        expect(shown).toEqual(all)
        expect(articlePage(all, String(pages + 1))).toEqual({kind: 'none'})
      }),
      {seed: 58},
    )
    fc.assert(
      fc.property(fc.string({unit: 'binary', maxLength: 12}), (segment) => {
        const found = articlePage(cards(30), segment)
        const number = pageNumber(segment)
        if (number === undefined) expect(found).toEqual({kind: 'none'})
        else if (number === 1) expect(found).toEqual({kind: 'first'})
        else expect(found.kind).toBe(number <= 3 ? 'page' : 'none')
      }),
      {seed: 58},
    )
  })
})

describe("an article's text", () => {
  it('headings get anchors unique on the page, accents and signs dropped', () => {
    const headings = articleHeadings([
      block('h2', 'Onde colocar: a luz vem primeiro'),
      block('normal', 'Texto.'),
      block('h3', 'Dica', 'd1'),
      block('h3', 'Dica', 'd2'),
      block('h2', 'Água & sol!'),
      block('h2', '   '),
      block('h1', 'Não é do Studio'),
      {_type: 'articleNote', _key: 'n', text: 'Nota'},
      null,
    ])
    expect(headings.map((heading) => [heading.level, heading.anchor])).toEqual([
      [2, 'onde-colocar-a-luz-vem-primeiro'],
      [3, 'dica'],
      [3, 'dica-2'],
      [2, 'agua-sol'],
    ])
    // Four headings open with contents; three do not.
    expect(hasContents(headings)).toBe(true)
    expect(hasContents(headings.slice(0, ARTICLE_CONTENTS_MIN_HEADINGS - 1))).toBe(false)
  })

  it("an anchor is free of every other heading's and of the page's own ids", () => {
    const anchors = articleHeadings(
      ['Dica', 'Dica', 'Dica 2', 'Leia também', 'Neste artigo', 'Chamada 1'].map((text, index) => block('h2', text, `k${index}`)),
    ).map((heading) => heading.anchor)
    expect(anchors).toEqual(['dica', 'dica-2', 'dica-2-2', 'leia-tambem-2', 'neste-artigo-2', 'chamada-1-2'])
  })

  it('anchors are unique whatever the headings say', () => {
    // Words the page itself uses, and numbered repeats, are drawn often.
    const text = fc.oneof(fc.string({maxLength: 20}), fc.constantFrom('Dica', 'Dica 2', 'Dica-2', 'Leia também', 'Chamada 1'))
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('h2', 'h3'), text), {maxLength: 30}), (written) => {
        const anchors = articleHeadings(written.map(([style, text], index) => block(style, text, `k${index}`))).map(
          (heading) => heading.anchor,
        )
        expect(new Set(anchors).size).toBe(anchors.length)
        for (const anchor of anchors) {
          expect(anchor).toMatch(/^[a-z0-9-]+$/)
          expect(ARTICLE_PAGE_IDS).not.toContain(anchor)
        }
      }),
      {seed: 58},
    )
  })

  it('keeps what can be shown: no empty paragraph, no style past the Studio, no deleted product, no unknown kind', () => {
    const body = articleBody([
      block('normal', 'Um parágrafo.'),
      block('h1', 'Um título grande'),
      block('normal', '   '),
      {_type: 'block', _key: 'sem-filhos', style: 'normal'},
      {
        _type: 'block',
        _key: 'produto-apagado',
        style: 'normal',
        children: [{_type: 'productReference', _key: 'r', product: null}],
      },
      {
        _type: 'block',
        _key: 'produto',
        style: 'normal',
        children: [
          {_type: 'span', _key: 's', text: 'A '},
          {_type: 'productReference', _key: 'r', product: {name: 'Rai', priceType: 'cash', cashPrice: 10, paymentPlans: null}},
        ],
      },
      {_type: 'script', _key: 'x'},
      {_type: 'constructor', _key: 'y'},
      null,
      'texto solto',
      {_type: 'articleNote', _key: 'n', text: 'Nota'},
    ])
    expect(body.map((item) => [item._type, item._type === 'block' ? item.style : undefined])).toEqual([
      ['block', 'normal'],
      ['block', 'normal'],
      ['block', 'normal'],
      ['articleNote', undefined],
    ])
    expect(articleBody(null)).toEqual([])
    expect(articleBody([])).toEqual([])
  })
})

describe('related articles', () => {
  const all = listedArticles([
    entry('a', '2026-11-05'),
    entry('b', '2026-11-04', {category: {_id: 'category-horta', title: 'Horta em casa', slug: 'horta-em-casa'}}),
    entry('c', '2026-11-03'),
    entry('d', '2026-11-02'),
    entry('e', '2026-11-01'),
  ])
  const category = {_id: 'category-ervas', title: 'Ervas e temperos', slug: 'ervas-e-temperos'}

  it('the chosen ones (listable, not itself, once), else the latest three of its category', () => {
    expect(
      relatedArticles({slug: 'c', category, related: [entry('e'), entry('c'), entry('e'), null, entry('Ruim')]}, all),
    ).toEqual(listedArticles([entry('e')]))
    expect(relatedArticles({slug: 'c', category, related: null}, all).map((card) => card.slug)).toEqual(['a', 'd', 'e'])
    expect(relatedArticles({slug: 'b', category: {...category, slug: 'horta-em-casa'}, related: []}, all)).toEqual([])
    // A deleted category: nothing to fall back on.
    expect(relatedArticles({slug: 'c', category: null as never, related: []}, all)).toEqual([])
  })
})
