import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {PageBanner} from '~/components/PageBanner'
import {RichText} from '~/components/RichText'
import {SmartLink} from '~/components/SmartLink'
import {loadPageContent} from '~/content/content.server'
import {PROJECTS_QUERY} from '~/content/queries'
import {useRootData} from '~/utils/root-data'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  return {page: await loadPageContent(PROJECTS_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/projetos')

export default function ProjectsPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const {howItWorks, beforeAfter} = page
  return (
    <>
      <PageBanner banner={page.banner} />
      <section className="section container" aria-labelledby="como-funciona">
        <span className="eyebrow">{howItWorks.eyebrow}</span>
        <h2 id="como-funciona">{howItWorks.title}</h2>
        <p className="prose">{howItWorks.intro}</p>
        <ol className="steps">
          {howItWorks.steps.map((step) => (
            <li key={step._key}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
        <SmartLink className="button" href={howItWorks.buttonLink}>
          {howItWorks.buttonText}
        </SmartLink>
      </section>
      <section className="section section--tinted" aria-label="Garantias">
        <div className="container guarantee-grid">
          {page.guarantees.map((block) => (
            <div key={block._key} className="guarantee">
              <h2>{block.title}</h2>
              <ul>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
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
        <ContentImage image={page.info.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" />
      </section>
      <section id="formulario" className="section section--tinted" aria-labelledby="formulario-titulo">
        <div className="container prose">
          <h2 id="formulario-titulo">{page.form.title}</h2>
          <p>{page.form.intro}</p>
        </div>
      </section>
      <section className="section container" aria-label="Antes e depois">
        <div className="before-after">
          {[beforeAfter.before, beforeAfter.after].map((item) => (
            <figure key={item.caption}>
              <ContentImage image={item.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" />
              <figcaption>{item.caption}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="casos">
        <div className="container">
          <h2 id="casos">{page.casesTitle}</h2>
          {page.cases.map((item) => (
            <article key={item._id} className="split case">
              <ContentImage image={item.image} width={800} sizes="(max-width: 768px) 100vw, 50vw" />
              <div>
                <h3>{item.title}</h3>
                <p className="eyebrow">{item.subtitle}</p>
                <RichText value={item.description} />
              </div>
            </article>
          ))}
        </div>
      </section>
      <p className="notice">{settings.serviceAreaNotice}</p>
    </>
  )
}
