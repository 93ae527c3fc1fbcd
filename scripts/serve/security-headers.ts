/** The origin of a configured URL, or undefined when it is not set. */
const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

/**
 * The card provider's origins as the build configures them: the popup's checkout frames (PAYMENT_CHECKOUT_URL, or
 * PAYMENT_FRAME_ORIGIN to override only the CSP) and its API (PAYMENT_API_URL). Unset means the build's default,
 * the embedded backend's simulator, which the backend origin already covers.
 */
export function paymentOriginsFromEnv(env: Record<string, string | undefined>): {
  paymentFrameOrigin?: string
  paymentApiOrigin?: string
} {
  return {
    paymentFrameOrigin: env.PAYMENT_FRAME_ORIGIN || originOf(env.PAYMENT_CHECKOUT_URL),
    paymentApiOrigin: originOf(env.PAYMENT_API_URL),
  }
}

/** Where WordPress's `avatar.url` points by default (recorded case `viewerView-authed`). */
export const GRAVATAR_ORIGIN = 'https://secure.gravatar.com'

/**
 * The origin of the shoppers' avatars for the CSP's img-src: AVATAR_HOST (a host or a URL; empty for none), by
 * default Gravatar's, which WordPress's `avatar.url` uses.
 */
export function avatarOriginFromEnv(env: Record<string, string | undefined>): {
  avatarOrigin: string | null
} {
  const host = env.AVATAR_HOST
  if (host === undefined) return { avatarOrigin: GRAVATAR_ORIGIN }
  if (!host.trim()) return { avatarOrigin: null }
  return {
    avatarOrigin: new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host.trim()}`).origin,
  }
}

/**
 * Headers for every answer of the static site, as a CDN should send them: scripts and styles only from the site,
 * GraphQL and images from the backend origin, the card popup's frames only from the payment checkout's origin and
 * its calls only to the payment API (both the backend's simulator unless configured), avatars from the avatar
 * origin (Gravatar unless configured; null for none), and no framing of the shop by other sites.
 */
export function securityHeaders(opts: {
  backendOrigin: string
  paymentFrameOrigin?: string
  paymentApiOrigin?: string
  avatarOrigin?: string | null
}): Record<string, string> {
  const frames = opts.paymentFrameOrigin ?? opts.backendOrigin
  const avatars = opts.avatarOrigin === undefined ? GRAVATAR_ORIGIN : opts.avatarOrigin
  const images = [...new Set(["'self'", 'data:', opts.backendOrigin, ...(avatars ? [avatars] : [])])]
  const connect = [...new Set(["'self'", opts.backendOrigin, opts.paymentApiOrigin ?? opts.backendOrigin])]
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
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
