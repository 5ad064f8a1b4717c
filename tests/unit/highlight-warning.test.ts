import {describe, expect, it} from 'vitest'
import {seedDataset} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import {
  HIGHLIGHT_WITHOUT_PRICE,
  highlightedPriceWarning,
  highlightsWithoutPriceWarning,
} from '../../studio/schemaTypes/highlights'
import {seedClient} from '../../studio/scripts/seed-client'

// The Studio's warning for a product in the Insumos highlights without its "preço na vitrine",
// run over the real seed dataset with groq-js standing in for the Studio's client.

type Doc = {_id: string; _type: string; [key: string]: unknown}
type Context = Parameters<typeof highlightedPriceWarning>[1]

const seed = seedDataset(SEED_DIR) as Doc[]

/** The seed with one product changed (e.g. its highlight price removed). */
function datasetWith(id: string, change: (doc: Doc) => Doc) {
  return seed.map((doc) => (doc._id === id ? change(structuredClone(doc)) : doc))
}

const withoutHighlightPrice = (doc: Doc) => {
  delete doc.highlightedPrice
  return doc
}

function context(dataset: Doc[], document: Doc): Context {
  const client = seedClient(dataset)
  return {document, getClient: () => client} as unknown as Context
}

const productField = (dataset: Doc[], id: string) => {
  const document = dataset.find((doc) => doc._id === id)!
  return highlightedPriceWarning(document.highlightedPrice, context(dataset, document))
}

const highlightsList = (dataset: Doc[]) => {
  const page = dataset.find((doc) => doc._id === 'suppliesPage')!
  return highlightsWithoutPriceWarning(page.highlights as never, context(dataset, page))
}

describe('highlighted product without a highlight price', () => {
  it('the seed as it is: no warning, on any product or on the list', async () => {
    for (const product of seed.filter((doc) => doc._type === 'product')) {
      expect(await productField(seed, product._id), product._id).toBe(true)
    }
    expect(await highlightsList(seed)).toBe(true)
  })

  it('Dalia (highlighted, monthly plans) without its price: warned on its field and on the list', async () => {
    const dataset = datasetWith('product-dalia', withoutHighlightPrice)
    expect(await productField(dataset, 'product-dalia')).toBe(HIGHLIGHT_WITHOUT_PRICE)
    expect(await highlightsList(dataset)).toMatch(/^Sem preço na vitrine: Dalia\. Ele aparece nos destaques sem preço/)
  })

  it('also while the product is a draft', async () => {
    const dataset = datasetWith('product-dalia', withoutHighlightPrice)
    const draft = {...dataset.find((doc) => doc._id === 'product-dalia')!, _id: 'drafts.product-dalia'}
    expect(await highlightedPriceWarning(undefined, context(dataset, draft))).toBe(HIGHLIGHT_WITHOUT_PRICE)
  })

  it('names every such product on the list', async () => {
    const dataset = datasetWith('product-dalia', withoutHighlightPrice).map((doc) =>
      doc._id === 'product-rai' ? withoutHighlightPrice(structuredClone(doc)) : doc,
    )
    expect(await highlightsList(dataset)).toMatch(/^Sem preço na vitrine: Dalia, Rai\. Eles aparecem/)
  })

  it('a product that is not highlighted needs no highlight price', async () => {
    // Eva Baby (cash price) is in the product list, not in the highlights.
    const dataset = datasetWith('product-eva-baby', withoutHighlightPrice)
    expect(await productField(dataset, 'product-eva-baby')).toBe(true)
  })
})
