import {describe, expect, it} from 'vitest'
import {imageAttributes, shareImage, type ImageField} from '~/content/image'

const asset = (url: string, width = 1600, height = 700) => ({
  _id: `image-abc123-${width}x${height}-jpg`,
  url,
  metadata: {dimensions: {width, height}},
})

describe('imageAttributes', () => {
  it('serves a seed illustration as the build rendered it: WebP at each width below its own, sized by srcset', () => {
    const image: ImageField = {alt: 'Horta', asset: asset('/content/images/horta.svg')}
    const widths = [320, 480, 640, 800, 960, 1280, 1600]
    expect(imageAttributes(image, {width: 800})).toEqual({
      src: '/content/renditions/horta-800.webp',
      srcSet: widths.map((w) => `/content/renditions/horta-${w}.webp ${w}w`).join(', '),
      sizes: '(max-width: 800px) 100vw, 800px',
      width: 800,
      height: 350,
      alt: 'Horta',
    })
    // A width between two renditions gets the next one up; a small image, its own size.
    expect(imageAttributes(image, {width: 700, sizes: '50vw'})).toMatchObject({
      src: '/content/renditions/horta-800.webp',
      sizes: '50vw',
    })
    const small: ImageField = {alt: 'x', asset: asset('/content/images/selo.svg', 200, 200)}
    expect(imageAttributes(small, {width: 120})).toMatchObject({
      src: '/content/renditions/selo-200.webp',
      srcSet: '/content/renditions/selo-200.webp 200w',
    })
  })

  it('never upscales beyond the original', () => {
    const image: ImageField = {alt: 'x', asset: asset('/content/images/x.svg', 400, 300)}
    expect(imageAttributes(image, {width: 1600})).toMatchObject({width: 400, height: 300})
  })

  it('builds responsive Sanity CDN URLs for hosted images', () => {
    const image: ImageField = {
      alt: 'Horta',
      asset: asset('https://cdn.sanity.io/images/proj1/production/abc123-1600x700.jpg'),
    }
    const attributes = imageAttributes(image, {width: 800, sizes: '50vw'})!
    expect(attributes.src).toBe('https://cdn.sanity.io/images/proj1/production/abc123-1600x700.jpg?w=800&fit=max&auto=format')
    expect(attributes.srcSet).toContain('abc123-1600x700.jpg?w=320&fit=max&auto=format 320w')
    expect(attributes.srcSet).toContain(' 1280w')
    expect(attributes.srcSet).not.toContain(' 1920w')
    expect(attributes.sizes).toBe('50vw')
    expect(attributes).toMatchObject({width: 800, height: 350, alt: 'Horta'})
  })

  it('applies the editor crop to the URL and the proportions', () => {
    const image: ImageField = {
      alt: 'Recorte',
      crop: {_type: 'sanity.imageCrop', left: 0.25, right: 0.25, top: 0, bottom: 0},
      asset: asset('https://cdn.sanity.io/images/proj1/production/abc123-1600x700.jpg'),
    }
    const attributes = imageAttributes(image, {width: 800})!
    expect(attributes.src).toContain('rect=400,0,800,700')
    expect(attributes).toMatchObject({width: 800, height: 700})
  })

  it('returns nothing for an image without an uploaded file', () => {
    expect(imageAttributes({alt: 'x', asset: null}, {width: 100})).toBeNull()
    expect(imageAttributes(null, {width: 100})).toBeNull()
  })

  // A hosted photo 1600×700 whose subject sits right of centre.
  const hotspot = {_type: 'sanity.imageHotspot', x: 0.7, y: 0.5, width: 0.1, height: 0.2} as const
  const hosted = (extra: Partial<ImageField> = {}): ImageField => ({
    alt: 'Horta',
    hotspot,
    asset: asset('https://cdn.sanity.io/images/proj1/production/abc123-1600x700.jpg'),
    ...extra,
  })
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

  it('cuts a hosted image to the slot shape around the hotspot, at every width of the srcset', () => {
    const attributes = imageAttributes(hosted(), {width: 640, aspectRatio: 4 / 3})!
    // 4:3 of a 700 px tall image is 933 px wide, centred on the hotspot (x 1120): from 654.
    expect(params(attributes.src)).toMatchObject({w: '640', h: '480', fit: 'crop', rect: '654,0,933,700'})
    expect(attributes).toMatchObject({width: 640, height: 480})
    const candidates = attributes.srcSet!.split(', ').map((candidate) => candidate.split(' '))
    expect(candidates.length).toBeGreaterThan(2)
    for (const [url, descriptor] of candidates) {
      const {w, h, fit, rect} = params(url!)
      expect(`${w}w`).toBe(descriptor)
      expect(Number(w) / Number(h)).toBeCloseTo(4 / 3, 1)
      expect({fit, rect}).toEqual({fit: 'crop', rect: '654,0,933,700'})
    }
  })

  it('moves the cut with the hotspot, inside the editor crop', () => {
    const left = imageAttributes(hosted({hotspot: {...hotspot, x: 0.2}}), {width: 640, aspectRatio: 4 / 3})!
    expect(params(left.src).rect).toBe('0,0,933,700')
    const cropped = imageAttributes(hosted({crop: {_type: 'sanity.imageCrop', left: 0, right: 0.1, top: 0, bottom: 0}}), {
      width: 1600,
      aspectRatio: 16 / 5,
    })!
    // The crop leaves 1440×700; a 16:5 band of it is 450 px tall, centred on the hotspot's height.
    expect(params(cropped.src)).toMatchObject({rect: '0,125,1440,450', w: '1440', h: '450', fit: 'crop'})
    // Where a phone cuts again, the hotspot keeps its place in the delivered picture (1120 / 1440).
    expect(cropped.objectPosition).toBe('78% 50%')
  })

  it('gives a local file in a fixed-shape slot the hotspot as object-position, and leaves free-shape images alone', () => {
    const local: ImageField = {alt: 'Horta', hotspot, asset: asset('/content/images/horta.svg')}
    expect(imageAttributes(local, {width: 800, aspectRatio: 4 / 3})).toMatchObject({
      src: '/content/renditions/horta-800.webp',
      width: 800,
      height: 600,
      alt: 'Horta',
      objectPosition: '70% 50%',
    })
    expect(imageAttributes(local, {width: 800})).not.toHaveProperty('objectPosition')
    expect(imageAttributes(hosted(), {width: 800})!.src).toBe(
      'https://cdn.sanity.io/images/proj1/production/abc123-1600x700.jpg?w=800&fit=max&auto=format',
    )
  })
})

describe('shareImage', () => {
  it('asks the image CDN for a 1200×630 JPEG cut around the hotspot', () => {
    const image: ImageField = {
      alt: 'Horta',
      hotspot: {_type: 'sanity.imageHotspot', x: 0.2, y: 0.5, width: 0.1, height: 0.2},
      asset: asset('https://cdn.sanity.io/images/proj1/production/abc123-1600x700.svg'),
    }
    const picture = shareImage(image)!
    expect(picture).toMatchObject({width: 1200, height: 630, type: 'image/jpeg', alt: 'Horta'})
    const url = new URL(picture.url)
    expect(url.pathname).toBe('/images/proj1/production/abc123-1600x700.svg')
    // 1200:630 of a 700 px tall image is 1333 px wide; the hotspot (x 320) pins it to the left edge.
    expect(Object.fromEntries(url.searchParams)).toEqual({w: '1200', h: '630', fit: 'crop', fm: 'jpg', rect: '0,0,1333,700'})
  })

  it('names the picture of a local file after the file and its focus point', () => {
    const local: ImageField = {alt: 'x', asset: asset('/content/images/horta.svg')}
    expect(shareImage(local)?.url).toBe('/content/share/horta.jpg')
    expect(shareImage({...local, hotspot: {_type: 'sanity.imageHotspot', x: 0.58, y: 0.45, width: 0.2, height: 0.8}})?.url).toBe(
      '/content/share/horta_x58y45.jpg',
    )
  })
})
