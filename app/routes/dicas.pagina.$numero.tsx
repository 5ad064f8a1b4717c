import type {LoaderFunctionArgs} from '@remix-run/node'
import {articleListMeta, ArticleListRoute} from '~/components/articles/ArticleList'
import {loadArticleList} from '~/content/articles.server'
import {publicPageHeaders} from '~/delivery/cache-control'

// /dicas/pagina/2: the list's further pages (a path: the edge drops a page's query).
export const headers = publicPageHeaders
export const loader = ({params, context}: LoaderFunctionArgs) => loadArticleList(context.content, {page: params.numero})
export const meta = articleListMeta
export default ArticleListRoute
