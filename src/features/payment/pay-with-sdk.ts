import type PaystackPop from '@paystack/inline-js'
import type { PaystackError, PopupTransaction } from '@paystack/inline-js'
import type { CardCharge, CardOutcome } from './card-charge'

/** The one SDK method the shop pays with (a test passes a double). */
export type CardSdk = Pick<PaystackPop, 'checkout' | 'cancelTransaction'>

/** How long the provider's checkout may take to load before the shopper is given the page back. */
export const LOAD_TIMEOUT_MS = 30_000

const messageOf = (error: unknown) =>
  (error as PaystackError | null)?.message?.trim() || 'The payment provider did not answer.'

/** The last thing the checkout reported going wrong while it was open (a declined card), if anything. */
function lastDecline(transaction: PopupTransaction | null): string | null {
  const reported = (transaction?.errors ?? []).filter((e) => e?.type !== 'setup' && e?.message?.trim())
  return reported.at(-1)?.message.trim() ?? null
}

/** What the provider charges: the total in kobo, in naira, with the shopper's contact and the shop's reference. */
const chargeOptions = (key: string, charge: CardCharge, reference: string) => ({
  key,
  amount: charge.amountKobo,
  currency: 'NGN',
  email: charge.email,
  firstName: charge.firstName,
  lastName: charge.lastName,
  phone: charge.phone,
  reference,
  metadata: charge.metadata,
})

/**
 * Pays `charge` through the SDK's `checkout()` (which creates the transaction, then opens the provider's checkout,
 * with its pre-checkout step and device wallet where the device has one) and answers how it ended.
 */
export function payWithSdk(
  sdk: CardSdk,
  key: string,
  charge: CardCharge,
  reference: string,
): Promise<CardOutcome> {
  return new Promise((resolve) => {
    let settled = false
    let loaded = false
    let transaction: PopupTransaction | null = null
    const finish = (outcome: CardOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(watchdog)
      resolve(outcome)
    }
    const watchdog = setTimeout(() => {
      if (loaded) return
      finish({ status: 'unavailable' })
      sdk.cancelTransaction(transaction)
    }, LOAD_TIMEOUT_MS)
    sdk
      .checkout({
        ...chargeOptions(key, charge, reference),
        onLoad: () => {
          loaded = true
        },
        onSuccess: (result) => finish({ status: 'paid', reference: result.reference || reference }),
        // For a bank transfer the SDK calls onCancel and then, at once, onBankTransferConfirmationPending: a cancel
        // counts only once that second call has had its turn.
        onCancel: () =>
          setTimeout(() => {
            const declined = lastDecline(transaction)
            finish(declined ? { status: 'declined', message: declined } : { status: 'cancelled' })
          }, 0),
        onBankTransferConfirmationPending: () => finish({ status: 'pending', reference }),
        onError: (error) => finish({ status: 'failed', message: messageOf(error) }),
      })
      .then(
        (opened) => {
          transaction = opened
        },
        (error: unknown) => finish({ status: 'failed', message: messageOf(error) }),
      )
  })
}
