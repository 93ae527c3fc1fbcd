import type { Db } from '../db/database'
import { claimPaymentReference } from '../db/payments'
import type { PaymentSettings } from './payment-settings'
import { SIMULATOR_API_PATH, WEBHOOK_PATH } from './payment-settings'
import { verifyPaidTransaction, type PaymentVerification } from './verify-paid-transaction'

/** A provider event the shop's webhook accepted (signature checked, not seen before). */
export interface WebhookEvent {
  event: string
  data: Record<string, unknown>
}
export type WebhookListener = (event: WebhookEvent) => void | Promise<void>

/** Card payments as the rest of the backend sees them: settings, verification, references, webhook listeners. */
export interface PaymentService {
  readonly settings: PaymentSettings
  /** The listening origin, known once the server listens (the simulator's default addresses hang off it). */
  origin: string
  readonly providerApiUrl: string | null
  readonly webhookUrl: string
  /**
   * Asks the provider (server to server, secret key) whether `reference` is a successful payment of exactly
   * `expectedAmountKobo` in `currency`. Only a `paid: true` answer may mark an order paid.
   */
  verifyPaidTransaction(
    reference: string,
    expectedAmountKobo: number,
    currency: string,
  ): Promise<PaymentVerification>
  /** Ties a verified reference to one order: false when another order already used it. */
  claimReference(reference: string, orderId: number): boolean
  /** Registers what to do with accepted webhook events (the order logic); answers the unregister function. */
  onWebhookEvent(listener: WebhookListener): () => void
  readonly listeners: ReadonlySet<WebhookListener>
}

export function createPaymentService(
  db: Db,
  settings: PaymentSettings,
  opts: { fetch?: typeof fetch; now?: () => Date } = {},
): PaymentService {
  const listeners = new Set<WebhookListener>()
  const now = opts.now ?? (() => new Date())
  const service: PaymentService = {
    settings,
    origin: '',
    get providerApiUrl() {
      if (settings.providerApiUrl) return settings.providerApiUrl
      return settings.simulator && service.origin ? `${service.origin}${SIMULATOR_API_PATH}` : null
    },
    get webhookUrl() {
      return settings.webhookUrl ?? `${service.origin}${WEBHOOK_PATH}`
    },
    verifyPaidTransaction: (reference, expectedAmountKobo, currency) =>
      verifyPaidTransaction(
        { apiUrl: service.providerApiUrl, secretKey: settings.secretKey, fetch: opts.fetch },
        reference,
        expectedAmountKobo,
        currency,
      ),
    claimReference: (reference, orderId) =>
      claimPaymentReference(db, reference, orderId, now().toISOString()),
    onWebhookEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    listeners,
  }
  return service
}
