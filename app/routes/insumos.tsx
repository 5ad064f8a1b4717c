import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {bannerPageMeta, PageBanner} from '~/components/PageBanner'
import {BuyLink, ProductCard} from '~/components/ProductCard'
import {Section} from '~/components/Section'
import {SmartLink} from '~/components/SmartLink'
import {SUPPLIES_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {formatBRL} from '~/domain/money'
import {useRootData} from '~/hooks/useRootData'
import {messages} from '~/messages'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(SUPPLIES_QUERY)}
}

export const meta: MetaFunction<typeof loader> = bannerPageMeta('/insumos')

export default function SuppliesPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  return (
    <>
      <PageBanner banner={page.banner} />

      <Section id="produtos" title={page.productsTitle}>
        <ul className="product-list">
          {page.products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="instagram"
        title={page.instagram.title}
        headerExtra={
          <SmartLink className="button button--light" href={settings.social.instagram} newTab>
            {messages.supplies.followUs(page.instagram.handle)}
          </SmartLink>
        }
        band="green"
        className="instagram"
      >
        <ul className="instagram__grid">
          {page.instagram.images.map((image) => (
            <li key={image._key}>
              <ContentImage image={image} width={400} sizes="(max-width: 768px) 50vw, 16vw" />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="destaques" title={page.highlightsTitle}>
        <ul className="highlights">
          {page.highlights.map((product) => (
            <li key={product._id} className="highlights__item">
              <ContentImage image={product.images[0]} width={600} sizes="(max-width: 768px) 50vw, 20vw" />
              <h3>{product.name}</h3>
              {product.highlightedPrice != null ? (
                <p className="highlights__price">{formatBRL(product.highlightedPrice)}</p>
              ) : null}
              <BuyLink product={product} className="highlights__buy" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
