/**
 * Where the card payment SDK (Paystack's `@paystack/inline-js`) sends the shopper: its API and its checkout popup.
 * Build-time only: the SDK has no setting for its hosts, so the build points it at these (vite.config.ts), and the
 * static server's CSP allows exactly these. A shop served from a public address pays through Paystack; one on this
 * machine (development, tests, `npm start`) through the payment simulator (payment-simulator/).
 */
export interface PaymentHosts {
  /** The provider API's origin, e.g. `https://api.paystack.co`. */
  apiUrl: string
  /** The origin of the checkout page the SDK frames, e.g. `https://checkout.paystack.com`. */
  checkoutUrl: string
}

export const PAYSTACK_HOSTS: PaymentHosts = {
  apiUrl: 'https://api.paystack.co',
  checkoutUrl: 'https://checkout.paystack.com',
}

/** The payment simulator's default addresses (`npm run payment-simulator`, `npm start`). */
export const SIMULATOR_HOSTS: PaymentHosts = {
  apiUrl: 'http://127.0.0.1:4300',
  checkoutUrl: 'http://127.0.0.1:4301',
}

type Env = Record<string, string | undefined>

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** Whether the shop's own address is on this machine (then it pays through the simulator unless told otherwise). */
export function isLocalSite(siteUrl: string | undefined): boolean {
  try {
    return LOOPBACK.test(new URL(siteUrl || 'http://localhost:3000').hostname)
  } catch {
    return false
  }
}

/** An origin only: the SDK adds its own paths (`/checkout/request_inline`, `/popup`) to the bare host. */
function origin(value: string | undefined, name: string, fallback: string): string {
  const text = (value || fallback).trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${text}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an absolute http(s) URL, got "${text}"`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(
      `${name} must be an origin such as ${fallback}, got "${text}": the payment SDK adds its own paths`,
    )
  return url.origin
}

/** PAYMENT_API_URL and PAYMENT_CHECKOUT_URL, defaulting to Paystack for a public shop and the simulator locally. */
export function readPaymentHosts(env: Env): PaymentHosts {
  const defaults = isLocalSite(env.SITE_URL) ? SIMULATOR_HOSTS : PAYSTACK_HOSTS
  return {
    apiUrl: origin(env.PAYMENT_API_URL, 'PAYMENT_API_URL', defaults.apiUrl),
    checkoutUrl: origin(env.PAYMENT_CHECKOUT_URL, 'PAYMENT_CHECKOUT_URL', defaults.checkoutUrl),
  }
}
