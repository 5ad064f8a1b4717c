/**
 * Counts attempts per key (a client address and a form) in a sliding window, in memory.
 * One server process is what this site runs; behind several, move this to a shared store.
 */
export function createRateLimiter({max, windowMs, maxKeys = 10_000}: {max: number; windowMs: number; maxKeys?: number}) {
  const attempts = new Map<string, number[]>()

  return {
    /** Records an attempt; false when the key is over its limit (the attempt is refused). */
    attempt(key: string, now = Date.now()): boolean {
      const recent = (attempts.get(key) ?? []).filter((time) => now - time < windowMs)
      const allowed = recent.length < max
      if (allowed) recent.push(now)
      attempts.delete(key) // re-insert: the Map keeps keys in last-used order
      attempts.set(key, recent)
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!)
      return allowed
    },
  }
}
