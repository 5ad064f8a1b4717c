import {at, defineMigration, patch, set, type Mutation} from 'sanity/migrate'

// The privacy page says what a deletion on request does now (docs/decisions/0049): the lead is
// gone from the site at once; the database's backups keep it until they expire. A dataset imported from the seed before this change has the old
// sentence in the block `pm06`: it gets the new one, and the page's date. A page whose sentence
// an editor rewrote is left alone; one without the block gets it after the retention list's
// contract item. Drafts likewise. Run it from studio/:
// `npx sanity migration run privacy-deletion-and-backups` (a dry run), then with `--no-dry-run`.

export const OLD_TEXT =
  'As cópias de segurança do banco de dados são guardadas por 30 dias: um pedido apagado, inclusive a seu pedido, some delas nesse prazo.'
export const NEW_TEXT =
  'Quando você pede a exclusão, o pedido é apagado do site na hora, com as anotações da equipe e os e-mails guardados no servidor do site. As cópias de segurança (backups) do banco de dados ainda o guardam até vencerem, em no máximo 30 dias, e servem apenas para recuperar o site depois de uma falha.'
export const UPDATED_AT = '2026-11-26'

type Span = {_type: string; _key: string; text?: string; marks?: string[]}
type Block = {_type: string; _key: string; children?: Span[]; [field: string]: unknown}
type PrivacyPage = {_id: string; content?: Block[]; updatedAt?: string}

const BLOCK: Block = {
  _type: 'block',
  _key: 'pm06',
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: 'pm06s', text: NEW_TEXT, marks: []}],
  listItem: 'bullet',
  level: 1,
}

const textOf = (block: Block) => (block.children ?? []).map((span) => span.text ?? '').join('')

/** The page's content with the new sentence, or null when there is nothing to change. */
export function withNewSentence(content: Block[]): Block[] | null {
  const index = content.findIndex((block) => block._key === BLOCK._key)
  if (index >= 0) return textOf(content[index]!) === OLD_TEXT ? content.map((block, at) => (at === index ? BLOCK : block)) : null
  const after = content.findIndex((block) => block._key === 'p0014')
  return after >= 0 ? [...content.slice(0, after + 1), BLOCK, ...content.slice(after + 1)] : [...content, BLOCK]
}

export default defineMigration({
  title: 'Política de privacidade: exclusão a pedido e cópias de segurança',
  documentTypes: ['privacyPage'],
  async *migrate(documents) {
    for await (const document of documents()) {
      const page = document as PrivacyPage
      if (document._type !== 'privacyPage') continue
      const content = withNewSentence(page.content ?? [])
      if (!content) continue
      const mutation: Mutation = patch(page._id, [at('content', set(content)), at('updatedAt', set(UPDATED_AT))])
      yield mutation
    }
  },
})
