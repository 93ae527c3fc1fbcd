import { refuse } from './http'
import type { Transaction } from './store'

export type Outcome = 'success' | 'pending' | 'failed' | 'abandoned'

const RESULTS: Record<Outcome, { channel: string | null; gatewayResponse: string }> = {
  success: { channel: 'card', gatewayResponse: 'Approved' },
  pending: { channel: 'bank_transfer', gatewayResponse: 'Awaiting bank transfer' },
  failed: { channel: 'card', gatewayResponse: 'Declined' },
  abandoned: { channel: null, gatewayResponse: 'The transaction was not completed' },
}

/** Statuses from which the shopper may still act on the checkout. */
const OPEN = new Set(['', 'abandoned', 'failed'])

export const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'string' && Object.hasOwn(RESULTS, value)

/** The checkout's buttons: pay (success), bank transfer (pending), decline (failed), cancel (abandoned). */
export function applyOutcome(row: Transaction, outcome: Outcome, now: Date): void {
  if (!OPEN.has(row.status)) refuse('Transaction already completed')
  Object.assign(row, {
    status: outcome,
    ...RESULTS[outcome],
    paidAt: outcome === 'success' ? now.toISOString() : null,
  })
}

/** The simulated bank confirming a pending transfer. */
export function confirmPendingTransfer(row: Transaction, now: Date): void {
  if (row.status !== 'pending') refuse('Transaction is not awaiting a transfer')
  Object.assign(row, {
    status: 'success',
    channel: 'bank_transfer',
    gatewayResponse: 'Approved',
    paidAt: now.toISOString(),
  })
}

/**
 * The transfer's account expiring unpaid (Paystack's pay-with-transfer details are valid for a limited time): the
 * transaction ends abandoned, as one the shopper left.
 */
export function expirePendingTransfer(row: Transaction): void {
  if (row.status !== 'pending') refuse('Transaction is not awaiting a transfer')
  Object.assign(row, { status: 'abandoned', ...RESULTS.abandoned, paidAt: null })
}
