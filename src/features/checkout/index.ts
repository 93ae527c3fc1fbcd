// Checkout: documents, cache updaters, store slice and the /checkout screen (loaded with the shop runtime).
export { checkoutFeature } from './checkout-feature'
export { useCheckoutState } from './checkout-state'
export { PaymentGatewayFields } from './checkout-fragments'
export { PaymentGatewaysView } from './checkout-documents'
export type { CheckoutSlice, PlaceOrderResult } from './checkout-slice'
