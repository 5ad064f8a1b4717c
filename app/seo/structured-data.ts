import type {BlogPosting, BreadcrumbList, WithContext} from 'schema-dts'
import {dayStartInCuritiba, type ArticleCard} from '~/content/articles'
import {finite, objects, present, shownProduct, shownQuestions, type BlockOf, type CampaignPage} from '~/content/campaign-blocks'
import {imageAttributes, shareImage, type ImageField} from '~/content/image'
import {articlePath} from '~/domain/articles'
import {productPricing} from '~/domain/price'
import {CITY_LABELS} from '~/forms/options'
import type {EVA_BABY_QUERYResult, SETTINGS_QUERYResult} from '~/sanity.types'
import {absoluteUrl} from '~/utils/urls'

type Settings = NonNullable<SETTINGS_QUERYResult>

/** The company as a LocalBusiness serving Curitiba and its metropolitan region (the 16 cities). */
export function localBusiness(settings: Settings, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl(siteUrl, '/#empresa'),
    name: settings.siteName,
    description: settings.description,
    slogan: settings.tagline,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/logo.svg'),
    telephone: settings.phone,
    email: settings.email,
    address: {'@type': 'PostalAddress', addressLocality: 'Curitiba', addressRegion: 'PR', addressCountry: 'BR'},
    areaServed: CITY_LABELS.map((city) => ({'@type': 'City', name: `${city}, PR`})),
    sameAs: Object.values(settings.social),
  }
}

/** The EVA Baby as a Product with its cash price in reais. */
export function evaBabyProduct(page: NonNullable<EVA_BABY_QUERYResult>, siteUrl: string) {
  const image = imageAttributes(page.carouselImages[0], {width: 800})
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.title,
    description: page.intro,
    ...(image ? {image: absoluteUrl(siteUrl, image.src)} : {}),
    brand: {'@type': 'Brand', name: 'EVA Agricultura Urbana'},
    ...offerOf(page.product, '/eva-baby', siteUrl),
  }
}

type PricedProduct = Parameters<typeof productPricing>[0] & {isEvaBaby?: boolean | null}

/**
 * A product's Offer, sold at `path`: only a product sold at a cash price has one price to offer
 * (app/domain/price.ts), and only a price that is a number. The EVA Baby is sold by reservation.
 */
function offerOf(product: PricedProduct | null | undefined, path: string, siteUrl: string) {
  const pricing = product && finite(product.cashPrice) ? productPricing(product) : null
  const price = pricing?.type === 'cash' ? pricing.cashPrice : null
  if (!finite(price)) return {}
  return {
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'BRL',
      availability: product?.isEvaBaby === false ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      url: absoluteUrl(siteUrl, path),
      seller: {'@id': absoluteUrl(siteUrl, '/#empresa')},
    },
  }
}

/**
 * A campaign page: a WebPage, or an FAQPage when it shows questions and answers (with each of
 * them), and each product it shows with its Offer: only what the page shows
 * (app/content/campaign-blocks.ts).
 */
export function campaignPageData(page: CampaignPage, path: string, siteUrl: string) {
  // As the dataset holds them: GROQ keeps a null entry.
  const blocks = objects(page.blocks)
  const questions = blocks
    .filter((block): block is BlockOf<'questionsBlock'> => block._type === 'questionsBlock')
    .flatMap(shownQuestions)
  const products = blocks
    .filter((block): block is BlockOf<'productBlock'> => block._type === 'productBlock')
    .flatMap((block) => shownProduct(block) ?? [])
  const url = absoluteUrl(siteUrl, path)
  const name = present(page.seo?.title) ? page.seo.title : page.title
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': questions.length > 0 ? 'FAQPage' : 'WebPage',
        '@id': url,
        url,
        name,
        ...(present(page.seo?.description) ? {description: page.seo.description} : {}),
        inLanguage: 'pt-BR',
        isPartOf: {'@type': 'WebSite', url: absoluteUrl(siteUrl, '/')},
        ...(questions.length > 0
          ? {
              mainEntity: questions.map((item) => ({
                '@type': 'Question',
                name: item.question,
                acceptedAnswer: {'@type': 'Answer', text: item.answer},
              })),
            }
          : {}),
      },
      ...products.map((product) => {
        const image = imageAttributes(objects(product.images)[0], {width: 800})
        return {
          '@type': 'Product',
          name: product.name,
          ...(image ? {image: absoluteUrl(siteUrl, image.src)} : {}),
          brand: {'@type': 'Brand', name: 'EVA Agricultura Urbana'},
          ...offerOf(product, path, siteUrl),
        }
      }),
    ],
  }
}

type Crumb = {name: string; path: string}

/**
 * An article (docs/content.md#articles): a BlogPosting (headline, dates, image, author, the
 * company as publisher) and the BreadcrumbList its breadcrumb shows, both typed by schema.org's
 * own vocabulary (schema-dts), so that a property the type lacks does not compile.
 */
export function articleData(
  article: {
    card: ArticleCard
    author: {name: string; role: string | null; photo: ImageField | null} | null
    cover: ImageField | null
    words: number
  },
  trail: Crumb[],
  siteUrl: string,
): WithContext<BlogPosting | BreadcrumbList>[] {
  const {card, author, cover} = article
  const url = absoluteUrl(siteUrl, articlePath(card.slug))
  const company = {'@id': absoluteUrl(siteUrl, '/#empresa')}
  const image = shareImage(cover)
  const photo = imageAttributes(author?.photo, {width: 160})
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: card.title,
    ...(card.summary ? {description: card.summary} : {}),
    ...(image ? {image: absoluteUrl(siteUrl, image.url)} : {}),
    datePublished: dayStartInCuritiba(card.publishedAt),
    dateModified: dayStartInCuritiba(card.modifiedAt),
    inLanguage: 'pt-BR',
    wordCount: article.words,
    ...(card.category ? {articleSection: card.category.title} : {}),
    // Without an author (deleted), the company wrote it.
    author: author
      ? {
          '@type': 'Person',
          name: author.name,
          ...(author.role ? {jobTitle: author.role} : {}),
          ...(photo ? {image: absoluteUrl(siteUrl, photo.src)} : {}),
        }
      : company,
    publisher: company,
  }
  const breadcrumb: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, {name: card.title, path: articlePath(card.slug)}].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
  return [posting, breadcrumb]
}
