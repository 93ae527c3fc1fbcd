import { transaction, type Db } from '../db/database'
import { getOrder, markOrderPaid } from '../db/orders'
import { referenceOrderId } from '../db/payments'
import type { PaymentService, WebhookEvent } from '../payment/payment-service'
import type { VerificationFailure } from '../payment/verify-paid-transaction'
import { placeOrder, quoteCheckout, type CheckoutRequest } from './checkout'
import { refuse, type PaymentRefusal } from './errors'
import { recordOrderSales } from './order-sales'

/** What card orders need from the payment service: the provider's verification and one order per reference. */
export type CardPayments = Pick<PaymentService, 'verifyPaidTransaction' | 'claimReference'>

/** The shop's currency: every order is verified as paid in naira. */
const CURRENCY = 'NGN'
/** Order states a payment may still complete. */
const AWAITING_PAYMENT = new Set(['pending', 'on-hold', 'failed'])

const REFUSALS: Record<VerificationFailure, Exclude<PaymentRefusal, 'missing'>> = {
  'not-configured': 'unavailable',
  unreachable: 'unavailable',
  refused: 'unavailable',
  'invalid-input': 'not-found',
  'not-found': 'not-found',
  'not-successful': 'not-successful',
  'amount-mismatch': 'amount-mismatch',
  'currency-mismatch': 'currency-mismatch',
  'wrong-mode': 'wrong-mode',
}

/** An order's date format (Lagos has no daylight saving; WooGraphQL shows the site's local time as stored). */
const orderDate = (iso: string | null) => (iso ? new Date(iso) : new Date()).toISOString().slice(0, 19)

/**
 * Checkout with the card gateway (the headless "pay first, then checkout" pattern): the transaction the popup paid
 * is verified with the provider, server to server, for exactly the order's total in naira, BEFORE any order is
 * written. Only a verified payment makes the order processing (paid, with its transaction id and date paid); a bank
 * transfer the provider still awaits places the order pending (awaiting payment) and the webhook completes it;
 * anything else (an unknown or forged reference, a declined or abandoned payment, another amount or currency, a
 * reference that already paid an order) refuses the checkout and keeps the cart. `isPaid` counts only from a shop
 * manager (the resolver refuses anyone else's, as the companion WordPress plugin does).
 */
export async function checkoutWithCard(
  db: Db,
  payments: CardPayments,
  request: CheckoutRequest,
  /** Called before an order awaiting payment is placed: refuses when the client holds too many (rate-limits.ts). */
  mayAwaitPayment: () => void = () => undefined,
): Promise<{ orderId: number; customerId: number | null }> {
  const reference = request.transactionId?.trim() ?? ''
  // A shop manager's isPaid: WooGraphQL's payment_complete with the transaction id given, nothing verified.
  if (request.paymentMethod === 'paystack' && request.paidByManager)
    return placeOrder(db, request, {
      status: 'processing',
      reference,
      paidAt: orderDate(null),
      amountKobo: null,
      claim: (ref, orderId) => !ref || payments.claimReference(ref, orderId),
    })
  if (request.paymentMethod !== 'paystack') return placeOrder(db, request)
  // The shop's own checks come first, so a wrong address is not reported as a payment problem.
  const total = quoteCheckout(db, request)
  if (!reference) {
    // Nothing to pay: WooCommerce places a free order without its gateway.
    if (total === 0) return placeOrder(db, request)
    // No payment at all is not an order awaiting one: the storefront pays first, and a card order placed without
    // a reference would hold its stock for the hold time at no cost (925 such orders from one address in 10 s
    // held 32 products' stock). The companion plugin refuses it the same way on a real shop (recorded:
    // Checkout-card-no-reference), unless that shop keeps woo-paystack's pay-after-ordering flow.
    refuse('payment-not-verified', { reason: 'missing' })
  }
  const verification = await payments.verifyPaidTransaction(reference, total, CURRENCY)
  const claim = (ref: string, orderId: number) => payments.claimReference(ref, orderId)
  if (verification.paid)
    return placeOrder(db, request, {
      status: 'processing',
      reference,
      paidAt: orderDate(verification.paidAt),
      amountKobo: verification.amountKobo,
      claim,
    })
  if (verification.reason === 'not-successful' && verification.status === 'pending') {
    // A transfer the provider still awaits holds the order's stock until it is paid or the hold time ends: only one
    // for exactly the order's total in naira may, so a ₦1 transfer cannot reserve a ₦1,000,000 order's stock
    // (woo-paystack refuses the same mismatch when the payment completes: "Amount paid is less than the total order
    // amount"). The amount is checked again inside placeOrder's transaction, against the cart as it is then.
    if (verification.amountKobo !== total)
      refuse('payment-not-verified', { reason: 'amount-mismatch', status: 'pending' })
    if (verification.currency !== CURRENCY)
      refuse('payment-not-verified', { reason: 'currency-mismatch', status: 'pending' })
    mayAwaitPayment()
    return placeOrder(db, request, {
      status: 'pending',
      reference,
      paidAt: null,
      amountKobo: verification.amountKobo,
      claim,
    })
  }
  return refuse('payment-not-verified', {
    reason: REFUSALS[verification.reason],
    ...(verification.status ? { status: verification.status } : {}),
  })
}

/**
 * The webhook's part (woo-paystack's `charge.success` handling): an event for a reference claimed by an order
 * awaiting payment is verified again with the provider against that order's total (the event's own word is not
 * proof), then the order is marked paid. Anything else is ignored; a repeated event changes nothing; an
 * unreachable provider throws, so the webhook answers 500 and the provider delivers the event again.
 */
export function payOrdersOnWebhook(db: Db, payments: CardPayments) {
  return async (event: WebhookEvent): Promise<void> => {
    const reference = event.data.reference
    if (event.event !== 'charge.success' || typeof reference !== 'string') return
    const orderId = referenceOrderId(db, reference)
    const order = orderId === null ? undefined : getOrder(db, orderId)
    if (!order || order.payment_method !== 'paystack' || !AWAITING_PAYMENT.has(order.status)) return
    const verification = await payments.verifyPaidTransaction(reference, order.total, CURRENCY)
    if (!verification.paid) {
      if (providerUnavailable(verification.reason)) throw new Error(verification.message)
      return
    }
    markCardOrderPaid(db, order.id, reference, verification.paidAt)
  }
}

/**
 * Marks an order awaiting payment paid with the verified reference and counts its sales, once (a second call, or an
 * order no longer awaiting payment, changes nothing): the webhook's and the overdue sweep's way to complete it.
 */
export function markCardOrderPaid(db: Db, orderId: number, reference: string, paidAt: string | null): void {
  transaction(db, () => {
    if (markOrderPaid(db, orderId, { transactionId: reference, datePaid: orderDate(paidAt) }))
      recordOrderSales(db, orderId)
  })
}

/** Whether a failed verification says only that the provider could not be asked (not that the payment failed). */
export const providerUnavailable = (reason: VerificationFailure) => REFUSALS[reason] === 'unavailable'

export { CURRENCY as CARD_CURRENCY }
