import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {SmartLink} from '~/components/SmartLink'
import {loadPageContent} from '~/content/content.server'
import {EVA_BABY_QUERY} from '~/content/queries'
import {formatBRL, formatInstallments} from '~/utils/money'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  return {page: await loadPageContent(EVA_BABY_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/eva-baby')

export default function EvaBabyPage() {
  const {page} = useLoaderData<typeof loader>()
  const product = page.product
  const [plan] = product?.paymentPlans ?? []
  return (
    <>
      <section className="section container split" aria-labelledby="produto">
        <ContentImage image={page.carouselImages[0]} width={800} sizes="(max-width: 768px) 100vw, 50vw" priority />
        <div>
          <h1 id="produto">{page.title}</h1>
          <p>{page.intro}</p>
          <ul className="checklist">
            {page.guarantees.map((guarantee) => (
              <li key={guarantee}>{guarantee}</li>
            ))}
          </ul>
          <p className="price">
            {product?.cashPrice != null ? <strong>{formatBRL(product.cashPrice)}</strong> : null}
            {plan ? <span> ou {formatInstallments(plan.installments, plan.installmentValue)}</span> : null}
          </p>
          <SmartLink className="button" href="#reservar_baby">
            {page.reserveButtonText}
          </SmartLink>
        </div>
      </section>
      <section className="section--tinted section" aria-label="Benefícios">
        <ul className="container benefits">
          {page.benefits.map((benefit) => (
            <li key={benefit._key}>
              <h2>{benefit.title}</h2>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="reservar_baby" className="section container prose" aria-labelledby="reserva-titulo">
        <h2 id="reserva-titulo">{page.reservation.title}</h2>
        <p>{page.reservation.intro}</p>
      </section>
      <section className="section section--tinted" aria-labelledby="video-titulo">
        <div className="container">
          <h2 id="video-titulo">{page.video.title}</h2>
          <ContentImage image={page.video.poster} width={1280} sizes="(max-width: 1280px) 100vw, 1280px" />
        </div>
      </section>
      <section className="section container" aria-labelledby="vantagens">
        <h2 id="vantagens">{page.advantages.title}</h2>
        <ul className="feature-grid">
          {page.advantages.items.map((item) => (
            <li key={item._key}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tinted" aria-labelledby="especificacoes">
        <div className="container">
          <h2 id="especificacoes">{page.specifications.title}</h2>
          <dl className="specs">
            {page.specifications.items.map((item) => (
              <div key={item._key}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  )
}
