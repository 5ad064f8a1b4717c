import {imageAttributes} from '~/content/image'
import {productPricing} from '~/domain/price'
import {CITY_LABELS} from '~/forms/options'
import type {CAMPAIGN_PAGE_QUERYResult, EVA_BABY_QUERYResult, SETTINGS_QUERYResult} from '~/sanity.types'
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

type PricedProduct = Parameters<typeof productPricing>[0]

/** A product's Offer, sold at `path`: only a product sold at a cash price has one price to offer (app/domain/price.ts). */
function offerOf(product: PricedProduct | null | undefined, path: string, siteUrl: string) {
  const pricing = product ? productPricing(product) : null
  const price = pricing?.type === 'cash' ? pricing.cashPrice : null
  if (price == null) return {}
  return {
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/PreOrder',
      url: absoluteUrl(siteUrl, path),
      seller: {'@id': absoluteUrl(siteUrl, '/#empresa')},
    },
  }
}

type CampaignPage = NonNullable<CAMPAIGN_PAGE_QUERYResult>
type Block<Type extends string> = Extract<NonNullable<CampaignPage['blocks']>[number], {_type: Type}>

/**
 * A campaign page: a WebPage, or an FAQPage when it has questions and answers (with each of
 * them), and each product it shows with its Offer.
 */
export function campaignPageData(page: CampaignPage, path: string, siteUrl: string) {
  // As the dataset holds them: GROQ keeps a null entry.
  const blocks = (page.blocks ?? []).filter((block) => block != null)
  const questions = blocks
    .filter((block): block is Block<'questionsBlock'> => block._type === 'questionsBlock')
    .flatMap((block) => block.items ?? [])
    .filter((item) => item?.question && item.answer)
  const products = blocks
    .filter((block): block is Block<'productBlock'> => block._type === 'productBlock')
    .flatMap((block) => (block.product ? [block.product] : []))
  const url = absoluteUrl(siteUrl, path)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': questions.length > 0 ? 'FAQPage' : 'WebPage',
        '@id': url,
        url,
        name: page.seo?.title ?? page.title,
        ...(page.seo?.description ? {description: page.seo.description} : {}),
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
        const image = imageAttributes(product.images?.[0], {width: 800})
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
