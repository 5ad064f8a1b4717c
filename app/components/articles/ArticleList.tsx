import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import type {ArticleList as List} from '~/content/articles'
import {articleListPath} from '~/domain/articles'
import {articleMessages as t} from '~/messages/articles'
import {pageMeta} from '~/seo/meta'
import {ArticleCards} from './ArticleCards'

/** Links to every page of the list, the current one marked; none for a list of one page. */
function Pages({page, pages, category}: {page: number; pages: number; category?: string}) {
  if (pages < 2) return null
  const numbers = Array.from({length: pages}, (_, index) => index + 1)
  return (
    <nav className="article-pages" aria-label={t.pages}>
      {page > 1 ? (
        <a href={articleListPath(page - 1, category)} rel="prev">
          {t.previous}
        </a>
      ) : null}
      <ol>
        {numbers.map((number) => (
          <li key={number}>
            <a
              href={articleListPath(number, category)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t.page(number)}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a href={articleListPath(page + 1, category)} rel="next">
          {t.next}
        </a>
      ) : null}
    </nav>
  )
}

/** /dicas, a category's page, and their further pages: the heading, the categories, the cards, the pages. */
export function ArticleList({list}: {list: List}) {
  const category = list.category?.slug
  return (
    <div className="container page-heading article-list">
      {list.category ? <p className="eyebrow">{t.section}</p> : null}
      <h1>{list.category ? list.category.title : t.section}</h1>
      <p className="lead">{list.category ? (list.category.description ?? t.intro) : t.intro}</p>
      {list.categories.length > 0 ? (
        <nav className="article-categories" aria-label={t.categories}>
          <ul>
            {[{title: t.allCategories, slug: undefined}, ...list.categories].map((item) => (
              <li key={item.slug ?? ''}>
                <a href={articleListPath(1, item.slug)} aria-current={item.slug === category ? 'page' : undefined}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.articles.length > 0 ? <ArticleCards articles={list.articles} eager={list.page === 1 ? 1 : 0} /> : <p>{t.empty}</p>}
      <Pages page={list.page} pages={list.pages} category={category} />
    </div>
  )
}

/** The list's title, description and canonical address: each page of it is its own (`/dicas/pagina/2`). */
export const articleListMeta: MetaFunction = ({data, matches}) => {
  const list = data as List | undefined
  if (!list) return []
  const title = list.category
    ? t.categoryTitle(list.category.title, list.page)
    : `${t.pageTitle(list.page)} | EVA Agricultura Urbana`
  return pageMeta(
    {title, description: list.category?.description ?? t.description},
    matches,
    articleListPath(list.page, list.category?.slug),
  )
}

/** The route module of every list page (/dicas, a category, and their pages). */
export function ArticleListRoute() {
  return <ArticleList list={useLoaderData<List>()} />
}
