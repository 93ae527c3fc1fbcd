/** Where the card provider's checkout frames come from (Paystack's popup); PAYMENT_FRAME_ORIGIN overrides it. */
export const DEFAULT_PAYMENT_FRAME_ORIGIN = 'https://checkout.paystack.com'

/**
 * Headers for every answer of the static site, as a CDN should send them: scripts and styles only from the site,
 * GraphQL and images from the backend origin, frames only from the payment provider, and no framing of the shop by
 * other sites.
 */
export function securityHeaders(opts: {
  backendOrigin: string
  paymentFrameOrigin?: string
}): Record<string, string> {
  const frames = opts.paymentFrameOrigin ?? DEFAULT_PAYMENT_FRAME_ORIGIN
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${opts.backendOrigin}`,
    `connect-src 'self' ${opts.backendOrigin}`,
    `frame-src ${frames}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  }
}
