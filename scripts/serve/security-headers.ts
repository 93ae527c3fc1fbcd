import { createHash } from 'node:crypto'
import { EARLY_ACTION_SCRIPT } from '../../src/lib/early-action/early-action-script'
import { PAYSTACK_HOSTS, readPaymentHosts, SIMULATOR_HOSTS } from '../../src/config/payment-hosts'

/** The origin of a configured URL, or undefined when it is not set. */
const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

/**
 * The card provider's origins as the build configures them (src/config/payment-hosts.ts: Paystack for a public
 * shop, the simulator on this machine): the SDK's checkout frames (PAYMENT_CHECKOUT_URL, or PAYMENT_FRAME_ORIGIN to
 * override only the CSP) and its API (PAYMENT_API_URL).
 */
export function paymentOriginsFromEnv(env: Record<string, string | undefined>): {
  paymentFrameOrigin: string
  paymentApiOrigin: string
} {
  const hosts = readPaymentHosts(env)
  return {
    paymentFrameOrigin: originOf(env.PAYMENT_FRAME_ORIGIN) ?? hosts.checkoutUrl,
    paymentApiOrigin: hosts.apiUrl,
  }
}

/**
 * What Paystack's SDK reaches for a device wallet (Apple Pay, offered only where the device supports it): Apple's
 * button script and Paystack's wallet endpoint. Allowed only when the shop pays through Paystack.
 */
export const PAYSTACK_WALLET = {
  script: 'https://applepay.cdn-apple.com',
  connect: 'https://standard.paystack.co',
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

/** The one inline script of every page (taps before hydration), allowed by its hash. */
export const EARLY_ACTION_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_ACTION_SCRIPT).digest('base64')}'`

/**
 * Headers for every answer of the static site, as a CDN should send them: scripts and styles only from the site,
 * GraphQL and images from the backend origin, the payment SDK's frames only from the provider's checkout origin and
 * its calls only to the provider's API (the simulator's default addresses unless given; Paystack adds its wallet),
 * avatars from the avatar origin (Gravatar unless configured; null for none), and no framing of the shop by others.
 */
export function securityHeaders(opts: {
  backendOrigin: string
  paymentFrameOrigin?: string
  paymentApiOrigin?: string
  avatarOrigin?: string | null
}): Record<string, string> {
  const frames = opts.paymentFrameOrigin ?? SIMULATOR_HOSTS.checkoutUrl
  const api = opts.paymentApiOrigin ?? SIMULATOR_HOSTS.apiUrl
  const wallet = api === PAYSTACK_HOSTS.apiUrl
  const avatars = opts.avatarOrigin === undefined ? GRAVATAR_ORIGIN : opts.avatarOrigin
  const images = [...new Set(["'self'", 'data:', opts.backendOrigin, ...(avatars ? [avatars] : [])])]
  const connect = [
    ...new Set(["'self'", opts.backendOrigin, api, ...(wallet ? [PAYSTACK_WALLET.connect] : [])]),
  ]
  const csp = [
    "default-src 'self'",
    wallet
      ? `script-src 'self' ${EARLY_ACTION_SCRIPT_HASH} ${PAYSTACK_WALLET.script}`
      : `script-src 'self' ${EARLY_ACTION_SCRIPT_HASH}`,
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
