import type { Db } from '../db/database'
import { setPaymentOutcome, type PaymentTransactionRow } from '../db/payments'
import { HttpRefusal } from './payment-http'

export type Outcome = 'success' | 'pending' | 'failed' | 'abandoned'

const RESULTS: Record<Outcome, { channel: string | null; gateway_response: string }> = {
  success: { channel: 'card', gateway_response: 'Approved' },
  pending: { channel: 'bank_transfer', gateway_response: 'Awaiting bank transfer' },
  failed: { channel: 'card', gateway_response: 'Declined' },
  abandoned: { channel: null, gateway_response: 'The transaction was not completed' },
}

/** Statuses from which the shopper may still act on the checkout page. */
const OPEN = new Set(['', 'abandoned', 'failed'])

export const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'string' && Object.hasOwn(RESULTS, value)

/** The checkout page's buttons: pay (success), bank transfer (pending), decline (failed), cancel (abandoned). */
export function applyOutcome(db: Db, row: PaymentTransactionRow, outcome: Outcome, now: Date): void {
  if (!OPEN.has(row.status)) throw new HttpRefusal(400, 'Transaction already completed')
  setPaymentOutcome(db, row.id, {
    status: outcome,
    ...RESULTS[outcome],
    paid_at: outcome === 'success' ? now.toISOString() : null,
  })
}

/** The simulated bank confirming a pending transfer. */
export function confirmTransfer(db: Db, row: PaymentTransactionRow, now: Date): void {
  if (row.status !== 'pending') throw new HttpRefusal(400, 'Transaction is not awaiting a transfer')
  setPaymentOutcome(db, row.id, {
    status: 'success',
    channel: 'bank_transfer',
    gateway_response: 'Approved',
    paid_at: now.toISOString(),
  })
}
