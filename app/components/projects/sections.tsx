import {useActionData} from '@remix-run/react'
import {Checklist} from '~/components/Checklist'
import {ContentImage, HALF_WIDTH_SIZES, IMAGE_SHAPES, SplitImage} from '~/components/ContentImage'
import {Island} from '~/components/Island'
import {RichText} from '~/components/RichText'
import {Section} from '~/components/Section'
import {Slider} from '~/components/Slider'
import {SmartLink} from '~/components/SmartLink'
import type {ImageField} from '~/content/image'
import type {FormReply} from '~/forms/submission'
import {VisitForm} from '~/forms/VisitForm'
import {messages} from '~/messages'
import type {BlockContent, PROJECTS_QUERYResult} from '~/sanity.types'

// The sections of the projects page (/projetos), top to bottom.

type Page = NonNullable<PROJECTS_QUERYResult>
/** A case as a slide reads it: a campaign page's may lack its picture or its text. */
type CaseStudy = Pick<Page['cases'][number], 'title'> & {
  subtitle: string | null
  image: ImageField | null
  description: BlockContent | null
}

/** "Como Funciona": the four steps and the button to the form. */
export function HowItWorks({howItWorks}: {howItWorks: Page['howItWorks']}) {
  return (
    <Section id="como-funciona" eyebrow={howItWorks.eyebrow} title={howItWorks.title} lead={howItWorks.intro}>
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
    </Section>
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
            <Checklist items={block.items} />
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
      <SplitImage image={info.image} width={800} />
    </section>
  )
}

/** The booking form (#formulario) beside the before/after pair. */
export function Booking({
  form,
  beforeAfter,
  serviceAreaNotice,
}: Pick<Page, 'form' | 'beforeAfter'> & {serviceAreaNotice: string}) {
  // The answer to a send made without JavaScript (or before it arrived): the form shows it.
  const reply = useActionData<FormReply>()
  return (
    <Section
      id="formulario-titulo"
      title={form.title}
      lead={form.intro}
      headerExtra={<p className="service-notice">{serviceAreaNotice}</p>}
      anchor="formulario"
      band="tinted"
    >
      <div className="booking">
        <Island name="agendamento" props={{reply}}>
          <VisitForm reply={reply} />
        </Island>
        <div className="before-after" role="group" aria-label={messages.projects.beforeAfterLabel}>
          {[beforeAfter.before, beforeAfter.after].map((item) => (
            <figure key={item.caption} className="before-after__item">
              <ContentImage image={item.image} width={800} sizes={HALF_WIDTH_SIZES} />
              <figcaption>{item.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </Section>
  )
}

/** The customer cases, one slide at a time. */
export function Cases({title, cases}: {title: string; cases: Page['cases']}) {
  return (
    <Section id="casos" title={title}>
      <Slider
        label={messages.projects.casesLabel}
        className="cases"
        items={cases}
        itemKey={(item) => item._id}
        renderSlide={(item) => <CaseSlide item={item} />}
      />
    </Section>
  )
}

/** One customer case: its picture beside its story (here and on a campaign page's cases block). */
export function CaseSlide({item}: {item: CaseStudy}) {
  return (
    <article className="split cases__slide">
      <SplitImage image={item.image} width={800} aspectRatio={IMAGE_SHAPES.card} className="cases__image" />
      <div>
        {item.subtitle ? <p className="eyebrow">{item.subtitle}</p> : null}
        <h3>{item.title}</h3>
        <RichText value={item.description} />
      </div>
    </article>
  )
}
