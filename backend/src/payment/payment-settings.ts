import { isLoopback } from '../outbox/outbox-policy'

/** What startBackend accepts for card payments (each falls back to the environment, then to a dev default). */
export interface PaymentOptions {
  /** The provider's secret key (PAYMENT_SECRET_KEY): verify calls and webhook signatures. */
  secretKey?: string
  /** The merchant's public key (PAYMENT_PUBLIC_KEY) the simulator accepts from the popup. */
  publicKey?: string
  /** The provider API the backend verifies with (PAYMENT_PROVIDER_API_URL); default: this backend's simulator. */
  providerApiUrl?: string
  /** Where the simulator delivers webhooks (PAYMENT_WEBHOOK_URL); default: this backend's `/payment/webhook`. */
  webhookUrl?: string
  /** Serve the provider simulator; by default in development and tests on a loopback address only. */
  simulator?: boolean
}

export interface PaymentSettings {
  /** Null when none is configured (production without PAYMENT_SECRET_KEY): nothing can be verified. */
  secretKey: string | null
  publicKey: string | null
  simulator: boolean
  providerApiUrl: string | null
  webhookUrl: string | null
}

/** The test keys the embedded simulator and the storefront's default config share. Never used in production. */
export const DEV_SECRET_KEY = 'sk_test_embedded_simulator'
export const DEV_PUBLIC_KEY = 'pk_test_embedded_simulator'
export const SIMULATOR_API_PATH = '/_payment/api'
export const SIMULATOR_CHECKOUT_PATH = '/_payment/checkout'
export const WEBHOOK_PATH = '/payment/webhook'

type Env = Record<string, string | undefined>

/**
 * Card payment settings. The simulator (which marks anything paid at a button press) runs only outside production
 * and only on this machine's addresses, like the outbox; the dev keys apply only outside production, so a production
 * backend without PAYMENT_SECRET_KEY verifies nothing and accepts no webhook.
 */
export function resolvePaymentSettings(input: {
  options: PaymentOptions | undefined
  env: Env
  nodeEnv: string | undefined
  host: string
  publicUrls: Array<string | undefined>
}): PaymentSettings {
  const { options = {}, env, nodeEnv } = input
  const production = nodeEnv === 'production'
  const onThisMachine = isLoopback(input.host) && input.publicUrls.every((url) => !url || isLoopback(url))
  const simulator = !production && onThisMachine && (options.simulator ?? true)
  const secretKey = options.secretKey || env.PAYMENT_SECRET_KEY || (production ? null : DEV_SECRET_KEY)
  const publicKey = options.publicKey || env.PAYMENT_PUBLIC_KEY || (production ? null : DEV_PUBLIC_KEY)
  return {
    secretKey,
    publicKey,
    simulator,
    providerApiUrl: options.providerApiUrl || env.PAYMENT_PROVIDER_API_URL || null,
    webhookUrl: options.webhookUrl || env.PAYMENT_WEBHOOK_URL || null,
  }
}
