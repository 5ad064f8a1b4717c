import {decodeSignatureHeader, isValidSignature} from '@sanity/webhook'
import {WEBHOOK_MAX_AGE_MS} from '~/constants'

/**
 * Checks a Sanity webhook call: a valid signature (@sanity/webhook), signed within
 * WEBHOOK_MAX_AGE_MS (the library does not look at the time), and not seen before. A call
 * is claimed while it is handled; `release` lets Sanity's retry of a failed one through.
 */
export function createWebhookVerifier(secret: string, {maxAgeMs = WEBHOOK_MAX_AGE_MS} = {}) {
  // Signatures handled (or being handled), until they would be too old anyway.
  const seen = new Map<string, number>()

  return {
    async claim(body: string, signature: string, now = Date.now()): Promise<'accepted' | 'invalid' | 'expired' | 'replayed'> {
      if (!(await isValidSignature(body, signature, secret).catch(() => false))) return 'invalid'
      const {timestamp} = decodeSignatureHeader(signature)
      if (Math.abs(now - timestamp) > maxAgeMs) return 'expired'
      for (const [old, expires] of seen) if (expires <= now) seen.delete(old)
      if (seen.has(signature)) return 'replayed'
      seen.set(signature, timestamp + maxAgeMs)
      return 'accepted'
    },
    release(signature: string) {
      seen.delete(signature)
    },
  }
}
