// A video that costs nothing until it is wanted (components/VideoEmbed.tsx): our own poster
// and a play button, which without JavaScript is a link to the video on YouTube.

/**
 * The press puts YouTube's player where the poster was, starting at once, and gives it the
 * focus, so a keyboard stays on the video rather than falling back to the top of the page
 * (as YouTube's own lite-youtube-embed does). The poster is hidden, not removed: in an editor's
 * preview it is React's. A press with a modifier key opens the video on YouTube, as a link does.
 */
export function enhanceVideo(poster: HTMLAnchorElement) {
  poster.addEventListener('click', (event) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    // Read at the press: in an editor's preview React may have changed the video since.
    const {videoEmbed: src, videoTitle: title} = poster.dataset
    if (!src) return
    event.preventDefault()
    const frame = document.createElement('div')
    frame.className = 'video'
    const player = document.createElement('iframe')
    player.src = src
    player.title = title ?? ''
    player.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen')
    player.allowFullscreen = true
    player.width = '1280'
    player.height = '720'
    frame.append(player)
    poster.hidden = true
    poster.after(frame)
    player.focus()
  })
}
