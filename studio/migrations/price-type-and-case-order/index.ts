import {LexoRank} from 'lexorank'
import {at, defineMigration, patch, set, unset, type Mutation} from 'sanity/migrate'
import {impliedPriceType, type PaymentPlan} from '../../../app/domain/price'

// A dataset edited before price types and drag ordering (docs/decisions/0025, 0026) gets:
// - `priceType` on every product that has none: the type the site already shows it with;
// - `orderRank` on every case study that has none, in the order of the old `order` field
//   (then creation), after the cases already ranked; the old `order` field goes.
// Drafts (and release versions) get their published document's rank, so publishing keeps the place.
// Run it from studio/: `npx sanity migration run price-type-and-case-order` (a dry run that
// lists the changes), then again with `--no-dry-run`. Running it twice changes nothing.

type Doc = {_id: string; _type: string; _createdAt?: string; [field: string]: unknown}

const publishedId = (id: string) => id.replace(/^(drafts|versions\.[^.]+)\./, '')

function* priceTypeMutations(products: Doc[]): Generator<Mutation> {
  for (const product of products) {
    if (product.priceType != null) continue
    const priceType = impliedPriceType({
      cashPrice: typeof product.cashPrice === 'number' ? product.cashPrice : null,
      paymentPlans: Array.isArray(product.paymentPlans) ? (product.paymentPlans as PaymentPlan[]) : null,
    })
    yield patch(product._id, at('priceType', set(priceType)))
  }
}

function* caseOrderMutations(cases: Doc[]): Generator<Mutation> {
  // Published documents last, so that their values win over their drafts'.
  const inOrder = [...cases].sort((a, b) => Number(isPublished(a)) - Number(isPublished(b)))
  const caseOf = new Map(inOrder.map((study) => [publishedId(study._id), study]))
  const rankOf = new Map<string, string>()
  for (const study of inOrder) if (typeof study.orderRank === 'string') rankOf.set(publishedId(study._id), study.orderRank)

  const unranked = [...caseOf.entries()]
    .filter(([id]) => !rankOf.has(id))
    .sort(([idA, a], [idB, b]) => position(a) - position(b) || created(a).localeCompare(created(b)) || idA.localeCompare(idB))
  // A rank the plugin would not have written (an import, a script) is left alone and not built on.
  const last = [...rankOf.values()].filter(isLexoRank).sort().at(-1)
  let rank = last ? LexoRank.parse(last) : LexoRank.min()
  for (const [id] of unranked) {
    // Two steps apart, as the Studio's plugin leaves room between neighbours.
    rank = rank.genNext().genNext()
    rankOf.set(id, rank.toString())
  }

  for (const study of cases) {
    const changes = [
      ...(typeof study.orderRank === 'string' ? [] : [at('orderRank', set(rankOf.get(publishedId(study._id))!))]),
      ...('order' in study ? [at('order', unset())] : []),
    ]
    if (changes.length > 0) yield patch(study._id, changes)
  }
}

const isPublished = (study: Doc) => study._id === publishedId(study._id)
const isLexoRank = (value: string) => {
  try {
    LexoRank.parse(value)
    return true
  } catch {
    return false
  }
}
const position = (study: Doc) => (typeof study.order === 'number' ? study.order : Number.MAX_SAFE_INTEGER)
const created = (study: Doc) => study._createdAt ?? ''

export default defineMigration({
  title: 'Tipo de preço nos produtos e ordem dos casos de clientes',
  documentTypes: ['product', 'caseStudy'],
  async *migrate(documents) {
    const products: Doc[] = []
    const cases: Doc[] = []
    for await (const document of documents()) {
      const doc = document as Doc
      if (doc._type === 'product') products.push(doc)
      else if (doc._type === 'caseStudy') cases.push(doc)
    }
    yield* priceTypeMutations(products)
    yield* caseOrderMutations(cases)
  },
})
