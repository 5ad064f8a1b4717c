import {evaluate, parse} from 'groq-js'
import {collectMigrationMutations, type MigrationContext, type Mutation} from 'sanity/migrate'
import {describe, expect, it} from 'vitest'
import {PROJECTS_QUERY} from '~/content/queries'
import {seedDataset, type SanityDocument} from '~/seed/dataset.server'
import {SEED_DIR} from '~/utils/paths.server'
import migration from '../../studio/migrations/price-type-and-case-order'
import privacyMigration, {NEW_TEXT, OLD_TEXT} from '../../studio/migrations/privacy-deletion-and-backups'
import originMigration, {NEW_DATA_TEXT, OLD_DATA_TEXT, SECTION, SUMMARY} from '../../studio/migrations/privacy-lead-origin'

// The migration a hosted dataset needs before this site goes live on it: a dataset from
// before price types and drag ordering (products without `priceType`, cases with the old
// numeric `order`) must show the same prices and the same case order afterwards. The seed
// is the dataset after it; "before" is rebuilt from it.

const seed = seedDataset(SEED_DIR)
const seedCases = (dataset: SanityDocument[]) =>
  dataset.filter((doc) => doc._type === 'caseStudy').sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)))

/** The seed as it was before: no price types, cases ordered by `order` (in the seed's order). */
function datasetBefore(): SanityDocument[] {
  const order = new Map(seedCases(seed).map((doc, index) => [doc._id, index + 1]))
  return seed.map((doc) => {
    const {priceType: _priceType, orderRank: _orderRank, ...rest} = doc
    if (doc._type === 'product') return rest
    if (doc._type === 'caseStudy') return {...rest, order: order.get(doc._id)}
    return doc
  })
}

async function run(dataset: SanityDocument[], which = migration) {
  async function* documents() {
    yield* dataset as Array<SanityDocument & {_createdAt: string; _updatedAt: string; _rev: string}>
  }
  // The migration reads only the documents; a run against a hosted dataset gets a real client here.
  const context = {dryRun: true} as MigrationContext
  const mutations: Mutation[] = []
  for await (const batch of collectMigrationMutations(which, documents, context)) {
    for (const item of [batch].flat()) {
      if (item.type === 'transaction') mutations.push(...item.mutations)
      else mutations.push(item)
    }
  }
  return mutations
}

/** Applies the mutations the migration yields: patches that set or unset top-level fields. */
function apply(dataset: SanityDocument[], mutations: Mutation[]) {
  const byId = new Map(dataset.map((doc) => [doc._id, structuredClone(doc)]))
  for (const mutation of mutations) {
    if (mutation.type !== 'patch') throw new Error(`unexpected ${mutation.type}`)
    const doc = byId.get(mutation.id)!
    for (const {path, op} of [mutation.patches].flat()) {
      const field = path.length === 1 && typeof path[0] === 'string' ? path[0] : null
      if (!field) throw new Error(`unexpected path ${JSON.stringify(path)}`)
      if (op.type === 'set') doc[field] = op.value
      else if (op.type === 'unset') delete doc[field]
      else throw new Error(`unexpected ${op.type}`)
    }
  }
  return [...byId.values()]
}

const casesOnProjects = async (dataset: SanityDocument[]) => {
  const page = (await (await evaluate(parse(PROJECTS_QUERY), {dataset})).get()) as {cases: Array<{_id: string}>}
  return page.cases.map((study) => study._id)
}

describe('dataset migration: price type and case order', () => {
  it('gives every product the price type the site showed it with', async () => {
    const migrated = apply(datasetBefore(), await run(datasetBefore()))
    const products = seed.filter((doc) => doc._type === 'product')
    expect(new Set(products.map((doc) => doc.priceType))).toEqual(new Set(['cash', 'plans', 'highlightOnly']))
    for (const product of products) {
      expect(migrated.find((doc) => doc._id === product._id)?.priceType, product._id).toBe(product.priceType)
    }
  })

  it('keeps the cases in their old order on Projetos, and drops the old field', async () => {
    const before = datasetBefore()
    // Shuffled, so that the order comes from `order` and not from the file.
    const shuffled = [...before].reverse()
    const migrated = apply(shuffled, await run(shuffled))
    expect(await casesOnProjects(migrated)).toEqual(await casesOnProjects(seed))
    expect(seedCases(seed).length).toBeGreaterThanOrEqual(3)
    for (const doc of migrated.filter((doc) => doc._type === 'caseStudy')) {
      expect(doc.orderRank, doc._id).toMatch(/^0\|[0-9a-z]+:[0-9a-z]*$/)
      expect(doc).not.toHaveProperty('order')
    }
  })

  it('gives a draft its published case’s place, and new cases places after those already ranked', async () => {
    const [first, second, third] = seedCases(seed)
    const dataset = seed
      .filter((doc) => doc._type === 'caseStudy')
      .map((doc) => (doc._id === third!._id ? {...doc, orderRank: undefined, order: 1} : doc))
      .concat({...first!, _id: `drafts.${first!._id}`, orderRank: undefined, title: 'Rascunho'})
    const migrated = apply(dataset, await run(dataset))
    const rankOf = (id: string) => migrated.find((doc) => doc._id === id)?.orderRank
    expect(rankOf(`drafts.${first!._id}`)).toBe(first!.orderRank)
    expect(rankOf(second!._id)).toBe(second!.orderRank)
    const last = seedCases(seed).at(-1)!
    expect(String(rankOf(third!._id)) > String(last === third ? second!.orderRank : last.orderRank)).toBe(true)
  })

  it('ranks a case and its draft and release version together, cases without an old order last by creation', async () => {
    const [first, second] = datasetBefore().filter((doc) => doc._type === 'caseStudy')
    const unranked = {...first!, order: 2}
    const dataset = [
      {...second!, order: 1},
      unranked,
      {...unranked, _id: `drafts.${unranked._id}`, title: 'Rascunho'},
      {...unranked, _id: `versions.rpromo.${unranked._id}`, title: 'Na campanha'},
      {...second!, _id: 'case-newer', order: undefined, _createdAt: '2026-06-01T00:00:00Z'},
      {...second!, _id: 'case-older', order: undefined, _createdAt: '2026-01-01T00:00:00Z'},
      // A rank no Studio wrote stays as it is, and the new ranks do not build on it.
      {...second!, _id: 'case-imported', order: undefined, orderRank: 'z'},
    ]
    const migrated = apply(dataset, await run(dataset))
    const rankOf = (id: string) => migrated.find((doc) => doc._id === id)?.orderRank as string
    expect(rankOf(`drafts.${unranked._id}`)).toBe(rankOf(unranked._id))
    expect(rankOf(`versions.rpromo.${unranked._id}`)).toBe(rankOf(unranked._id))
    expect(rankOf('case-imported')).toBe('z')
    const ranked = [second!._id, unranked._id, 'case-older', 'case-newer']
    expect([...ranked].sort((a, b) => rankOf(a).localeCompare(rankOf(b)))).toEqual(ranked)
  })

  it('changes nothing on a dataset already migrated, and nothing on the seed', async () => {
    const once = apply(datasetBefore(), await run(datasetBefore()))
    expect(await run(once)).toEqual([])
    expect(await run(seed)).toEqual([])
  })
})

describe('dataset migration: what the privacy page says of deletions', () => {
  type Block = {_key: string; children: Array<{text: string}>}
  const page = seed.find((doc) => doc._id === 'privacyPage')!
  const withSentence = (text: string | null) => ({
    ...page,
    updatedAt: '2026-11-25',
    content: (page.content as Block[]).flatMap((block) =>
      block._key !== 'pm06' ? [block] : text === null ? [] : [{...block, children: [{...block.children[0]!, text}]}],
    ),
  })
  const sentence = (doc: SanityDocument | undefined) =>
    (doc?.content as Block[]).find((block) => block._key === 'pm06')?.children[0]?.text

  it('gives a page with the old sentence the seed’s page: the new sentence and date; a second run changes nothing', async () => {
    const migrated = apply([withSentence(OLD_TEXT)], await run([withSentence(OLD_TEXT)], privacyMigration))
    expect(migrated).toEqual([page])
    expect(sentence(page)).toBe(NEW_TEXT)
    expect(await run(migrated, privacyMigration)).toEqual([])
    expect(await run(seed, privacyMigration)).toEqual([])
  })

  it('adds the sentence after the contract item where it is missing, and leaves one an editor rewrote', async () => {
    const [added] = apply([withSentence(null)], await run([withSentence(null)], privacyMigration))
    const keys = (added!.content as Block[]).map((block) => block._key)
    expect(keys.indexOf('pm06')).toBe(keys.indexOf('p0014') + 1)
    expect(sentence(added)).toBe(NEW_TEXT)
    expect(await run([withSentence('Guardamos cópias por 15 dias.')], privacyMigration)).toEqual([])
  })
})

describe('dataset migration: what the privacy page says of where a lead came from', () => {
  type Block = {_key: string; children: Array<{text: string}>}
  const page = seed.find((doc) => doc._id === 'privacyPage')!
  const added = new Set([SUMMARY._key, ...SECTION.map((block) => block._key)])
  const blocks = (doc: SanityDocument | undefined) => doc?.content as Block[]
  /** The seed's page as it was before: no summary, no section, the old sentence on the data kept. */
  const before = (content = blocks(page)) => ({
    ...page,
    updatedAt: '2026-11-25',
    content: content
      .filter((block) => !added.has(block._key))
      .map((block) => (block._key === 'p000k' ? {...block, children: [{...block.children[0]!, text: OLD_DATA_TEXT}]} : block)),
  })
  const keys = (doc: SanityDocument | undefined) => blocks(doc).map((block) => block._key)
  const textOf = (doc: SanityDocument | undefined, key: string) =>
    blocks(doc).find((block) => block._key === key)?.children[0]?.text

  it('gives a page from before the seed’s page: the summary, the section and the date; a second run changes nothing', async () => {
    const migrated = apply([before()], await run([before()], originMigration))
    expect(migrated).toEqual([page])
    expect(textOf(page, 'p000k')).toBe(NEW_DATA_TEXT)
    expect(keys(page).indexOf(SUMMARY._key)).toBe(keys(page).indexOf('pm05') + 1)
    expect(keys(page).indexOf(SECTION.at(-1)!._key)).toBe(keys(page).indexOf('p0010') - 1)
    expect(await run(migrated, originMigration)).toEqual([])
    expect(await run(seed, originMigration)).toEqual([])
  })

  it('leaves a sentence an editor rewrote, and adds at the end what has no place to go', async () => {
    const rewritten = before().content.map((block) =>
      block._key === 'p000k' ? {...block, children: [{...block.children[0]!, text: 'Registramos a data do envio.'}]} : block,
    )
    const [edited] = apply([{...page, content: rewritten}], await run([{...page, content: rewritten}], originMigration))
    expect(textOf(edited, 'p000k')).toBe('Registramos a data do envio.')
    expect(keys(edited)).toEqual(keys(page))

    const bare = {...page, content: blocks(before()).filter((block) => !['pm05', 'p0010'].includes(block._key))}
    const [appended] = apply([bare], await run([bare], originMigration))
    expect(keys(appended).slice(-added.size)).toEqual([...added])
    expect(appended!.updatedAt).toBe(page.updatedAt)
  })

  it('leaves a page whose section an editor rewrote, and runs in either order with the deletion sentence’s migration', async () => {
    const section = blocks(page).map((block) =>
      block._key === 'po07' ? {...block, children: [{...block.children[0]!, text: 'Texto da equipe.'}]} : block,
    )
    expect(await run([{...page, content: section}], originMigration)).toEqual([])

    const older = {...before(), content: blocks(before()).filter((block) => block._key !== 'pm06')}
    const first = apply([older], await run([older], privacyMigration))
    const both = apply(first, await run(first, originMigration))
    const other = apply([older], await run([older], originMigration))
    expect(both).toEqual([page])
    expect(apply(other, await run(other, privacyMigration))).toEqual([page])
  })
})
