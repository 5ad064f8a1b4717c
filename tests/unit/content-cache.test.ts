import {describe, expect, it, vi} from 'vitest'
import {createCachedSource} from '~/content/cache.server'
import type {ContentSource, FetchOptions} from '~/content/source'

/** A source whose answers and failures the test controls, counting its calls. */
function fakeSource() {
  const state = {price: 375, failing: false, calls: [] as Array<FetchOptions | undefined>}
  const source = {
    name: 'sanity',
    fetch: async (_query: string, _params?: unknown, options?: FetchOptions) => {
      state.calls.push(options)
      if (state.failing) throw new Error('ECONNREFUSED')
      return {price: state.price}
    },
  } as unknown as ContentSource
  return {source, state}
}

const QUERY = '*[_type == "product"][0]{price}'

describe('content cache', () => {
  it('answers from memory while fresh, per query and parameters', async () => {
    const {source, state} = fakeSource()
    let now = 0
    const {source: cached} = createCachedSource(source, {freshMs: 1000, staleMs: 10_000, now: () => now})
    expect(await cached.fetch(QUERY)).toEqual({price: 375})
    state.price = 399
    now = 999
    expect(await cached.fetch(QUERY)).toEqual({price: 375})
    expect(await cached.fetch(QUERY, {id: 'x'})).toEqual({price: 399})
    expect(state.calls).toHaveLength(2)
  })

  it('serves stale content at once and refreshes it in the background', async () => {
    const {source, state} = fakeSource()
    let now = 0
    const {source: cached} = createCachedSource(source, {freshMs: 1000, staleMs: 10_000, now: () => now})
    await cached.fetch(QUERY)
    state.price = 399
    now = 5000
    expect(await cached.fetch(QUERY)).toEqual({price: 375})
    await vi.waitFor(() => expect(state.calls).toHaveLength(2))
    expect(await cached.fetch(QUERY)).toEqual({price: 399})
  })

  it('after invalidate(), refetches at once and skips the CDN for a while', async () => {
    const {source, state} = fakeSource()
    let now = 0
    const cache = createCachedSource(source, {freshMs: 60_000, staleMs: 60_000, bypassCdnMs: 120_000, now: () => now})
    await cache.source.fetch(QUERY)
    state.price = 399
    now = 10
    cache.invalidate()
    now = 11
    expect(await cache.source.fetch(QUERY)).toEqual({price: 399})
    expect(state.calls).toEqual([{fresh: false}, {fresh: true}])
  })

  it('keeps serving the last good content when the source fails, however old', async () => {
    const {source, state} = fakeSource()
    let now = 0
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const cache = createCachedSource(source, {freshMs: 1000, staleMs: 1000, now: () => now})
    await cache.source.fetch(QUERY)
    state.failing = true
    now = 1_000_000
    expect(await cache.source.fetch(QUERY)).toEqual({price: 375})
    cache.invalidate()
    now += 1
    expect(await cache.source.fetch(QUERY)).toEqual({price: 375})
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain('content.serving_last_good')
  })

  it('with nothing to fall back on, a failure is the caller\u2019s to handle', async () => {
    const {source, state} = fakeSource()
    state.failing = true
    const {source: cached} = createCachedSource(source)
    await expect(cached.fetch(QUERY)).rejects.toThrow('ECONNREFUSED')
  })
})
