import type {ImageField} from '~/content/image'
import {messages} from '~/messages'
import {youtubeEmbedUrl, youtubeId, youtubeWatchUrl} from '~/utils/video'
import {ContentImage, IMAGE_SHAPES} from './ContentImage'

type Props = {title: string; youtubeUrl: string; poster: ImageField | null}

/**
 * A video that costs nothing until it is wanted: our own poster image and a play button;
 * only the press loads YouTube's player, in the poster's place (app/behaviours/video.ts).
 * Without JavaScript, or for an address that is not YouTube's, the button is a link to the video.
 */
export function VideoEmbed({title, youtubeUrl, poster}: Props) {
  const id = youtubeId(youtubeUrl)
  // Built from the id, never the address as typed: only a web address is a link at all.
  const href = id ? youtubeWatchUrl(id) : /^https?:\/\//i.test(youtubeUrl) ? youtubeUrl : undefined
  return (
    <a
      className="video video--poster"
      href={href}
      data-video=""
      data-video-embed={id ? youtubeEmbedUrl(id) : undefined}
      data-video-title={title}
    >
      <ContentImage
        image={poster}
        width={1280}
        sizes="(max-width: 1280px) 100vw, 1280px"
        aspectRatio={IMAGE_SHAPES.video}
        decorative
      />
      <span className="video__play" aria-hidden="true" />
      <span className="visually-hidden">{messages.evaBaby.playVideo(title)}</span>
    </a>
  )
}
