import type {NextFunction, Request, Response} from 'express'
import onHeaders from 'on-headers'
import {NON_DOCUMENT_CSP} from './csp.server'

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * Headers every response carries, files included. HTML pages bring their own hash-based
 * CSP (app/entry.server.tsx); everything else gets the strict one.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  onHeaders(res, () => {
    if (!res.getHeader('Content-Security-Policy')) res.setHeader('Content-Security-Policy', NON_DOCUMENT_CSP)
  })
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  // Only over HTTPS (req.secure honours TRUST_PROXY): a browser would ignore it on http.
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  next()
}
