// Card payments: our own typed client for the provider's payment popup (parameters, provider API, transaction
// lifecycle, the checkout iframe and its message protocol, pay button, device wallet, pre-checkout modal). It is
// loaded with the checkout only; importing it touches no global.
export { createPaymentClient, type PaymentClient, type PaymentClientOptions } from './payment-client'
export { createPaymentClientFromConfig, paymentPublicKey } from './payment-config'
export type { PaymentTransaction, TransactionPhase } from './transaction'
export type {
  PaymentCallbacks,
  PaymentError,
  PaymentParameters,
  PaymentSuccess,
  TransactionLoaded,
} from './transaction-params'
export type { WalletPort } from './wallet-port'
export { formatAmount, planLabel, toMajorUnits } from './amounts'
export { DEFAULT_LABELS, type PaymentLabels } from './messages'
export { paymentLabels } from './payment-labels'
