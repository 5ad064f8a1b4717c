import type {LoaderFunctionArgs} from '@remix-run/node'
import {articleListMeta, ArticleListRoute} from '~/components/articles/ArticleList'
import {loadArticleList} from '~/content/articles.server'
import {publicPageHeaders} from '~/delivery/cache-control'

// /dicas: the articles, newest first, a page of them (docs/content.md#articles).
export const headers = publicPageHeaders
export const loader = ({context}: LoaderFunctionArgs) => loadArticleList(context.content, {})
export const meta = articleListMeta
export default ArticleListRoute
