import type {LoaderFunctionArgs} from '@remix-run/node'
import {campaignAddresses} from '~/content/campaign-pages.server'
import {CACHE_CONTROL, surrogateKeyHeaders} from '~/delivery/cache-control'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {env} from '~/env.server'
import {absoluteUrl} from '~/utils/urls'

// The fixed public pages and the campaign pages not hidden from search engines. It carries the
// campaign pages' tags: a page published, hidden or removed purges it at the edge too.
// Without the content (a cold start in an outage), the fixed pages, kept by no one.
export async function loader({context}: LoaderFunctionArgs) {
  const campaigns = await campaignAddresses(context.content).catch(() => undefined)
  const shown = (campaigns ?? []).filter(({hidden}) => !hidden).map(({path}) => path)
  const urls = [...new Set([...PUBLIC_PAGES, ...shown])].map(
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
        ? {'Cache-Control': CACHE_CONTROL.short, ...surrogateKeyHeaders(context.content.tags)}
        : {'Cache-Control': CACHE_CONTROL.private}),
    },
  })
}
