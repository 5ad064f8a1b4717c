import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {youtubeId, youtubeWatchUrl} from '~/utils/video'

// A YouTube address as an editor pastes it (app/utils/video.ts): the id, from a web address only.
describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=EvaBaby2024', 'EvaBaby2024'],
    ['https://youtu.be/EvaBaby2024', 'EvaBaby2024'],
    ['https://www.youtube.com/embed/EvaBaby2024', 'EvaBaby2024'],
    ['http://youtube.com/shorts/EvaBaby2024', 'EvaBaby2024'],
  ])('%s is %s', (url, id) => {
    expect(youtubeId(url)).toBe(id)
    expect(youtubeWatchUrl(id)).toBe('https://www.youtube.com/watch?v=EvaBaby2024')
  })

  it('no other scheme names a video, however it spells YouTube', () => {
    for (const url of ['javascript://youtube.com/%0aalert(document.domain)//?v=abcdefg', 'data://youtu.be/abcdefg']) {
      expect(youtubeId(url), url).toBeNull()
    }
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((name) => name !== 'http' && name !== 'https')
    fc.assert(
      fc.property(scheme, fc.constantFrom('//www.youtube.com/watch?v=abcdefg', '//youtu.be/abcdefg'), (name, rest) => {
        expect(youtubeId(`${name}:${rest}`)).toBeNull()
      }),
      {seed: 56},
    )
  })
})
