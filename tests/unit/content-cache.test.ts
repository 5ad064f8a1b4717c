import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createContentCache} from '~/content/cache.server'
import type {ContentSource, FetchOptions} from '~/content/source'

/** A source whose answers and failures the test controls, counting its calls. */
function fakeSource() {
  const state = {price: 375, failing: false, calls: [] as Array<FetchOptions | undefined>}
  const source = {
    name: 'sanity',
    fetch: async (_query: string, _params?: unknown, options?: FetchOptions) => {
      state.calls.push(options)
      if (state.failing) throw new Error('ECONNREFUSED')
      return {_id: 'product-eva-baby', price: state.price}
    },
  } as unknown as ContentSource
  return {source, state}
}

const QUERY = '*[_type == "product"][0]{_id, price}'
const price = async (cache: ReturnType<typeof createContentCache>, params?: Record<string, string>) =>
  ((await cache.load(QUERY, params)).value as {price: number}).price

beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date']})
  vi.setSystemTime(0)
})
afterEach(() => vi.useRealTimers())

describe('content cache', () => {
  it('answers from memory while fresh, per query and parameters, with the tags of the result', async () => {
    const {source, state} = fakeSource()
    const cache = createContentCache(source, {freshMs: 1000})
    expect(await cache.load(QUERY)).toEqual({value: {_id: 'product-eva-baby', price: 375}, tags: ['product', 'product-eva-baby']})
    state.price = 399
    vi.setSystemTime(999)
    expect(await price(cache)).toBe(375)
    expect(await price(cache, {id: 'x'})).toBe(399)
    expect(state.calls).toHaveLength(2)
  })

  it('serves stale content at once and refreshes it in the background', async () => {
    const {source, state} = fakeSource()
    const cache = createContentCache(source, {freshMs: 1000})
    await cache.load(QUERY)
    state.price = 399
    vi.setSystemTime(5000)
    expect(await price(cache)).toBe(375)
    await vi.waitFor(() => expect(state.calls).toHaveLength(2))
    expect(await price(cache)).toBe(399)
  })

  it('after a purge of one of its tags, refetches at once and skips the CDN for a while; other tags purge nothing', async () => {
    const {source, state} = fakeSource()
    const cache = createContentCache(source, {freshMs: 60_000, bypassCdnMs: 120_000})
    await cache.load(QUERY)
    state.price = 399
    cache.purge(['homePage'])
    expect(await price(cache)).toBe(375)
    vi.setSystemTime(10)
    cache.purge(['product-eva-baby'])
    vi.setSystemTime(11)
    expect(await price(cache)).toBe(399)
    expect(await price(cache)).toBe(399)
    expect(state.calls).toEqual([{fresh: false}, {fresh: true}])
  })

  it('keeps serving the last good content when the source fails, however old, even after a purge', async () => {
    const {source, state} = fakeSource()
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const cache = createContentCache(source, {freshMs: 1000})
    await cache.load(QUERY)
    state.failing = true
    vi.setSystemTime(1_000_000_000)
    expect(await price(cache)).toBe(375)
    cache.purge(['product'])
    expect(await price(cache)).toBe(375)
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toContain('content.serving_last_good')
  })

  it('with nothing to fall back on, a failure is the caller\u2019s to handle', async () => {
    const {source, state} = fakeSource()
    state.failing = true
    await expect(createContentCache(source).load(QUERY)).rejects.toThrow('ECONNREFUSED')
  })
})
