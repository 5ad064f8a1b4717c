import type {LoaderFunctionArgs} from '@remix-run/node'
import {articleListMeta, ArticleListRoute} from '~/components/articles/ArticleList'
import {loadArticleList} from '~/content/articles.server'
import {publicPageHeaders} from '~/delivery/cache-control'

// /dicas/categoria/ervas-e-temperos: a category's articles, newest first.
export const headers = publicPageHeaders
export const loader = ({params, context}: LoaderFunctionArgs) => loadArticleList(context.content, {category: params.categoria})
export const meta = articleListMeta
export default ArticleListRoute
