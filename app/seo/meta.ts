import type {MetaDescriptor} from '@remix-run/node'
import {imageAttributes, shareImage, type ImageField, type ImageOptions} from '~/content/image'
import type {SETTINGS_QUERYResult} from '~/sanity.types'
import {absoluteUrl} from '~/utils/urls'

export type PageSeo = {title: string; description: string; image?: ImageField | null}

type RootData = {settings: NonNullable<SETTINGS_QUERYResult>; siteUrl: string}
/** A route match as `meta` gets it; the root's data holds the site settings. */
export type MetaMatch = {id: string; data: unknown}

/**
 * Title, description, canonical URL and Open Graph tags of a page, from its content
 * (or from site settings where the page has none). `path` is the canonical path.
 */
export function pageMeta(
  seo: Partial<PageSeo> | null | undefined,
  matches: MetaMatch[],
  path: string,
  {index = true, article}: {index?: boolean; article?: {publishedAt: string; modifiedAt: string}} = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as RootData | undefined
  const siteName = root?.settings.siteName ?? 'EVA Agricultura Urbana'
  const title = seo?.title ?? siteName
  const description = seo?.description ?? root?.settings.description
  const absolute = (pathOrUrl: string) => absoluteUrl(root?.siteUrl ?? 'http://localhost', pathOrUrl)
  const canonical = absolute(path)
  // 1200×630 JPEG: what WhatsApp, Facebook and X show (never an SVG).
  const image = shareImage(seo?.image ?? root?.settings.shareImage)

  return [
    {title},
    ...(description
      ? [
          {name: 'description', content: description},
          {property: 'og:description', content: description},
        ]
      : []),
    ...(index ? [] : [{name: 'robots', content: 'noindex'}]),
    {tagName: 'link', rel: 'canonical', href: canonical},
    ...(article
      ? [
          {property: 'og:type', content: 'article'},
          {property: 'article:published_time', content: article.publishedAt},
          {property: 'article:modified_time', content: article.modifiedAt},
        ]
      : [{property: 'og:type', content: 'website'}]),
    {property: 'og:locale', content: 'pt_BR'},
    {property: 'og:site_name', content: siteName},
    {property: 'og:title', content: title},
    {property: 'og:url', content: canonical},
    {name: 'twitter:card', content: image ? 'summary_large_image' : 'summary'},
    {name: 'twitter:title', content: title},
    ...(description ? [{name: 'twitter:description', content: description}] : []),
    ...(image
      ? [
          {property: 'og:image', content: absolute(image.url)},
          {property: 'og:image:type', content: image.type},
          {property: 'og:image:alt', content: image.alt},
          {property: 'og:image:width', content: String(image.width)},
          {property: 'og:image:height', content: String(image.height)},
          {name: 'twitter:image', content: absolute(image.url)},
          {name: 'twitter:image:alt', content: image.alt},
        ]
      : []),
  ]
}

/**
 * A preload of the page's largest image above the fold (its LCP element), at the size the
 * page shows it, with high priority: the browser fetches it before it reads the CSS.
 */
export function preloadImage(image: ImageField | null | undefined, options: ImageOptions): MetaDescriptor[] {
  const attributes = imageAttributes(image, options)
  if (!attributes) return []
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: attributes.src,
      ...(attributes.srcSet ? {imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes} : {}),
      fetchpriority: 'high',
    },
  ]
}
