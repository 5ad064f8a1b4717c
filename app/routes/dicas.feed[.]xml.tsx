import type {LoaderFunctionArgs} from '@remix-run/node'
import {articleFeed} from '~/content/article-feed.server'
import {articleCards} from '~/content/articles.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {CACHE_CONTROL, surrogateKeyHeaders} from '~/delivery/cache-control'
import {env} from '~/env.server'

// /dicas/feed.xml: the articles' RSS feed, linked from every page's head. Its tags are the
// articles' type and its categories' ids: an article published, changed or removed, or a
// category renamed, purges it.
export async function loader({context}: LoaderFunctionArgs) {
  const [articles, settings] = await Promise.all([articleCards(context.content), context.content.load(SETTINGS_QUERY)])
  return new Response(articleFeed(articles, {siteUrl: env.SITE_URL, siteName: settings.siteName}), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.short,
      ...surrogateKeyHeaders(context.content.tags),
    },
  })
}
