import type { Cart } from '../../domain/shop'
import { failureOf } from '../../lib/action-result'
import type { CardCharge, CardOutcome, PayByCard } from '../payment'
import type { CheckoutForm } from './checkout-form'
import type { PlaceOrderResult } from './place-order-result'

/** What a card payment needs from the screen: the cart as it is now. */
export interface CardContext {
  /** Read when the popup opens (after any delivery change has updated the totals). */
  cart(): Cart | null
}

/** The card charge for the cart's total (in kobo) and the form's billing contact. */
function cardCharge(cart: Cart | null, form: CheckoutForm): CardCharge | null {
  if (!cart || cart.isEmpty) return null
  const { email, firstName, lastName, phone } = form.billing
  return {
    amountKobo: Math.round(cart.rawTotal * 100),
    email: email.trim(),
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    phone: phone.trim(),
    metadata: {
      cart: cart.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
      customer: { email: email.trim(), name: `${firstName} ${lastName}`.trim() },
    },
  }
}

/** Why the order was not sent, for every outcome but a paid or pending one; the cart and form are kept. */
function unpaid(outcome: Exclude<CardOutcome, { status: 'paid' | 'pending' }>): PlaceOrderResult {
  switch (outcome.status) {
    case 'cancelled':
      return {
        success: false,
        cancelled: true,
        error: 'Payment cancelled. Your cart and details are still here.',
        errorKey: 'payment.cancelled',
      }
    case 'declined':
      return {
        success: false,
        error: `Your payment did not go through: ${outcome.message}. Your cart and details are still here.`,
        errorKey: 'payment.declined',
        errorValues: { message: outcome.message },
      }
    case 'unavailable':
      return {
        success: false,
        error:
          'The secure payment window did not open. Check your connection and try again; your cart and details are still here.',
        errorKey: 'payment.unavailable',
      }
    case 'failed':
      return {
        success: false,
        error: `The payment could not be started: ${outcome.message}`,
        errorKey: 'payment.startFailed',
        errorValues: { message: outcome.message },
      }
  }
}

/**
 * The card: the popup for the cart total first; its reference (returned as a string) goes with the order, and the
 * backend verifies it with the provider (a paid one makes the order paid, a pending transfer leaves it awaiting
 * payment). Anything else is the result the shopper reads.
 */
export async function payForOrder(
  payCard: PayByCard,
  form: CheckoutForm,
  card?: CardContext,
): Promise<PlaceOrderResult | string> {
  const charge = cardCharge(card?.cart() ?? null, form)
  if (!card || !charge) return failureOf(null) as PlaceOrderResult
  const outcome = await payCard(charge)
  return outcome.status === 'paid' || outcome.status === 'pending' ? outcome.reference : unpaid(outcome)
}
