// Card payments through the provider's own browser SDK (Paystack's `@paystack/inline-js`). This feature is the
// shop's adapter around it: one charge in, one outcome out. The SDK is downloaded on the checkout only.
import type PaystackPop from '@paystack/inline-js'
import type { PayByCard } from './card-charge'
import { payWithSdk } from './pay-with-sdk'
import { newPaymentReference } from './payment-reference'

export type { CardCharge, CardOutcome, PayByCard } from './card-charge'
export { newPaymentReference } from './payment-reference'

let sdk: Promise<PaystackPop> | null = null

/** The SDK, imported once and instantiated once per page (it adds its frames to the page when created). */
function loadSdk(): Promise<PaystackPop> {
  sdk ??= import('@paystack/inline-js').then(({ default: Pop }) => new Pop())
  sdk.catch(() => {
    sdk = null
  })
  return sdk
}

/**
 * Readies the SDK while the shopper fills the form (the checkout with the card chosen): downloaded, and its hidden
 * checkout frame loading, so the payment opens at once on Place order.
 */
export function preloadPayment(): void {
  loadSdk().catch(() => undefined)
}

/**
 * Opens the provider's checkout for the charge and answers how it ended. Success here is not proof of payment: the
 * backend verifies the reference with the provider before the order is paid.
 */
export const payByCard: PayByCard = async (charge) => {
  let pop: PaystackPop
  let key: string
  try {
    // The build's config is read when paying, so importing this module (the checkout does) reads nothing.
    const [sdk, { config }] = await Promise.all([loadSdk(), import('../../config')])
    pop = sdk
    key = config.paymentPublicKey
  } catch {
    return { status: 'unavailable' }
  }
  return payWithSdk(pop, key, charge, newPaymentReference())
}
