import {ARTICLES_ON_HOME} from '~/constants'
import {articleCards} from './articles.server'
import type {RequestContent} from './content.server'
import {HOME_QUERY} from './queries'

/**
 * The home page's content (`/` and `/home`), and its latest articles only when the editors turned
 * that section on: off, the page does not carry the articles' tags, and a new article does not
 * purge it.
 */
export async function loadHomePage(content: Pick<RequestContent, 'load'>) {
  const page = await content.load(HOME_QUERY)
  const articles = page.latestArticles?.show ? (await articleCards(content)).slice(0, ARTICLES_ON_HOME) : []
  return {page, articles}
}
