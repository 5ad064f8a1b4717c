import {CACHE_CONTROL} from '~/delivery/cache-control'
import {env} from '~/env.server'
import {absoluteUrl} from '~/utils/urls'

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /minha_eva/',
    'Disallow: /api/',
    'Disallow: /equipe',
    '',
    `Sitemap: ${absoluteUrl(env.SITE_URL, '/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, {headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.short}})
}
