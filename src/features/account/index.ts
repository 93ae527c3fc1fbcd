// The customer's account: documents, cache keys, the customer hook, the account slice and its tabs
// (personal information, addresses, orders, downloads). Orders' documents are in features/orders.
export { accountFeature } from './account-feature'
export { useAccountState } from './account-state'
export { CustomerView } from './account-documents'
export { CustomerFields } from './account-fragments'
export { toCustomer } from './customer-mapper'
export { useCustomer } from './useCustomer'
export type { AccountSlice } from './account-slice'
export { PersonalInfoTab } from './PersonalInfoTab'
export { AddressesTab } from './AddressesTab'
export { OrdersTab } from './OrdersTab'
export { DownloadsTab } from './DownloadsTab'
export { UpdateButton, useUpdate } from './UpdateButton'
