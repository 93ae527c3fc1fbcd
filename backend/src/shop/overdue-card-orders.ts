import type { Db } from '../db/database'
import { overdueCardOrders } from '../db/orders'
import { CARD_CURRENCY, markCardOrderPaid, providerUnavailable, type CardPayments } from './payment-order'
import { cancelUnpaidOrder, orderDateOf } from './unpaid-orders'

/**
 * How long after it was placed an order the provider still calls pending (a bank transfer not yet seen) may hold its
 * stock. Paystack's transfer details expire long before; a day leaves room for a bank's delay and a provider outage.
 */
export const TRANSFER_CEILING_HOURS = 24

export interface SettledOrders {
  /** Paid at the provider, its webhook missed: now processing. */
  paid: number[]
  /** Not paid (declined, abandoned, unknown, or still pending past the ceiling): cancelled, stock given back. */
  cancelled: number[]
  /** Still pending at the provider within the ceiling, or the provider could not be asked: kept for the next turn. */
  kept: number[]
}

/**
 * The unpaid-order sweep's part for orders placed with a payment the provider was still awaiting (a bank transfer):
 * their hold time over, each is checked with the provider before anything happens to it, as woo-paystack's own
 * verification would. A transfer the bank confirmed while the webhook never arrived (the shop was down) makes the
 * order paid instead of cancelled; one still pending keeps its stock up to TRANSFER_CEILING_HOURS; one the provider
 * reports failed, abandoned or unknown is cancelled as an unpaid order. An unreachable provider cancels nothing: the
 * order waits for the next sweep (a paid order must never lose its stock because the provider was down).
 */
export async function settleOverdueCardOrders(
  db: Db,
  payments: CardPayments,
  now: number,
  holdMinutes: number,
): Promise<SettledOrders> {
  const settled: SettledOrders = { paid: [], cancelled: [], kept: [] }
  if (holdMinutes < 1) return settled
  const ceiling = orderDateOf(now - TRANSFER_CEILING_HOURS * 3600_000)
  for (const order of overdueCardOrders(db, orderDateOf(now - holdMinutes * 60_000))) {
    const verification = await payments.verifyPaidTransaction(order.reference, order.total, CARD_CURRENCY)
    if (verification.paid) {
      markCardOrderPaid(db, order.id, order.reference, verification.paidAt)
      settled.paid.push(order.id)
    } else if (
      providerUnavailable(verification.reason) ||
      (verification.status === 'pending' && order.date > ceiling)
    ) {
      settled.kept.push(order.id)
    } else if (cancelUnpaidOrder(db, order.id, now)) {
      settled.cancelled.push(order.id)
    }
  }
  return settled
}
