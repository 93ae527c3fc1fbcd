// Checkout: documents and cache updaters. The checkout screen that uses them comes with its own issue.
export { PaymentGatewayFields } from './checkout-fragments'
export { checkoutKeys, checkoutUpdates } from './checkout-cache'
export { checkoutDocuments } from './checkout-documents'
export { CheckoutScreen } from './CheckoutScreen'
