import {CACHE_CONTROL} from '~/delivery/cache-control'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {env} from '~/env.server'
import {absoluteUrl} from '~/utils/urls'

export function loader() {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${absoluteUrl(env.SITE_URL, path)}</loc></url>`)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, {headers: {'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL.short}})
}
