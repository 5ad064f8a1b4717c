import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {PageBanner} from '~/components/PageBanner'
import {SmartLink} from '~/components/SmartLink'
import {loadPageContent} from '~/content/content.server'
import {SUPPLIES_QUERY} from '~/content/queries'
import {formatBRL, formatInstallments} from '~/utils/money'
import {useRootData} from '~/utils/root-data'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  return {page: await loadPageContent(SUPPLIES_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/insumos')

const BUY_LABEL = 'comprar agora!'

export default function SuppliesPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  return (
    <>
      <PageBanner banner={page.banner} />
      <section className="section container" aria-labelledby="produtos">
        <h2 id="produtos">{page.productsTitle}</h2>
        <ul className="product-list">
          {page.products.map((product) => (
            <li key={product._id} className="product">
              <ContentImage image={product.images[0]} width={600} sizes="(max-width: 768px) 100vw, 33vw" />
              <h3>{product.name}</h3>
              {product.label ? <p className="product__label">{product.label}</p> : null}
              {product.cultures?.length ? <p>Culturas: {product.cultures.join(', ')}</p> : null}
              {product.litArea != null ? <p>{product.litArea} m² iluminados</p> : null}
              {product.units != null ? <p>{product.units} unidades</p> : null}
              {product.supportText ? <p>Suporte: {product.supportText}</p> : null}
              {product.benefits?.map((benefit) => (
                <p key={benefit._key}>
                  <strong>{benefit.label}</strong> {benefit.value}
                </p>
              ))}
              {product.cashPrice != null ? <p>{formatBRL(product.cashPrice)}</p> : null}
              <ul>
                {(product.paymentPlans ?? []).map((plan) => (
                  <li key={plan._key}>
                    {formatInstallments(plan.installments, plan.installmentValue)}
                    {plan.entryAmount != null ? ` com entrada de ${formatBRL(plan.entryAmount)}` : ''}
                    {plan.noEntry ? ' sem entrada' : ''}
                  </li>
                ))}
              </ul>
              {product.link ? (
                <SmartLink className="button" href={product.link} newTab={product.openInNewTab ?? false}>
                  {BUY_LABEL}
                  <span className="visually-hidden">: {product.name}</span>
                </SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tinted" aria-labelledby="instagram">
        <div className="container">
          <h2 id="instagram">{page.instagram.title}</h2>
          <a href={settings.social.instagram} target="_blank" rel="noopener noreferrer">
            {page.instagram.handle}
          </a>
          <ul className="instagram-strip">
            {page.instagram.images.map((image) => (
              <li key={image._key}>
                <ContentImage image={image} width={400} sizes="(max-width: 768px) 50vw, 16vw" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section container" aria-labelledby="destaques">
        <h2 id="destaques">{page.highlightsTitle}</h2>
        <ul className="highlight-grid">
          {page.highlights.map((product) => (
            <li key={product._id}>
              <ContentImage image={product.images[0]} width={600} sizes="(max-width: 768px) 50vw, 20vw" />
              <h3>{product.name}</h3>
              {product.highlightedPrice != null ? <p>{formatBRL(product.highlightedPrice)}</p> : null}
              {product.link ? (
                <SmartLink href={product.link} newTab={product.openInNewTab ?? false}>
                  {BUY_LABEL}
                  <span className="visually-hidden">: {product.name}</span>
                </SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
