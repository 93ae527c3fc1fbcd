// The customer's account: documents, cache keys and the customer hook. Its screens (orders,
// downloads, addresses) come with their own issues.
import { GetDownloads, GetOrder, GetOrders, UpdateCustomer } from './account-documents'

export { CustomerView } from './account-documents'
export { CustomerFields } from './account-fragments'
export { accountKeys } from './account-cache'
export { toCustomer } from './customer-mapper'
export { useCustomer } from './useCustomer'

/** Account operations, checked against the schema by tests/contract. */
export const accountDocuments = [UpdateCustomer, GetOrders, GetOrder, GetDownloads]
