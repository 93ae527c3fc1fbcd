// The customer's account: documents, cache keys and the customer hook. Its screens (orders,
// downloads, addresses) come with their own issues.
export { CustomerView, accountDocuments } from './account-documents'
export { CustomerFields } from './account-fragments'
export { accountKeys } from './account-cache'
export { toCustomer } from './customer-mapper'
export { useCustomer } from './useCustomer'
