import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage, HERO_IMAGE_WIDTH, IMAGE_SHAPES} from '~/components/ContentImage'
import {PageBanner} from '~/components/PageBanner'
import {BuyLink, ProductCard} from '~/components/ProductCard'
import {SectionHeader} from '~/components/SectionHeader'
import {SmartLink} from '~/components/SmartLink'
import {SUPPLIES_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {formatBRL} from '~/domain/money'
import {useRootData} from '~/hooks/useRootData'
import {messages} from '~/messages'
import {pageMeta, preloadImage} from '~/seo/meta'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(SUPPLIES_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/insumos'),
  ...preloadImage(data?.page.banner.image, {width: HERO_IMAGE_WIDTH, sizes: '100vw', aspectRatio: IMAGE_SHAPES.banner}),
]

export default function SuppliesPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  return (
    <>
      <PageBanner banner={page.banner} />

      <section className="section container" aria-labelledby="produtos">
        <SectionHeader id="produtos" title={page.productsTitle} />
        <ul className="product-list">
          {page.products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--green instagram" aria-labelledby="instagram">
        <div className="container">
          <SectionHeader id="instagram" title={page.instagram.title}>
            <SmartLink className="button button--light" href={settings.social.instagram} newTab>
              {messages.supplies.followUs(page.instagram.handle)}
            </SmartLink>
          </SectionHeader>
          <ul className="instagram__grid">
            {page.instagram.images.map((image) => (
              <li key={image._key}>
                <ContentImage image={image} width={400} sizes="(max-width: 768px) 50vw, 16vw" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container" aria-labelledby="destaques">
        <SectionHeader id="destaques" title={page.highlightsTitle} />
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
      </section>
    </>
  )
}
