import {ContentImage, IMAGE_SHAPES} from '~/components/ContentImage'
import {Icon} from '~/components/Icon'
import {RichText} from '~/components/RichText'
import {SectionHeader} from '~/components/SectionHeader'
import {Slider} from '~/components/Slider'
import {SmartLink} from '~/components/SmartLink'
import {VisitForm} from '~/forms/VisitForm'
import {messages} from '~/messages'
import type {PROJECTS_QUERYResult} from '~/sanity.types'

// The sections of the projects page (/projetos), top to bottom.

type Page = NonNullable<PROJECTS_QUERYResult>

const HALF_WIDTH_SIZES = '(max-width: 768px) 100vw, 50vw'

/** "Como Funciona": the four steps and the button to the form. */
export function HowItWorks({howItWorks}: {howItWorks: Page['howItWorks']}) {
  return (
    <section className="section container" aria-labelledby="como-funciona">
      <SectionHeader id="como-funciona" eyebrow={howItWorks.eyebrow} title={howItWorks.title} lead={howItWorks.intro} />
      <ol className="steps">
        {howItWorks.steps.map((step) => (
          <li key={step._key} className="steps__item">
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
      <p className="section-action">
        <SmartLink className="button" href={howItWorks.buttonLink}>
          {howItWorks.buttonText}
        </SmartLink>
      </p>
    </section>
  )
}

/** "Execução e Manutenção" and "Consultoria e Suporte". */
export function Guarantees({guarantees}: {guarantees: Page['guarantees']}) {
  return (
    <section className="section section--tinted" aria-label={messages.projects.guaranteesLabel}>
      <div className="container guarantees">
        {guarantees.map((block) => (
          <div key={block._key} className="guarantees__block">
            <h2>{block.title}</h2>
            <ul className="checklist">
              {block.items.map((item) => (
                <li key={item}>
                  <Icon name="check" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

/** The info block: rich text beside an image. */
export function ProjectInfo({info}: {info: Page['info']}) {
  return (
    <section className="section container split" aria-labelledby="informacoes">
      <div>
        <h2 id="informacoes">{info.title}</h2>
        <RichText value={info.content} />
      </div>
      <ContentImage image={info.image} width={800} sizes={HALF_WIDTH_SIZES} className="rounded-image" />
    </section>
  )
}

/** The booking form (#formulario) beside the before/after pair. */
export function Booking({
  form,
  beforeAfter,
  serviceAreaNotice,
}: Pick<Page, 'form' | 'beforeAfter'> & {serviceAreaNotice: string}) {
  return (
    <section id="formulario" className="section section--tinted" aria-labelledby="formulario-titulo">
      <div className="container">
        <SectionHeader id="formulario-titulo" title={form.title} lead={form.intro}>
          <p className="service-notice">{serviceAreaNotice}</p>
        </SectionHeader>
        <div className="booking">
          <VisitForm />
          <div className="before-after" role="group" aria-label={messages.projects.beforeAfterLabel}>
            {[beforeAfter.before, beforeAfter.after].map((item) => (
              <figure key={item.caption} className="before-after__item">
                <ContentImage image={item.image} width={800} sizes={HALF_WIDTH_SIZES} />
                <figcaption>{item.caption}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}

/** The customer cases, one slide at a time. */
export function Cases({title, cases}: {title: string; cases: Page['cases']}) {
  return (
    <section className="section container" aria-labelledby="casos">
      <SectionHeader id="casos" title={title} />
      <Slider
        label={messages.projects.casesLabel}
        className="cases"
        items={cases}
        itemKey={(item) => item._id}
        renderSlide={(item) => (
          <article className="split cases__slide">
            <ContentImage
              image={item.image}
              width={800}
              sizes={HALF_WIDTH_SIZES}
              aspectRatio={IMAGE_SHAPES.card}
              className="rounded-image cases__image"
            />
            <div>
              <p className="eyebrow">{item.subtitle}</p>
              <h3>{item.title}</h3>
              <RichText value={item.description} />
            </div>
          </article>
        )}
      />
    </section>
  )
}
