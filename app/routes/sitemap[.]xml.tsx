import type {LoaderFunctionArgs} from '@remix-run/node'
import {campaignSitemapAddresses} from '~/content/campaign-pages.server'
import {CACHE_CONTROL, cacheControlUntil, surrogateKeyHeaders} from '~/delivery/cache-control'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {env} from '~/env.server'
import {absoluteUrl} from '~/utils/urls'

// The fixed public pages and the campaign pages on now and not hidden from search engines. It
// carries the campaign pages' tags: a page published, hidden or removed purges it at the edge
// too; and no cache keeps it past the end of a page it lists. Without the content (a cold start
// in an outage), the fixed pages, kept by no one.
export async function loader({context}: LoaderFunctionArgs) {
  const now = Date.now()
  const campaigns = await campaignSitemapAddresses(context.content, now).catch(() => undefined)
  const urls = [...new Set([...PUBLIC_PAGES, ...(campaigns?.paths ?? [])])].map(
    (path) => `  <url><loc>${absoluteUrl(env.SITE_URL, path)}</loc></url>`,
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
