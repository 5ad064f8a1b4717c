import type {LinksFunction, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage, HERO_IMAGE_WIDTH} from '~/components/ContentImage'
import {VisitForm} from '~/components/forms/VisitForm'
import {Icon} from '~/components/Icon'
import {PageBanner} from '~/components/PageBanner'
import {RichText} from '~/components/RichText'
import {Slider} from '~/components/Slider'
import {SmartLink} from '~/components/SmartLink'
import {loadPageContent} from '~/content/content.server'
import {PROJECTS_QUERY} from '~/content/queries'
import {visitAction} from '~/forms/actions.server'
import {newFormKey} from '~/forms/submission.server'
import {messages} from '~/messages'
import projectsStyles from '~/styles/projects.css'
import {useRootData} from '~/utils/root-data'
import {pageMeta, preloadImage} from '~/utils/seo'

export const links: LinksFunction = () => [{rel: 'stylesheet', href: projectsStyles}]

export async function loader() {
  return {page: await loadPageContent(PROJECTS_QUERY), formKey: newFormKey()}
}

export const action = visitAction

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/projetos'),
  ...preloadImage(data?.page.banner.image, {width: HERO_IMAGE_WIDTH, sizes: '100vw'}),
]

export default function ProjectsPage() {
  const {page, formKey} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const {howItWorks, beforeAfter} = page
  return (
    <>
      <PageBanner banner={page.banner} />

      <section className="section container" aria-labelledby="como-funciona">
        <header className="section-header">
          <p className="eyebrow">{howItWorks.eyebrow}</p>
          <h2 id="como-funciona">{howItWorks.title}</h2>
          <p className="lead">{howItWorks.intro}</p>
        </header>
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

      <section className="section section--tinted" aria-label={messages.projects.guaranteesLabel}>
        <div className="container guarantees">
          {page.guarantees.map((block) => (
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

      <section className="section container split" aria-labelledby="informacoes">
        <div>
          <h2 id="informacoes">{page.info.title}</h2>
          <RichText value={page.info.content} />
        </div>
        <ContentImage image={page.info.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" className="rounded-image" />
      </section>

      <section id="formulario" className="section section--tinted" aria-labelledby="formulario-titulo">
        <div className="container">
          <header className="section-header">
            <h2 id="formulario-titulo">{page.form.title}</h2>
            <p className="lead">{page.form.intro}</p>
            <p className="service-notice">{settings.serviceAreaNotice}</p>
          </header>
          <div className="booking">
            <VisitForm formKey={formKey} />
            <div className="before-after" role="group" aria-label={messages.projects.beforeAfterLabel}>
              {[beforeAfter.before, beforeAfter.after].map((item) => (
                <figure key={item.caption} className="before-after__item">
                  <ContentImage image={item.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" />
                  <figcaption>{item.caption}</figcaption>
                </figure>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="casos">
        <header className="section-header">
          <h2 id="casos">{page.casesTitle}</h2>
        </header>
        <Slider
          label={messages.projects.casesLabel}
          className="cases"
          items={page.cases}
          itemKey={(item) => item._id}
          renderSlide={(item) => (
            <article className="split cases__slide">
              <ContentImage image={item.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" className="rounded-image" />
              <div>
                <p className="eyebrow">{item.subtitle}</p>
                <h3>{item.title}</h3>
                <RichText value={item.description} />
              </div>
            </article>
          )}
        />
      </section>
    </>
  )
}
