import type {LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ARTICLE_COVER, ArticleView, breadcrumbTrail, type ArticleView as View} from '~/components/articles/ArticleView'
import {articleBody, articleHeadings, dayStartInCuritiba, hasContents, relatedArticles, wordCount} from '~/content/articles'
import {loadArticle} from '~/content/articles.server'
import {present} from '~/content/campaign-blocks'
import {publicPageHeaders} from '~/delivery/cache-control'
import {articlePath} from '~/domain/articles'
import {useRootData} from '~/hooks/useRootData'
import {JsonLd} from '~/seo/JsonLd'
import {pageMeta, preloadImage} from '~/seo/meta'
import {articleData} from '~/seo/structured-data'

// /dicas/<address>: an article (docs/content.md#articles). An address no listed article has is
// the 404 page's.

export const headers = publicPageHeaders
// A video in the text embeds YouTube once played.
export const handle = {csp: {frames: ['https://www.youtube-nocookie.com']}}

export async function loader({params, context}: LoaderFunctionArgs) {
  const {card, all, article} = await loadArticle(context.content, params.artigo)
  const body = articleBody(article.body)
  const headings = articleHeadings(body)
  const author = article.author && present(article.author.name) ? article.author : null
  const view: View = {
    card,
    cover: card.cover,
    author: author
      ? {name: author.name, role: present(author.role) ? author.role : null, photo: author.photo?.asset ? author.photo : null}
      : null,
    body,
    headings,
    contents: hasContents(headings),
    related: relatedArticles({slug: card.slug, category: card.category, related: article.related}, all),
  }
  const words = wordCount(article.text)
  return {
    view,
    words,
    seo: {
      title: present(article.seo?.title) ? article.seo.title : `${card.title} | EVA Agricultura Urbana`,
      image: article.seo?.image?.asset ? article.seo.image : card.cover,
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => {
  if (!data) return []
  const {card} = data.view
  return [
    ...pageMeta(
      {title: data.seo.title, description: card.summary ?? undefined, image: data.seo.image},
      matches,
      articlePath(card.slug),
      {
        index: !card.hidden,
        article: {publishedAt: dayStartInCuritiba(card.publishedAt), modifiedAt: dayStartInCuritiba(card.modifiedAt)},
      },
    ),
    ...preloadImage(card.cover, ARTICLE_COVER),
  ]
}

export default function ArticleRoute() {
  const {view, words} = useLoaderData<typeof loader>()
  const {siteUrl} = useRootData()
  return (
    <>
      {articleData({card: view.card, author: view.author, cover: view.cover, words}, breadcrumbTrail(view.card), siteUrl).map(
        (data) => (
          <JsonLd key={String(data['@type'])} data={data} />
        ),
      )}
      <ArticleView view={view} />
    </>
  )
}
