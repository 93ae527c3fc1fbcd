// The card payment client's own messages, worded exactly as the provider's popup library words them. They are thrown
// or logged for developers; what the shopper reads comes from the `payment` locale namespace.

export const NON_EMPTY_PARAMETERS = 'Transaction parameters should be a non-empty object'
export const requiredParameterMissing = (name: string) => `Required parameter missing: ${name}`
export const invalidParameterType = (name: string) => `Invalid parameter type: ${name}`
export const BUTTON_ID_MISSING = 'Please make sure the buttonId is an element available in the DOM'
export const PAYMENT_REQUEST_CONTAINER_MISSING = 'A container is required to mount the payment request button'
export const EMBED_CONTAINER_MISSING = 'Container to mount elements was not provided'
export const NO_WALLET_METHOD = 'No wallet payment method is available on this device'
export const WALLET_INITIATION_FAILED = 'Could not initiate apple pay transaction'
export const WALLET_UNSUPPORTED_WARNING =
  'This device does not support any payment request wallet options. Please consult our documentation at https://developers.paystack.co/docs/paystack-inline to see how to enable this.'
export const WALLET_ATTEMPT_FAILED = 'Transaction attempt failed'
export const WALLET_ERROR_OCCURRED = 'Error occurred'
export const SETUP_DEPRECATED =
  'PaystackPop.setup() is deprecated: use newTransaction() (its callback and onClose become onSuccess and onCancel).'
export const OPEN_IFRAME_DEPRECATED =
  'openIframe() is deprecated: newTransaction() opens the checkout itself.'
/** When the provider answers with no usable message. */
export const REQUEST_FAILED = 'Error occurred'

/** Shopper-visible defaults in English; the checkout passes the locale's words (namespace `payment`). */
export const DEFAULT_LABELS = {
  payButton: 'Pay',
  payWithVault: 'Pay with Vault',
  useOtherMethods: 'Use other payment methods',
  moreOptions: 'More payment options',
  walletError:
    'An error occurred while paying with Apple Pay. Please try again or use another payment method.',
  close: 'Close',
  walletButton: 'Pay with Apple Pay',
}
export type PaymentLabels = typeof DEFAULT_LABELS
