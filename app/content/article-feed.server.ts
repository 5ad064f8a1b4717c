import {Feed} from 'feed'
import {ARTICLES_IN_FEED} from '~/constants'
import {ARTICLE_FEED_PATH, ARTICLE_FEED_TITLE, ARTICLES_PATH, articleListPath, articlePath} from '~/domain/articles'
import {articleMessages} from '~/messages/articles'
import {absoluteUrl} from '~/utils/urls'
import type {ArticleCard} from './articles'

/** A day of the Studio's date field as the instant it began, in Curitiba (UTC−3, no summer time since 2019). */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`)

/**
 * The RSS 2.0 feed of the articles (`/dicas/feed.xml`): the latest ARTICLES_IN_FEED, each with
 * its summary, category and date, every link absolute.
 */
export function articleFeed(articles: readonly ArticleCard[], {siteUrl, siteName}: {siteUrl: string; siteName: string}) {
  const latest = articles.slice(0, ARTICLES_IN_FEED)
  const newest = latest.reduce<string | undefined>(
    (day, card) => (day && day > card.modifiedAt ? day : card.modifiedAt),
    undefined,
  )
  const feed = new Feed({
    title: ARTICLE_FEED_TITLE,
    description: articleMessages.description,
    id: absoluteUrl(siteUrl, ARTICLES_PATH),
    link: absoluteUrl(siteUrl, ARTICLES_PATH),
    language: 'pt-BR',
    image: absoluteUrl(siteUrl, '/logo.svg'),
    favicon: absoluteUrl(siteUrl, '/favicon.ico'),
    copyright: siteName,
    generator: false,
    feedLinks: {rss: absoluteUrl(siteUrl, ARTICLE_FEED_PATH)},
    ...(newest ? {updated: dayStart(newest)} : {}),
  })
  for (const card of latest) {
    const link = absoluteUrl(siteUrl, articlePath(card.slug))
    feed.addItem({
      title: card.title,
      id: link,
      link,
      date: dayStart(card.publishedAt),
      ...(card.summary ? {description: card.summary} : {}),
      ...(card.category
        ? {category: [{name: card.category.title, domain: absoluteUrl(siteUrl, articleListPath(1, card.category.slug))}]}
        : {}),
    })
  }
  return feed.rss2()
}
