import {MemoryStore, type Options} from 'express-rate-limit'

/**
 * A count of attempts per key in a fixed window, on express-rate-limit's own store, for the
 * limits only a route can key (it needs the posted e-mail). The per-client limits are
 * middleware (server/rate-limits.ts).
 */
export function createCounter({max, windowMs}: {max: number; windowMs: number}) {
  const store = new MemoryStore()
  store.init({windowMs} as Options)
  return {
    async count(key: string) {
      const {totalHits, resetTime} = await store.increment(key)
      const retryAfterS = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000))
      return {over: totalHits > max, retryAfterS}
    },
  }
}
