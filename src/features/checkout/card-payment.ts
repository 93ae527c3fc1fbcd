import type { PaymentClient, PaymentError, PaymentSuccess } from '../payment'

/** What the shopper did in the card payment popup. */
export type CardOutcome =
  | { status: 'paid'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string }

/** The charge for one order: the cart total in kobo and who pays it. */
export interface CardCharge {
  amountKobo: number
  email: string
  firstName: string
  lastName: string
  phone: string
  metadata: Record<string, unknown>
}

export type PayByCard = (charge: CardCharge, t: (key: string) => string) => Promise<CardOutcome>

let loaded: Promise<{ client: PaymentClient; key: string }> | null = null

/**
 * The payment feature is downloaded here, on the first card payment, and nowhere else: no other page (nor the
 * shop runtime every page loads) ever fetches its chunk.
 */
function paymentClient(t: (key: string) => string) {
  loaded ??= import('../payment').then((payment) => ({
    client: payment.createPaymentClientFromConfig({ labels: payment.paymentLabels(t) }),
    key: payment.paymentPublicKey(),
  }))
  loaded.catch(() => {
    loaded = null
  })
  return loaded
}

/** Starts downloading the payment feature while the shopper fills the form (the checkout with the card chosen). */
export function preloadPayment(): void {
  void import('../payment').catch(() => undefined)
}

/** A reference no other payment has: the shop's prefix, the time and 8 random letters or digits. */
export function newPaymentReference(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const random = [...bytes].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')
  return `ws_${now.toString(36)}_${random}`
}

/**
 * Opens the provider's popup for the charge and answers how it ended. Success here is not proof of payment: the
 * backend verifies the reference with the provider before the order is paid.
 */
export const payByCard: PayByCard = async (charge, t) => {
  let payment: Awaited<ReturnType<typeof paymentClient>>
  try {
    payment = await paymentClient(t)
  } catch (error) {
    return { status: 'failed', message: (error as Error).message }
  }
  const reference = newPaymentReference()
  return new Promise<CardOutcome>((resolve) => {
    payment.client
      .checkout({
        key: payment.key,
        amount: charge.amountKobo,
        currency: 'NGN',
        email: charge.email,
        firstName: charge.firstName,
        lastName: charge.lastName,
        phone: charge.phone,
        reference,
        metadata: charge.metadata,
        onSuccess: (result: PaymentSuccess) =>
          resolve({ status: 'paid', reference: result.reference || reference }),
        onCancel: () => resolve({ status: 'cancelled' }),
        onBankTransferConfirmationPending: () => resolve({ status: 'pending', reference }),
        onError: (error: PaymentError) => resolve({ status: 'failed', message: error.message }),
      })
      .catch((error: Error) => resolve({ status: 'failed', message: error.message }))
  })
}
