/** The video id of a YouTube address (watch?v=…, youtu.be/…, /embed/…), or null. */
export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url)
    // `javascript://youtube.com/%0a…?v=abcdefg` names a host too.
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
    const host = parsed.hostname.replace(/^www\./, '')
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host === 'youtube.com' || host === 'youtube-nocookie.com'
          ? (parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? '')
          : ''
    return /^[\w-]{6,}$/.test(id) ? id : null
  } catch {
    return null
  }
}

/** Embed address on YouTube's no-cookie host, starting as soon as it loads. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
}

/** The video's page on YouTube, from its id: the link a visitor without JavaScript follows. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`
}
