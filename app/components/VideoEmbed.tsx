import {useState} from 'react'
import type {ImageField} from '~/content/image'
import {messages} from '~/messages'
import {youtubeEmbedUrl, youtubeId} from '~/utils/video'
import {ContentImage, IMAGE_SHAPES} from './ContentImage'

type Props = {title: string; youtubeUrl: string; poster: ImageField}

/**
 * A video that costs nothing until it is wanted: our own poster image and a play button;
 * only the press loads YouTube's player. Without JavaScript the button is a link to the video.
 */
export function VideoEmbed({title, youtubeUrl, poster}: Props) {
  const [playing, setPlaying] = useState(false)
  const id = youtubeId(youtubeUrl)

  if (playing && id) {
    return (
      <div className="video">
        <iframe
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          width={1280}
          height={720}
        />
      </div>
    )
  }
  return (
    <a
      className="video video--poster"
      href={youtubeUrl}
      onClick={(event) => {
        if (!id) return
        event.preventDefault()
        setPlaying(true)
      }}
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
