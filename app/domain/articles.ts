import {isAddressWord} from './campaign-address'

// What the Studio and the site share about the articles, "Dicas de cultivo"
// (docs/content.md#articles): their addresses, and the limits the Studio checks.

/** The section: its list, its pages, its categories, its feed and its articles live under it. */
export const ARTICLES_PATH = '/dicas'

/** The words under /dicas that are the section's own pages (`/dicas/pagina/2`), never an article's address. */
export const ARTICLE_SECTION_WORDS: ReadonlySet<string> = new Set(['pagina', 'categoria', 'feed'])

/** An article's summary: the search engines' description of it, as long as they show. */
export const ARTICLE_SUMMARY_MAX = 160

/** At most this many related articles are chosen by hand (else the latest of the same category fill in). */
export const RELATED_ARTICLES = 3

export type ArticleAddressProblem = 'format' | 'reserved'

/** What is wrong with `slug` as an article's address (after `/dicas/`), or undefined. */
export function articleAddressProblem(slug: string): ArticleAddressProblem | undefined {
  if (!isAddressWord(slug)) return 'format'
  if (ARTICLE_SECTION_WORDS.has(slug)) return 'reserved'
  return undefined
}

/** A category's address (after `/dicas/categoria/`) keeps the address rule, and nothing else. */
export const categoryAddressProblem = (slug: string) => (isAddressWord(slug) ? undefined : ('format' as const))

export const articlePath = (slug: string) => `${ARTICLES_PATH}/${slug}`

/** A list of articles, all or a category's, at its page (page 1 is the list's own address). */
export function articleListPath(page = 1, category?: string) {
  const list = category ? `${ARTICLES_PATH}/categoria/${category}` : ARTICLES_PATH
  return page === 1 ? list : `${list}/pagina/${page}`
}

export const ARTICLE_FEED_PATH = `${ARTICLES_PATH}/feed.xml`
export const ARTICLE_FEED_TITLE = 'Dicas de cultivo | EVA Agricultura Urbana'

/** The Studio's messages, in Portuguese. */
export const articleRuleMessages = {
  addressMissing: 'Informe o endereço do artigo (ex.: como-regar-manjericao).',
  addressFormat: 'Use só letras minúsculas sem acento, números e hífens (ex.: como-regar-manjericao).',
  addressReserved: (slug: string) => `O endereço /dicas/${slug} é de uma página da seção de dicas. Escolha outro.`,
  addressDuplicate: (slug: string) => `Outro artigo já usa o endereço /dicas/${slug}. Escolha outro.`,
  categoryAddressMissing: 'Informe o endereço da categoria (ex.: ervas).',
  categoryAddressDuplicate: (slug: string) => `Outra categoria já usa o endereço /dicas/categoria/${slug}. Escolha outro.`,
  summaryTooLong: (length: number) => `O resumo tem ${length} caracteres; o Google mostra até ${ARTICLE_SUMMARY_MAX}. Encurte-o.`,
  updatedBeforePublished: 'A data de atualização não pode ser antes da data de publicação.',
  relatedItself: 'Um artigo não pode ser relacionado a ele mesmo.',
  relatedTwice: 'Este artigo já está na lista.',
}
