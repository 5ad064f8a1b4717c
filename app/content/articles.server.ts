import {redirect} from '@remix-run/node'
import {NOT_FOUND_PATH} from '~/constants'
import {articleListPath} from '~/domain/articles'
import {articlePage, listedArticles, shownCategory, type ArticleList, type Category} from './articles'
import type {RequestContent} from './content.server'
import {ARTICLE_QUERY, ARTICLES_QUERY, CATEGORIES_QUERY} from './queries'

// The articles the site serves (docs/content.md#articles): only those whose address keeps the rule
// (app/domain/articles.ts) and that have a date, whatever reached the dataset.

type Content = Pick<RequestContent, 'load'>

/** Every article the site lists, newest first. */
export const articleCards = async (content: Content) => listedArticles(await content.load(ARTICLES_QUERY))

/** The categories with a name and an address in the rule (app/content/articles.ts#shownCategory). */
export async function articleCategories(content: Content): Promise<Category[]> {
  return (await content.load(CATEGORIES_QUERY)).flatMap((category) => shownCategory(category) ?? [])
}

/**
 * A page of the articles, all or a category's: `/dicas/pagina/1` is a 301 to the list, and an
 * unknown category, page 0, a page past the last or a word is the 404 page.
 */
export async function loadArticleList(
  content: Content,
  {page, category}: {page?: string; category?: string},
): Promise<ArticleList> {
  const [all, categories] = await Promise.all([articleCards(content), articleCategories(content)])
  const shown = category === undefined ? undefined : categories.find((candidate) => candidate.slug === category)
  if (category !== undefined && !shown) throw redirect(NOT_FOUND_PATH)
  const articles = shown ? all.filter((card) => card.category?.slug === shown.slug) : all
  const found = articlePage(articles, page)
  if (found.kind === 'none') throw redirect(NOT_FOUND_PATH)
  // The list's own address; no link of the site leads here, so no cache keeps it (as no 404 redirect).
  if (found.kind === 'first') throw redirect(articleListPath(1, shown?.slug), 301)
  return {...found, category: shown ?? null, categories}
}

/**
 * The article at `/dicas/<slug>` and every listed article (for its related ones), or the 404
 * page. The list is read first (one cached query): a made-up address costs no query of its own.
 */
export async function loadArticle(content: Content, slug: string | undefined) {
  const all = await articleCards(content)
  const card = all.find((candidate) => candidate.slug === slug)
  if (!card) throw redirect(NOT_FOUND_PATH)
  return {card, all, article: await content.load(ARTICLE_QUERY, {slug: card.slug})}
}
