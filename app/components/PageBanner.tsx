import type {ImageField} from '~/content/image'
import {ContentImage, HERO_IMAGE_WIDTH, IMAGE_SHAPES} from './ContentImage'

type Banner = {title: string; content?: string | null; image: ImageField | null}

/** The image banner at the top of an inner page, carrying the page's h1. */
export function PageBanner({banner}: {banner: Banner}) {
  return (
    <section className="page-banner">
      <ContentImage
        image={banner.image}
        width={HERO_IMAGE_WIDTH}
        sizes="100vw"
        aspectRatio={IMAGE_SHAPES.banner}
        priority
        decorative
        className="page-banner__image"
      />
      <div className="page-banner__text">
        <h1>{banner.title}</h1>
        {banner.content ? <p>{banner.content}</p> : null}
      </div>
    </section>
  )
}
