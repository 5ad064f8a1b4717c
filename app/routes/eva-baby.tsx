import type {LinksFunction, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ReservationForm} from '~/components/forms/ReservationForm'
import {Icon, isIconName} from '~/components/Icon'
import {JsonLd} from '~/components/JsonLd'
import {Price} from '~/components/Price'
import {GALLERY_IMAGE_SIZES, GALLERY_IMAGE_WIDTH, ProductCarousel} from '~/components/ProductCarousel'
import {SmartLink} from '~/components/SmartLink'
import {VideoEmbed} from '~/components/VideoEmbed'
import {loadPageContent} from '~/content/content.server'
import {EVA_BABY_QUERY} from '~/content/queries'
import {reservationAction} from '~/forms/actions.server'
import {newFormKey} from '~/forms/submission.server'
import {messages} from '~/messages'
import evaBabyStyles from '~/styles/eva-baby.css'
import {useRootData} from '~/utils/root-data'
import {pageMeta, preloadImage} from '~/utils/seo'
import {evaBabyProduct} from '~/utils/structured-data'

export const links: LinksFunction = () => [{rel: 'stylesheet', href: evaBabyStyles}]

// The only page that embeds a third party: the YouTube player, once the visitor presses play.
export const handle = {csp: {frames: ['https://www.youtube-nocookie.com']}}

export async function loader() {
  return {page: await loadPageContent(EVA_BABY_QUERY), formKey: newFormKey()}
}

export const action = reservationAction

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/eva-baby'),
  ...preloadImage(data?.page.carouselImages[0], {width: GALLERY_IMAGE_WIDTH, sizes: GALLERY_IMAGE_SIZES}),
]

const advantageIcons = ['time', 'space', 'knowledge'] as const

export default function EvaBabyPage() {
  const {page, formKey} = useLoaderData<typeof loader>()
  const {siteUrl} = useRootData()
  const product = page.product
  return (
    <>
      <JsonLd data={evaBabyProduct(page, siteUrl)} />
      <section className="section container split product" aria-labelledby="produto">
        <ProductCarousel images={page.carouselImages} />
        <div className="product__info">
          <h1 id="produto">{page.title}</h1>
          <p className="lead">{page.intro}</p>
          <ul className="checklist">
            {page.guarantees.map((guarantee) => (
              <li key={guarantee}>
                <Icon name="check" />
                {guarantee}
              </li>
            ))}
          </ul>
          {product ? <Price className="price" cashPrice={product.cashPrice} plan={product.paymentPlans?.[0]} /> : null}
          <SmartLink className="button button--large" href="#reservar_baby">
            {page.reserveButtonText}
          </SmartLink>
        </div>
      </section>

      <section className="benefits" aria-label={messages.evaBaby.benefitsLabel}>
        <ul className="container benefits__list">
          {page.benefits.map((benefit) => (
            <li key={benefit._key} className="benefits__item">
              {isIconName(benefit.icon) ? <Icon name={benefit.icon} className="benefits__icon" /> : null}
              <div>
                <h2>{benefit.title}</h2>
                <p>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="reservar_baby" className="section container reservation" aria-labelledby="reserva-titulo">
        <header className="section-header">
          <h2 id="reserva-titulo">{page.reservation.title}</h2>
          <p className="lead">{page.reservation.intro}</p>
        </header>
        <ReservationForm formKey={formKey} />
      </section>

      <section className="section section--tinted" aria-labelledby="video-titulo">
        <div className="container">
          <header className="section-header">
            <h2 id="video-titulo">{page.video.title}</h2>
          </header>
          <VideoEmbed title={page.video.title} youtubeUrl={page.video.youtubeUrl} poster={page.video.poster} />
        </div>
      </section>

      <section className="section container" aria-labelledby="vantagens">
        <header className="section-header">
          <h2 id="vantagens">{page.advantages.title}</h2>
        </header>
        <ul className="advantages">
          {page.advantages.items.map((item, position) => (
            <li key={item._key} className="advantages__item">
              <Icon name={advantageIcons[position % advantageIcons.length]!} className="advantages__icon" />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="especificacoes">
        <div className="container">
          <header className="section-header">
            <h2 id="especificacoes">{page.specifications.title}</h2>
          </header>
          <dl className="specs">
            {page.specifications.items.map((item) => (
              <div key={item._key} className="specs__row">
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
