import {redirect, type MetaFunction, type LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ArticleCards} from '~/components/articles/ArticleCards'
import {ContentImage, IMAGE_SHAPES, SplitImage} from '~/components/ContentImage'
import {HERO_SLIDE_IMAGE, HeroSlideshow} from '~/components/HeroSlideshow'
import {Section} from '~/components/Section'
import {SmartLink} from '~/components/SmartLink'
import {UNDER_CONSTRUCTION_PATH} from '~/constants'
import {present} from '~/content/campaign-blocks'
import {loadHomePage} from '~/content/home.server'
import {SETTINGS_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {ARTICLES_PATH} from '~/domain/articles'
import {useRootData} from '~/hooks/useRootData'
import {articleMessages} from '~/messages/articles'
import {pageMeta, preloadImage} from '~/seo/meta'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  // The editors' "under construction" switch sends visitors of / to /index.
  const settings = await context.content.load(SETTINGS_QUERY)
  if (settings.underConstruction) throw redirect(UNDER_CONSTRUCTION_PATH)
  return loadHomePage(context.content)
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => [
  ...pageMeta(data?.page.seo, matches, '/'),
  ...preloadImage(data?.page.bannerSlides[0]?.image, HERO_SLIDE_IMAGE),
]

export default function HomePage() {
  const {page, articles} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  const {solutions, projects} = page
  return (
    <>
      <h1 className="visually-hidden">
        {settings.siteName}: {settings.tagline}
      </h1>
      <HeroSlideshow slides={page.bannerSlides} />

      <Section id="solucoes" eyebrow={solutions.eyebrow} title={solutions.title}>
        <ul className="solution-cards">
          {solutions.cards.map((card) => (
            <li key={card._key} className={`solution-card solution-card--${card.color}`}>
              <ContentImage
                image={card.image}
                width={640}
                sizes="(max-width: 768px) 100vw, 33vw"
                aspectRatio={IMAGE_SHAPES.card}
                className="solution-card__image"
              />
              <div className="solution-card__body">
                <h3>{card.title}</h3>
                <p>{card.content}</p>
                <SmartLink className="button solution-card__button" href={card.link}>
                  {card.buttonText}
                  <span className="visually-hidden">: {card.title}</span>
                </SmartLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section section--tinted" aria-labelledby="projetos">
        <div className="container split">
          <div>
            <p className="eyebrow">{projects.eyebrow}</p>
            <h2 id="projetos">{projects.title}</h2>
            <p className="lead">{projects.text}</p>
            <SmartLink className="button" href={projects.buttonLink}>
              {projects.buttonText}
            </SmartLink>
          </div>
          <SplitImage image={projects.image} width={960} aspectRatio={IMAGE_SHAPES.wide} className="home-projects__image" />
        </div>
      </section>

      {articles.length > 0 ? (
        <Section id="dicas" title={present(page.latestArticles?.title) ? page.latestArticles.title : articleMessages.section}>
          <ArticleCards articles={articles} level={3} />
          <p className="home-articles__more">
            <a className="button" href={ARTICLES_PATH}>
              {articleMessages.homeMore}
            </a>
          </p>
        </Section>
      ) : null}
    </>
  )
}
