import {ARTICLE_CONTENTS_MIN_HEADINGS, ARTICLES_PER_PAGE, READING_WORDS_PER_MINUTE} from '~/constants'
import {articleAddressProblem, categoryAddressProblem, RELATED_ARTICLES} from '~/domain/articles'
import type {ARTICLE_QUERYResult, ARTICLES_QUERYResult} from '~/sanity.types'
import {objects, present} from './campaign-blocks'

// The articles, "Dicas de cultivo" (docs/content.md#articles), as the site shows them: which are
// listed, a list's pages, an article's headings and related articles. Pure: the routes, the feed,
// the sitemap and the tests all ask here. Every value may be anything the dataset holds.

/** An article as the list reads it (a related one too, whose address may be missing). */
export type ArticleEntry = Omit<ARTICLES_QUERYResult[number], 'slug'> & {slug: string | null}
export type Article = NonNullable<ARTICLE_QUERYResult>
export type ArticleBodyItem = Article['body'][number]

/** A date as the Studio's date field stores it (2026-11-28), and a real one. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  // A day the calendar has: 2026-02-30 would be read as March 2nd.
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value)
}

/** What a card of the list shows of an article. */
export type ArticleCard = {
  slug: string
  title: string
  summary: string | null
  publishedAt: string
  /** The day it last changed for its readers: "atualizado em", the sitemap's lastmod. */
  modifiedAt: string
  category: Category | null
  cover: ArticleEntry['cover'] | null
  minutes: number
  hidden: boolean
}

/** Minutes to read `text` at READING_WORDS_PER_MINUTE, at least one. */
export function readingMinutes(text: unknown): number {
  return Math.max(1, Math.ceil(wordCount(text) / READING_WORDS_PER_MINUTE))
}

/** A category with a name and a usable address (its description if it has one), or null. */
export function shownCategory(category: unknown): Category | null {
  if (!category || typeof category !== 'object') return null
  const {title, slug, description} = category as {title?: unknown; slug?: unknown; description?: unknown}
  if (!present(title) || typeof slug !== 'string' || categoryAddressProblem(slug)) return null
  return {title, slug, description: present(description) ? description : null}
}

/** The words of a text (pt::text of a body): what the reading time and the structured data count. */
export const wordCount = (text: unknown) => (typeof text === 'string' ? text.split(/\s+/).filter(Boolean).length : 0)

/** The latest day any of `cards` changed (the sitemap's lastmod of a list, the feed's date), if any. */
export const latestDay = (cards: readonly Pick<ArticleCard, 'modifiedAt'>[]) =>
  cards
    .map((card) => card.modifiedAt)
    .sort()
    .at(-1)

/**
 * A day of the Studio's date field as the moment it began in Curitiba (UTC−3: Brazil keeps no
 * summer time since 2019), for what wants a time with its zone (the feed, the JSON-LD, Open Graph).
 */
export const dayStartInCuritiba = (day: string) => `${day}T00:00:00-03:00`

/** The card of an article that can be listed (an address in the rule, a title, a date), or undefined. */
export function articleCard(entry: ArticleEntry | null | undefined): ArticleCard | undefined {
  if (!entry || typeof entry.slug !== 'string' || articleAddressProblem(entry.slug) || !present(entry.title)) return undefined
  if (!isDay(entry.publishedAt)) return undefined
  const updated = isDay(entry.updatedAt) && entry.updatedAt > entry.publishedAt ? entry.updatedAt : undefined
  return {
    slug: entry.slug,
    title: entry.title,
    summary: present(entry.summary) ? entry.summary : null,
    publishedAt: entry.publishedAt,
    modifiedAt: updated ?? entry.publishedAt,
    category: shownCategory(entry.category),
    cover: entry.cover?.asset ? entry.cover : null,
    minutes: readingMinutes(entry.text),
    hidden: entry.hidden === true,
  }
}

/** The articles the site lists, newest first (as the query orders them); of two with one address, the first. */
export function listedArticles(entries: readonly (ArticleEntry | null)[]): ArticleCard[] {
  const seen = new Set<string>()
  return entries.flatMap((entry) => {
    const card = articleCard(entry)
    if (!card || seen.has(card.slug)) return []
    seen.add(card.slug)
    return [card]
  })
}

/** A page number as its address spells it (`2`; not `02`, `2.0` or `+2`), or undefined. */
export const pageNumber = (segment: string | undefined) =>
  segment !== undefined && /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : undefined

/** A category with a name and an address in the rule. */
export type Category = {title: string; slug: string; description: string | null}

/** A page of a list, all articles or a category's, as its route shows it. */
export type ArticleList = Extract<ArticlePage, {kind: 'page'}> & {category: Category | null; categories: Category[]}

export type ArticlePage =
  | {kind: 'page'; articles: ArticleCard[]; page: number; pages: number}
  /** `/dicas/pagina/1` is the list itself. */
  | {kind: 'first'}
  | {kind: 'none'}

/**
 * Page `segment` of a list (undefined: the list's own address, page 1): its articles, or the
 * list's address for page 1 written out, or nothing (page 0, past the last, not a number). The
 * first page of an empty list is a page: the section says it has no articles yet.
 */
export function articlePage(articles: readonly ArticleCard[], segment?: string): ArticlePage {
  const page = segment === undefined ? 1 : pageNumber(segment)
  if (page === undefined) return {kind: 'none'}
  if (segment !== undefined && page === 1) return {kind: 'first'}
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE))
  if (page > pages) return {kind: 'none'}
  return {kind: 'page', articles: articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE), page, pages}
}

/**
 * The ids the article's page and the site's layout give their own parts: no heading's anchor
 * takes one (a heading "Leia também" must not lead to the related articles). The body's call to
 * action bands are `chamada-1`, `chamada-2`…
 */
export const ARTICLE_PAGE_IDS = [
  'neste-artigo',
  'quer-uma-horta',
  'leia-tambem',
  'conteudo',
  'menu-principal',
  'menu-solucoes',
  'footer-contact',
  'footer-social',
  'cookie-banner-title',
]

/** A heading of the article's text, with the anchor its table of contents links to. */
export type ArticleHeading = {key: string; level: 2 | 3; text: string; anchor: string}

/** The words of a heading as an anchor: `Vaso e terra` → `vaso-e-terra`. */
const anchorWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'secao'

/** The text of a block's spans (a product named in it has none of its own). */
export const blockText = (block: {children?: unknown}) =>
  objects(Array.isArray(block.children) ? (block.children as unknown[]) : [])
    .map((child) => ((child as {_type?: unknown})._type === 'span' ? (child as {text?: unknown}).text : ''))
    .filter((text): text is string => typeof text === 'string')
    .join('')

/**
 * The h2 and h3 of the text, in order, each with an anchor unique on the page (a second "Dica"
 * is `dica-2`, and a third `dica-3` though a heading says "Dica 2"). The body renders its
 * headings with these anchors, and the contents link to them.
 */
export function articleHeadings(body: unknown): ArticleHeading[] {
  const taken = new Set(ARTICLE_PAGE_IDS)
  /** The first of `words`, `words-2`, `words-3`… that no heading and no part of the page has. */
  const free = (words: string) => {
    let anchor = words
    for (let n = 2; taken.has(anchor) || /^chamada-\d+$/.test(anchor); n++) anchor = `${words}-${n}`
    taken.add(anchor)
    return anchor
  }
  return objects(Array.isArray(body) ? (body as unknown[]) : []).flatMap((item) => {
    const block = item as {_type?: unknown; _key?: unknown; style?: unknown; children?: unknown}
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) return []
    const text = blockText(block).trim()
    if (!text) return []
    const anchor = free(anchorWords(text))
    return [
      {
        key: typeof block._key === 'string' ? block._key : anchor,
        level: block.style === 'h2' ? 2 : 3,
        text,
        anchor,
      } satisfies ArticleHeading,
    ]
  })
}

/** Whether the article opens with a table of contents. */
export const hasContents = (headings: readonly ArticleHeading[]) => headings.length >= ARTICLE_CONTENTS_MIN_HEADINGS

/**
 * The articles shown under an article: those its editor chose (that can be listed, not itself,
 * each once), or else the latest of its category.
 */
export function relatedArticles(
  article: {slug: string | null; category: unknown; related: ReadonlyArray<ArticleEntry | null> | null},
  all: readonly ArticleCard[],
) {
  const chosen = listedArticles(objects(article.related)).filter((card) => card.slug !== article.slug)
  if (chosen.length > 0) return chosen.slice(0, RELATED_ARTICLES)
  const category = shownCategory(article.category)
  if (!category) return []
  return all.filter((card) => card.slug !== article.slug && card.category?.slug === category.slug).slice(0, RELATED_ARTICLES)
}

/** The paragraph styles the Studio offers an article (studio/schemaTypes/articles/articleBody.ts). */
const BODY_STYLES = new Set(['normal', 'h2', 'h3', 'blockquote'])
const BODY_ITEMS = new Set(['block', 'articleImage', 'articleNote', 'videoBlock', 'callToActionBlock'])

/**
 * The article's text as it can be shown: only what the Studio writes reaches Portable Text. A
 * paragraph without its spans or with no text is left out, a style past the Studio's is a
 * paragraph (a heading written past it would be a second h1), a product reference to a deleted
 * product keeps nothing, and an item of an unknown kind is skipped; the rest is checked by the
 * part that shows it (an image without its file, a video that is not YouTube's).
 */
export function articleBody(body: unknown): ArticleBodyItem[] {
  return objects(Array.isArray(body) ? (body as ArticleBodyItem[]) : []).flatMap((item): ArticleBodyItem[] => {
    if (typeof item._type !== 'string' || !BODY_ITEMS.has(item._type)) return []
    if (item._type !== 'block') return [item]
    const children = objects(Array.isArray(item.children) ? item.children : []).filter((child) =>
      child._type === 'span'
        ? typeof child.text === 'string'
        : child._type === 'productReference' && present((child.product as {name?: unknown} | null)?.name),
    )
    if (!children.some((child) => child._type === 'productReference' || present((child as {text?: string}).text))) return []
    const style = typeof item.style === 'string' && BODY_STYLES.has(item.style) ? item.style : 'normal'
    return [{...item, style, children, markDefs: objects(item.markDefs)}]
  })
}
