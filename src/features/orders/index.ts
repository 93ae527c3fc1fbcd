// Orders: one order's and the customer's orders' documents, the mapper, the orders this browser placed
// and the order summary screen (loaded with the shop runtime). The account area lists orders with these documents.
export { ordersFeature } from './orders-feature'
export { useOrdersState } from './orders-state'
export { DownloadableItemFields, OrderFields } from './order-fragments'
export { GetAddressStates, GetOrder, GetOrders } from './order-documents'
export { keepOrder } from './kept-orders'
export type { OrdersSlice } from './orders-slice'
