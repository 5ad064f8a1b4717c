import type {LoaderFunctionArgs} from '@remix-run/node'
import {latestDay} from '~/content/articles'
import {articleCards, articleCategories} from '~/content/articles.server'
import {campaignSitemapAddresses} from '~/content/campaign-pages.server'
import {CACHE_CONTROL, cacheControlUntil, surrogateKeyHeaders} from '~/delivery/cache-control'
import {ARTICLES_PATH, articleListPath, articlePath} from '~/domain/articles'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {env} from '~/env.server'
import {absoluteUrl} from '~/utils/urls'

type Entry = {path: string; lastmod?: string}

/** The articles' addresses: the list, each category's page, and each article not hidden, with the day it last changed. */
async function articleEntries(content: Parameters<typeof articleCards>[0]): Promise<Entry[]> {
  const [articles, categories] = await Promise.all([articleCards(content), articleCategories(content)])
  return [
    {path: ARTICLES_PATH, lastmod: latestDay(articles)},
    ...categories.map((category) => ({
      path: articleListPath(1, category.slug),
      lastmod: latestDay(articles.filter((card) => card.category?.slug === category.slug)),
    })),
    ...articles.filter((card) => !card.hidden).map((card) => ({path: articlePath(card.slug), lastmod: card.modifiedAt})),
  ]
}

// The fixed public pages, the campaign pages on now and not hidden from search engines, and the
// articles. It carries their tags: a page or article published, hidden or removed purges it at
// the edge too; and no cache keeps it past the end of a page it lists. Without the content (a
// cold start in an outage: either query failing), the fixed pages alone, kept by no one.
export async function loader({context}: LoaderFunctionArgs) {
  const now = Date.now()
  const [campaigns, articles] = await Promise.all([
    campaignSitemapAddresses(context.content, now),
    articleEntries(context.content),
  ]).catch(() => [undefined, undefined] as const)
  const entries: Entry[] = [
    ...PUBLIC_PAGES.map((path) => ({path})),
    ...(campaigns?.paths ?? []).map((path) => ({path})),
    ...(articles ?? []),
  ]
  const seen = new Set<string>()
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map(
      ({path, lastmod}) =>
        `  <url><loc>${absoluteUrl(env.SITE_URL, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      ...(campaigns
        ? {'Cache-Control': cacheControlUntil(campaigns.until, now, 'short'), ...surrogateKeyHeaders(context.content.tags)}
        : {'Cache-Control': CACHE_CONTROL.private}),
    },
  })
}
