// Orders: one order's and the customer's orders' documents, the mapper, the orders this browser placed
// and the order summary screen (loaded with the shop runtime). The account area lists orders with these documents.
export { DownloadableItemFields, OrderFields } from './order-fragments'
export { GetOrder, GetOrders, orderDocuments } from './order-documents'
export { orderKeys } from './order-cache'
export { forgetKeptOrders, keepOrder } from './kept-orders'
export { createOrdersSlice, type OrdersSlice } from './orders-slice'
export { OrderSummaryScreen } from './OrderSummaryScreen'
