import {messages} from '~/messages'
import type {SUPPLIES_QUERYResult} from '~/sanity.types'
import {ContentImage, IMAGE_SHAPES} from './ContentImage'
import {ProductPrice} from './Price'
import {SmartLink} from './SmartLink'

export type Product = NonNullable<SUPPLIES_QUERYResult>['products'][number]

const t = messages.supplies

/** The buy link of a product: its own page or the store; none when it has no link. */
export function BuyLink({product, className}: {product: Product; className?: string}) {
  if (!product.link) return null
  return (
    <SmartLink className={className} href={product.link} newTab={product.openInNewTab ?? false}>
      {t.buy}
      <span className="visually-hidden">: {product.name}</span>
    </SmartLink>
  )
}

/** A product of the Insumos list with what it grows, lights and costs. */
export function ProductCard({product}: {product: Product}) {
  const details = [
    product.cultures?.length ? {label: t.cultures, value: product.cultures.join(', ')} : null,
    product.litArea != null ? {label: t.litArea, value: `${product.litArea.toLocaleString('pt-BR')} m²`} : null,
    product.units != null ? {label: t.units, value: String(product.units)} : null,
    product.supportText ? {label: t.support, value: product.supportText} : null,
  ].filter((detail) => detail !== null)

  return (
    <article className="product-card">
      {product.label ? <p className="product-card__label">{product.label}</p> : null}
      <ContentImage
        image={product.images[0]}
        width={600}
        sizes="(max-width: 768px) 100vw, 33vw"
        aspectRatio={IMAGE_SHAPES.square}
        className="product-card__image"
      />
      <h3>{product.name}</h3>
      {product.benefits?.length ? (
        <ul className="product-card__benefits">
          {product.benefits.map((benefit) => (
            <li key={benefit._key}>
              <span className="product-card__benefit-label">{benefit.label}</span>
              <strong>{benefit.value}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {details.length ? (
        <dl className="product-card__details">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="product-card__price">
        <ProductPrice product={product} />
      </div>
      <BuyLink product={product} className="button product-card__buy" />
    </article>
  )
}
