import {redirect, type MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {SmartLink} from '~/components/SmartLink'
import {getContentSource, loadPageContent} from '~/content/content.server'
import {HOME_QUERY, SETTINGS_QUERY} from '~/content/queries'
import {UNDER_CONSTRUCTION_PATH} from '~/constants'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  // The editors' "under construction" switch sends visitors of / to /index.
  const settings = await getContentSource().fetch(SETTINGS_QUERY)
  if (settings?.underConstruction) throw redirect(UNDER_CONSTRUCTION_PATH)
  return {page: await loadPageContent(HOME_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/')

export default function HomePage() {
  const {page} = useLoaderData<typeof loader>()
  const [hero] = page.bannerSlides
  return (
    <>
      {hero ? (
        <section className="page-banner" aria-label={hero.title ?? hero.image.alt ?? undefined}>
          <ContentImage
            image={hero.image}
            width={1600}
            sizes="100vw"
            priority
            className="page-banner__image"
            style={{filter: `brightness(${hero.brightness}%)`}}
          />
          <div className="page-banner__text">
            {hero.title ? <h1>{hero.title}</h1> : null}
            {hero.subtitle ? <p>{hero.subtitle}</p> : null}
            {hero.buttonText && hero.buttonLink ? (
              <p>
                <SmartLink className="button button--light" href={hero.buttonLink}>
                  {hero.buttonText}
                </SmartLink>
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className="section container" aria-labelledby="solucoes">
        <span className="eyebrow">{page.solutions.eyebrow}</span>
        <h2 id="solucoes">{page.solutions.title}</h2>
        <ul className="card-grid">
          {page.solutions.cards.map((card) => (
            <li key={card._key} className={`card card--${card.color}`}>
              <ContentImage image={card.image} width={640} sizes="(max-width: 768px) 100vw, 33vw" decorative />
              <h3>{card.title}</h3>
              <p>{card.content}</p>
              <SmartLink className="button" href={card.link}>
                {card.buttonText}
                <span className="visually-hidden">: {card.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="projetos">
        <div className="container split">
          <div>
            <span className="eyebrow">{page.projects.eyebrow}</span>
            <h2 id="projetos">{page.projects.title}</h2>
            <p>{page.projects.text}</p>
            <SmartLink className="button" href={page.projects.buttonLink}>
              {page.projects.buttonText}
            </SmartLink>
          </div>
          <ContentImage image={page.projects.image} width={960} sizes="(max-width: 768px) 100vw, 50vw" />
        </div>
      </section>
    </>
  )
}
