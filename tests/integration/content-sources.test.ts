import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createLocalSource} from '~/content/local-source.server'
import * as queries from '~/content/queries'
import {createSanitySource} from '~/content/sanity-source.server'
import {seedDataset} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {startContentLake} from '../support/content-lake'

const allQueries = Object.entries(queries) as Array<[string, string]>
const local = createLocalSource()
/** The parameters a query takes, as the site passes them, for the seed's content. */
const PARAMS: Record<string, Record<string, string>> = {
  CAMPAIGN_PAGE_QUERY: {slug: 'horta-em-casa'},
  ARTICLE_QUERY: {slug: 'ervas-na-janela'},
}

describe('local content source (groq-js over the seed dataset)', () => {
  it('answers every query of the site', async () => {
    expect(allQueries.length).toBeGreaterThanOrEqual(7)
    for (const [name, query] of allQueries) {
      expect(await local.fetch(query, PARAMS[name]), name).not.toBeNull()
    }
  })

  it("answers each call with its own parameters, not the first call's", async () => {
    // groq-js folds parameters given to its parser into the tree: the source must not keep those.
    const first = await local.fetch(queries.ARTICLE_QUERY, {slug: 'ervas-na-janela'})
    const second = await local.fetch(queries.ARTICLE_QUERY, {slug: 'eva-baby-agua-e-colheita'})
    expect([first?._id, second?._id]).toEqual(['article-ervas-na-janela', 'article-eva-baby-regar-e-colher'])
    expect(second?.body).toHaveLength(7)
  })

  it('returns the spec content: home slides, counters, prices', async () => {
    const home = await local.fetch(queries.HOME_QUERY)
    expect(home?.bannerSlides.map((slide) => [slide.title, slide.buttonText, slide.buttonLink, slide.brightness])).toEqual([
      ['EVA Baby', 'Reserve Agora', '/eva-baby#reservar_baby', 100],
      ['Tire a sua horta do papel', 'Saiba mais', '/projetos#formulario', 90],
      [null, null, null, 100],
    ])
    expect(home?.solutions.cards.map((card) => card.title)).toEqual(['Horta Inteligente', 'Projetos', 'Suporte para cultivo'])

    const about = await local.fetch(queries.ABOUT_QUERY)
    expect(about?.achievements.counters.map((counter) => [counter.title, counter.target])).toEqual([
      ['N° de projetos', 10],
      ['M° urbanos mais verdes', 1325],
      ['Pessoas impactadas', 3200],
    ])

    const evaBaby = await local.fetch(queries.EVA_BABY_QUERY)
    expect(evaBaby?.product?.cashPrice).toBe(375)
    expect(evaBaby?.product?.paymentPlans?.[0]).toMatchObject({installments: 12, installmentValue: 36.26})
    expect(evaBaby?.carouselImages.map((image) => image.alt)).toEqual([1, 2, 3, 4].map((n) => `Produto EVA Baby ${n}`))

    const supplies = await local.fetch(queries.SUPPLIES_QUERY)
    expect(supplies?.highlights.map((product) => [product.name, product.highlightedPrice])).toEqual([
      ['Dalia', 279],
      ['EVA Baby All Black', 399],
      ['Rai', 1479],
      ['Jasmin', 1739],
      ['Canteiro de cultivo', 1280],
    ])

    const projects = await local.fetch(queries.PROJECTS_QUERY)
    expect(projects?.cases).toHaveLength(4)
    expect(projects?.form.title).toBe('Agende Sua Visita de Diagnóstico')
  })

  it('resolves every image to a served file with its dimensions', async () => {
    const home = await local.fetch(queries.HOME_QUERY)
    const image = home!.bannerSlides[0]!.image
    expect(image.asset?.url).toBe('/content/images/home-banner-eva-baby.svg')
    expect(image.asset?.metadata?.dimensions).toEqual({width: 1600, height: 700})
    expect(image.asset?._id).toMatch(/^image-[0-9a-f]{40}-1600x700-svg$/)
  })
})

describe('sanity content source (the real @sanity/client against a query API stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startContentLake>>

  beforeAll(async () => {
    standIn = await startContentLake(seedDataset(SEED_DIR))
  })
  afterAll(() => standIn.close())
  // The hosted dataset as the site reads it, at the stand-in's address.
  const hostedSource = (token?: string) =>
    createSanitySource({projectId: 'evaseed0', dataset: 'production', apiVersion: '2025-02-19', token, apiHost: standIn.url})

  it('gets the same result as the local source for every query', async () => {
    const hosted = hostedSource('read-token')
    for (const [name, query] of allQueries) {
      expect(await hosted.fetch(query, PARAMS[name]), name).toEqual(await local.fetch(query, PARAMS[name]))
    }
    // Every query really went over HTTP, to the dataset, with the read token.
    expect(standIn.requests.map((request) => request.query)).toEqual(allQueries.map(([, query]) => query))
    for (const request of standIn.requests) {
      expect(request.path).toBe('/v2025-02-19/data/query/production')
      expect(request.authorization).toBe('Bearer read-token')
    }
  })

  it('passes query parameters through', async () => {
    const hosted = hostedSource()
    const query = '*[_type == "product" && _id == $id][0]{name, highlightedPrice}'
    const params = {id: 'product-jasmin'}
    expect(await hosted.fetch(query, params)).toEqual({name: 'Jasmin', highlightedPrice: 1739})
    expect(await local.fetch(query, params)).toEqual({name: 'Jasmin', highlightedPrice: 1739})
  })

  it('surfaces an error from the API instead of empty content', async () => {
    await expect(hostedSource().fetch('*[_type == ')).rejects.toThrow()
  })
})
