import {describe, expect, it} from 'vitest'
import {imageAttributes, type ContentImage} from '~/content/image'

const asset = (url: string, width = 1600, height = 700) => ({
  _id: `image-abc123-${width}x${height}-jpg`,
  url,
  metadata: {dimensions: {width, height}},
})

describe('imageAttributes', () => {
  it('serves a seed image as it is, sized to the requested width', () => {
    const image: ContentImage = {alt: 'Horta', asset: asset('/content/images/horta.svg')}
    expect(imageAttributes(image, {width: 800})).toEqual({
      src: '/content/images/horta.svg',
      width: 800,
      height: 350,
      alt: 'Horta',
    })
  })

  it('never upscales beyond the original', () => {
    const image: ContentImage = {alt: 'x', asset: asset('/content/images/x.svg', 400, 300)}
    expect(imageAttributes(image, {width: 1600})).toMatchObject({width: 400, height: 300})
  })

  it('builds responsive Sanity CDN URLs for hosted images', () => {
    const image: ContentImage = {
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
    const image: ContentImage = {
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
})
