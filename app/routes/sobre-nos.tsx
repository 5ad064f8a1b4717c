import type {MetaFunction, LoaderFunctionArgs} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {ContentImage, SplitImage} from '~/components/ContentImage'
import {Counters} from '~/components/Counters'
import {bannerPageMeta, PageBanner} from '~/components/PageBanner'
import {RichText} from '~/components/RichText'
import {Slider} from '~/components/Slider'
import {STORY_AUTOPLAY_INTERVAL_MS} from '~/constants'
import {ABOUT_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {messages} from '~/messages'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(ABOUT_QUERY)}
}

export const meta: MetaFunction<typeof loader> = bannerPageMeta('/sobre-nos')

export default function AboutPage() {
  const {page} = useLoaderData<typeof loader>()
  const {achievements} = page
  return (
    <>
      <PageBanner banner={page.banner} />
      <div className="section container">
        <Slider
          label={messages.about.storyLabel}
          className="story"
          items={page.storySlides}
          itemKey={(slide) => slide._key}
          // The Studio's "passar sozinho" switch; off in the seed, as on the old site.
          autoplayMs={page.storyAutoplay ? STORY_AUTOPLAY_INTERVAL_MS : undefined}
          renderSlide={(slide) => (
            <article className="split story__slide">
              <SplitImage image={slide.image} width={960} />
              <div className="story__text">
                {slide.subtitle ? <p className="eyebrow">{slide.subtitle}</p> : null}
                <h2>{slide.title}</h2>
                <RichText value={slide.content} />
              </div>
            </article>
          )}
        />
      </div>
      <section className="section section--green achievements" aria-labelledby="conquistas">
        <div className="container">
          <h2 id="conquistas">{achievements.title}</h2>
          <Counters counters={achievements.counters} />
          {achievements.badges?.length ? (
            <ul className="badges">
              {achievements.badges.map((badge) => (
                <li key={badge._key}>
                  <ContentImage image={badge.image} width={140} />
                  <span>{badge.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </>
  )
}
