import {useActionData} from '@remix-run/react'
import {Checklist} from '~/components/Checklist'
import {Icon, isIconName} from '~/components/Icon'
import {Island} from '~/components/Island'
import {ProductPrice} from '~/components/Price'
import {ProductCarousel} from '~/components/ProductCarousel'
import {Section} from '~/components/Section'
import {SmartLink} from '~/components/SmartLink'
import {VideoEmbed} from '~/components/VideoEmbed'
import {ReservationForm} from '~/forms/ReservationForm'
import type {FormReply} from '~/forms/submission'
import {messages} from '~/messages'
import type {EVA_BABY_QUERYResult} from '~/sanity.types'

// The sections of the EVA Baby page (/eva-baby), top to bottom.

type Page = NonNullable<EVA_BABY_QUERYResult>

/** The gallery beside the name, the guarantees, the price and the button to the reservation. */
export function ProductIntro({page}: {page: Page}) {
  const product = page.product
  return (
    <section className="section container split product" aria-labelledby="produto">
      <ProductCarousel images={page.carouselImages} />
      <div className="product__info">
        <h1 id="produto">{page.title}</h1>
        <p className="lead">{page.intro}</p>
        <Checklist items={page.guarantees} />
        {product ? <ProductPrice product={product} /> : null}
        <SmartLink className="button button--large" href="#reservar_baby">
          {page.reserveButtonText}
        </SmartLink>
      </div>
    </section>
  )
}

/** The strip of four benefits (freight, payment, support, made in Brazil). */
export function Benefits({benefits}: {benefits: Page['benefits']}) {
  return (
    <section className="benefits" aria-label={messages.evaBaby.benefitsLabel}>
      <ul className="container benefits__list">
        {benefits.map((benefit) => (
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
  )
}

/** The reservation form (#reservar_baby). */
export function Reservation({reservation}: {reservation: Page['reservation']}) {
  // The answer to a send made without JavaScript (or before it arrived): the form shows it.
  const reply = useActionData<FormReply>()
  return (
    <Section
      id="reserva-titulo"
      title={reservation.title}
      lead={reservation.intro}
      anchor="reservar_baby"
      className="reservation"
    >
      <Island name="reserva" props={{reply}}>
        <ReservationForm reply={reply} />
      </Island>
    </Section>
  )
}

export function Video({video}: {video: Page['video']}) {
  return (
    <Section id="video-titulo" title={video.title} band="tinted">
      <VideoEmbed title={video.title} youtubeUrl={video.youtubeUrl} poster={video.poster} />
    </Section>
  )
}

const advantageIcons = ['time', 'space', 'knowledge'] as const

/** Time, space and knowledge. */
export function Advantages({advantages}: {advantages: Page['advantages']}) {
  return (
    <Section id="vantagens" title={advantages.title}>
      <ul className="advantages">
        {advantages.items.map((item, position) => (
          <li key={item._key} className="advantages__item">
            <Icon name={advantageIcons[position % advantageIcons.length]!} className="advantages__icon" />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Specifications({specifications}: {specifications: Page['specifications']}) {
  return (
    <Section id="especificacoes" title={specifications.title} band="tinted">
      <dl className="specs">
        {specifications.items.map((item) => (
          <div key={item._key} className="specs__row">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
