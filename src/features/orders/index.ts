// Orders: one order's and the customer's orders' documents, the mapper and the order summary screen
// (loaded with the shop runtime). The account area lists orders with these documents.
export { DownloadableItemFields, OrderFields } from './order-fragments'
export { GetOrder, GetOrderByKey, GetOrders, orderDocuments } from './order-documents'
export { orderKeys } from './order-cache'
export { OrderSummaryScreen } from './OrderSummaryScreen'
