import {imageAttributes} from '~/content/image'
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
  // Only a product sold at a cash price has one price to offer (app/domain/price.ts).
  const pricing = page.product ? productPricing(page.product) : null
  const price = pricing?.type === 'cash' ? pricing.cashPrice : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.title,
    description: page.intro,
    ...(image ? {image: absoluteUrl(siteUrl, image.src)} : {}),
    brand: {'@type': 'Brand', name: 'EVA Agricultura Urbana'},
    ...(price != null
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: 'BRL',
            availability: 'https://schema.org/PreOrder',
            url: absoluteUrl(siteUrl, '/eva-baby'),
            seller: {'@id': absoluteUrl(siteUrl, '/#empresa')},
          },
        }
      : {}),
  }
}
