import type {MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage} from '~/components/ContentImage'
import {PageBanner} from '~/components/PageBanner'
import {RichText} from '~/components/RichText'
import {loadPageContent} from '~/content/content.server'
import {ABOUT_QUERY} from '~/content/queries'
import {pageMeta} from '~/utils/seo'

export async function loader() {
  return {page: await loadPageContent(ABOUT_QUERY)}
}

export const meta: MetaFunction<typeof loader> = ({data, matches}) => pageMeta(data?.page.seo, matches, '/sobre-nos')

export default function AboutPage() {
  const {page} = useLoaderData<typeof loader>()
  return (
    <>
      <PageBanner banner={page.banner} />
      <section className="section container" aria-label="Nossa história">
        {page.storySlides.map((slide) => (
          <article key={slide._key} className="split story">
            <ContentImage image={slide.image} width={960} sizes="(max-width: 768px) 100vw, 50vw" />
            <div>
              <h2>{slide.title}</h2>
              {slide.subtitle ? <p className="eyebrow">{slide.subtitle}</p> : null}
              <RichText value={slide.content} />
            </div>
          </article>
        ))}
      </section>
      <section className="section section--tinted" aria-labelledby="conquistas">
        <div className="container">
          <h2 id="conquistas">{page.achievements.title}</h2>
          <ul className="counters">
            {page.achievements.counters.map((counter) => (
              <li key={counter._key}>
                <strong className="counters__value">{counter.target.toLocaleString('pt-BR')}</strong>
                <span>{counter.title}</span>
              </li>
            ))}
          </ul>
          <ul className="badges">
            {(page.achievements.badges ?? []).map((badge) => (
              <li key={badge._key}>
                <ContentImage image={badge.image} width={160} />
                <span>{badge.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
