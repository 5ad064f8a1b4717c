import {Feed} from 'feed'
import {ARTICLES_IN_FEED} from '~/constants'
import {ARTICLE_FEED_PATH, ARTICLE_FEED_TITLE, ARTICLES_PATH, articleListPath, articlePath} from '~/domain/articles'
import {articleMessages} from '~/messages/articles'
import {absoluteUrl} from '~/utils/urls'
import {dayStartInCuritiba, latestDay, type ArticleCard} from './articles'

const dayStart = (day: string) => new Date(dayStartInCuritiba(day))

/**
 * Editors' text as a feed carries it: without the control characters XML 1.0 refuses, and, for
 * a description (which readers take as HTML), with `&`, `<` and `>` escaped (so no `]]>` either,
 * which would end the package's CDATA early). A title has its `]]>` broken for the same reason.
 */
const xmlText = (text: string) =>
  [...text]
    .filter((char) => {
      const code = char.codePointAt(0)!
      const allowed = code === 0x9 || code === 0xa || code === 0xd || code >= 0x20
      return allowed && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff
    })
    .join('')
const asHtml = (text: string) => xmlText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const asTitle = (text: string) => xmlText(text).replaceAll(']]>', ']] >')

/**
 * The RSS 2.0 feed of the articles (`/dicas/feed.xml`): the latest ARTICLES_IN_FEED, each with
 * its summary, category and date, every link absolute.
 */
export function articleFeed(articles: readonly ArticleCard[], {siteUrl, siteName}: {siteUrl: string; siteName: string}) {
  const latest = articles.slice(0, ARTICLES_IN_FEED)
  const newest = latestDay(latest)
  const feed = new Feed({
    title: ARTICLE_FEED_TITLE,
    description: articleMessages.description,
    id: absoluteUrl(siteUrl, ARTICLES_PATH),
    link: absoluteUrl(siteUrl, ARTICLES_PATH),
    language: 'pt-BR',
    favicon: absoluteUrl(siteUrl, '/favicon.ico'),
    copyright: asTitle(siteName),
    generator: false,
    feedLinks: {rss: absoluteUrl(siteUrl, ARTICLE_FEED_PATH)},
    ...(newest ? {updated: dayStart(newest)} : {}),
  })
  for (const card of latest) {
    const link = absoluteUrl(siteUrl, articlePath(card.slug))
    feed.addItem({
      title: asTitle(card.title),
      id: link,
      link,
      date: dayStart(card.publishedAt),
      ...(card.summary ? {description: asHtml(card.summary)} : {}),
      ...(card.category
        ? {category: [{name: card.category.title, domain: absoluteUrl(siteUrl, articleListPath(1, card.category.slug))}]}
        : {}),
    })
  }
  return feed.rss2()
}
