import type { Db } from '../db/database'
import { claimPaymentReference } from '../db/payments'
import type { PaymentSettings } from './payment-settings'
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
  return {
    settings,
    verifyPaidTransaction: (reference, expectedAmountKobo, currency) =>
      verifyPaidTransaction(
        { apiUrl: settings.providerApiUrl, secretKey: settings.secretKey, fetch: opts.fetch },
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
}
