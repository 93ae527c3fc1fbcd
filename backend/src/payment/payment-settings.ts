/** What startBackend accepts for card payments (each falls back to the environment, then to a default). */
export interface PaymentOptions {
  /** The provider's secret key (PAYMENT_SECRET_KEY): verify calls and webhook signatures. */
  secretKey?: string
  /** The merchant's public key (PAYMENT_PUBLIC_KEY), shown in the settings for the storefront's config. */
  publicKey?: string
  /**
   * The provider API the backend verifies with (PAYMENT_PROVIDER_API_URL): Paystack's in production; outside
   * production none unless given (whoever starts a payment simulator passes its apiUrl).
   */
  providerApiUrl?: string
}

export interface PaymentSettings {
  /** Null when none is configured (production without PAYMENT_SECRET_KEY): nothing can be verified. */
  secretKey: string | null
  publicKey: string | null
  /** Null: card payments are not configured. */
  providerApiUrl: string | null
}

/** The test keys the payment simulator accepts by default, and the storefront's default config. Never in production. */
export const DEV_SECRET_KEY = 'sk_test_embedded_simulator'
export const DEV_PUBLIC_KEY = 'pk_test_embedded_simulator'
export const PAYSTACK_API_URL = 'https://api.paystack.co'
export const WEBHOOK_PATH = '/payment/webhook'
/**
 * woo-paystack's webhook (WooCommerce's `wc-api` endpoint), where a real shop's Paystack dashboard sends events:
 * `/?wc-api=Tbz_WC_Paystack_Webhook` or `/wc-api/Tbz_WC_Paystack_Webhook/`. Answered here too, so a payment
 * provider (or the simulator) set up for a real shop reaches this backend unchanged.
 */
export const WOO_PAYSTACK_WEBHOOK = 'Tbz_WC_Paystack_Webhook'

/** Whether a request is for the shop's payment webhook, at our own path or at woo-paystack's. */
export function isWebhookUrl(url: URL): boolean {
  const path = url.pathname.replace(/\/+$/, '')
  if (path === WEBHOOK_PATH) return true
  if (path === '' && url.searchParams.get('wc-api') === WOO_PAYSTACK_WEBHOOK) return true
  return path === `/wc-api/${WOO_PAYSTACK_WEBHOOK}`
}

type Env = Record<string, string | undefined>

/**
 * Card payment settings. The dev keys apply only outside production, so a production backend without
 * PAYMENT_SECRET_KEY verifies nothing and accepts no webhook.
 */
export function resolvePaymentSettings(input: {
  options: PaymentOptions | undefined
  env: Env
  nodeEnv: string | undefined
}): PaymentSettings {
  const { options = {}, env, nodeEnv } = input
  const production = nodeEnv === 'production'
  return {
    secretKey: options.secretKey || env.PAYMENT_SECRET_KEY || (production ? null : DEV_SECRET_KEY),
    publicKey: options.publicKey || env.PAYMENT_PUBLIC_KEY || (production ? null : DEV_PUBLIC_KEY),
    providerApiUrl:
      options.providerApiUrl || env.PAYMENT_PROVIDER_API_URL || (production ? PAYSTACK_API_URL : null),
  }
}
