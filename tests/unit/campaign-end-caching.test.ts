import {createDataAttribute} from '@sanity/visual-editing/create-data-attribute'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {PAGE_SHARED_MAX_AGE_S} from '~/constants'
import {CACHE_CONTROL, cacheControlUntil, isPublicCacheControl, sharedMaxAge} from '~/delivery/cache-control'
import {createPageCache} from '~/delivery/page-cache.server'
import {blockEditAttributes} from '~/preview/edit-attributes.server'

// A campaign page ends when nothing is published (docs/decisions/0084): no cache keeps it past
// its end, fresh or stale. And in an editor's preview its blocks carry the overlays' handles.

const seconds = (cacheControl: string, name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1])

describe('caches and a page that ends', () => {
  it('no end: the presets; an end: every window closes by then', () => {
    expect(cacheControlUntil(undefined, 0)).toBe(CACHE_CONTROL.page)
    expect(cacheControlUntil(undefined, 0, 'short')).toBe(CACHE_CONTROL.short)
    fc.assert(
      fc.property(
        fc.integer({min: -10_000, max: 30 * 86_400_000}),
        fc.constantFrom('page' as const, 'short' as const),
        (left, preset) => {
          const header = cacheControlUntil(left, 0, preset)
          const fresh = seconds(header, 's-maxage')
          const stale = seconds(header, 'stale-while-revalidate')
          expect(fresh + stale).toBeLessThanOrEqual(Math.max(0, left / 1000))
          if (preset === 'page') {
            expect(fresh + seconds(header, 'stale-if-error')).toBeLessThanOrEqual(Math.max(0, left / 1000))
            expect(isPublicCacheControl(header)).toBe(true)
            expect(fresh).toBeLessThanOrEqual(PAGE_SHARED_MAX_AGE_S)
          } else {
            expect(seconds(header, 'max-age')).toBe(fresh)
          }
          expect(sharedMaxAge(header)).toBe(fresh)
        },
      ),
      {seed: 84, numRuns: 500},
    )
    // A page ending in a month is kept as any other for the first hour.
    expect(cacheControlUntil(30 * 86_400_000, 0)).toBe(CACHE_CONTROL.page)
  })

  it('the page cache keeps a page no longer than its Cache-Control lets a CDN', () => {
    const cache = createPageCache()
    const page = (cacheControl: string) => ({
      status: 200,
      headers: new Headers({'Cache-Control': cacheControl}),
      body: Buffer.from('<p>página</p>'),
      tags: ['campaignPage'],
    })
    const long = cache.set('a', page(CACHE_CONTROL.page), 0)!
    const ending = cache.set('b', page(cacheControlUntil(Date.now() + 5_000, Date.now())), 0)!
    expect(long.expiresAt - Date.now()).toBeGreaterThan((PAGE_SHARED_MAX_AGE_S - 5) * 1000)
    expect(ending.expiresAt - Date.now()).toBeLessThanOrEqual(5_000)
    // Ending this very second: not kept at all.
    expect(cache.set('c', page(cacheControlUntil(Date.now() + 500, Date.now())), 0)!.expiresAt).toBeLessThanOrEqual(Date.now())
    expect(cache.get('c')).toBeUndefined()
  })
})

describe('the overlays’ handle on each block', () => {
  it('is what @sanity/visual-editing’s createDataAttribute writes', () => {
    const studio = 'https://eva.sanity.studio/studio'
    const page = {_id: 'drafts.campaignPage-horta', blocks: [{_key: 'banner1'}, {_key: 'k-2_b'}]} as never
    const expected = (key: string) =>
      createDataAttribute({
        baseUrl: studio,
        id: 'campaignPage-horta',
        type: 'campaignPage',
        path: ['blocks', {_key: key}],
      }).toString()
    expect(blockEditAttributes(page, studio)).toEqual({banner1: expected('banner1'), 'k-2_b': expected('k-2_b')})
  })

  it('is left off a block whose key the format cannot carry', () => {
    const page = {_id: 'p', blocks: [{_key: 'a;b'}, {_key: 'x:y'}, null, {}, {_key: 7}, {_key: 'ok'}]} as never
    expect(Object.keys(blockEditAttributes(page, '/'))).toEqual(['ok'])
    expect(blockEditAttributes({_id: 'p', blocks: null} as never, '/')).toEqual({})
  })
})
