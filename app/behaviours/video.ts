// A video that costs nothing until it is wanted (components/VideoEmbed.tsx): our own poster
// and a play button, which without JavaScript is a link to the video on YouTube.

/**
 * The press puts YouTube's player in the poster's place, starting at once, and gives it the
 * focus, so a keyboard stays on the video rather than falling back to the top of the page
 * (as YouTube's own lite-youtube-embed does).
 */
export function enhanceVideo(poster: HTMLAnchorElement) {
  const {videoEmbed: src, videoTitle: title} = poster.dataset
  if (!src) return
  poster.addEventListener('click', (event) => {
    event.preventDefault()
    const frame = document.createElement('div')
    frame.className = 'video'
    const player = document.createElement('iframe')
    Object.assign(player, {src, title: title ?? '', allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen'})
    player.allowFullscreen = true
    player.width = '1280'
    player.height = '720'
    frame.append(player)
    poster.replaceWith(frame)
    player.focus()
  })
}
