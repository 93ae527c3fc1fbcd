// Checkout: documents and cache updaters. The checkout screen that uses them comes with its own issue.
import { ChangeShippingCounty, Checkout, GetAllowedCountries, GetStates } from './checkout-documents'

export { PaymentGatewayFields } from './checkout-fragments'
export { checkoutKeys, checkoutUpdates } from './checkout-cache'

/** Checkout operations, checked against the schema by tests/contract. */
export const checkoutDocuments = [Checkout, GetAllowedCountries, GetStates, ChangeShippingCounty]
