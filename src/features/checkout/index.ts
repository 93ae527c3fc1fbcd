// Checkout: documents, cache updaters, store slice and the /checkout screen (loaded with the shop runtime).
export { PaymentGatewayFields } from './checkout-fragments'
export { checkoutKeys, checkoutUpdates } from './checkout-cache'
export { checkoutDocuments, PaymentGatewaysView } from './checkout-documents'
export { createCheckoutSlice, type CheckoutSlice, type PlaceOrderResult } from './checkout-slice'
export { CheckoutScreen } from './CheckoutScreen'
