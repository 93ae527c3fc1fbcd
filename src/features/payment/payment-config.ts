import { config } from '../../config'
import { createPaymentClient, type PaymentClientOptions } from './payment-client'

/** The client for this build's provider (PAYMENT_API_URL, PAYMENT_CHECKOUT_URL), created on the checkout's demand. */
export function createPaymentClientFromConfig(
  extra: Omit<PaymentClientOptions, 'apiUrl' | 'checkoutUrl'> = {},
) {
  return createPaymentClient({
    apiUrl: config.paymentApiUrl,
    checkoutUrl: config.paymentCheckoutUrl,
    ...extra,
  })
}

/** The merchant's public key for this build (PAYMENT_PUBLIC_KEY). */
export const paymentPublicKey = () => config.paymentPublicKey
