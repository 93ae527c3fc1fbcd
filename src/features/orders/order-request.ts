import { GetOrder, GetOrderByKey, GetOrders } from './order-documents'

/** Where the order summary looks: the URL's order id and `?key=`. */
export interface OrderLocation {
  /** The route's `{orderId}`; empty on /order-summary. */
  orderId: string
  /** The order key from `?key=wc_order_…`; empty when the URL has none. */
  orderKey: string
}

/** Which document answers for an order location, or `null` when nobody may be shown an order there. */
export type OrderRequest =
  | { kind: 'by-key'; query: typeof GetOrderByKey; variables: { key: string }; orderId: number | null }
  | { kind: 'by-id'; query: typeof GetOrder; variables: { id: string }; orderId: number }
  | { kind: 'latest'; query: typeof GetOrders; variables: Record<string, never>; orderId: null }

const ORDER_KEY = /^wc_order_[A-Za-z0-9]+$/
const ORDER_ID = /^[1-9]\d{0,9}$/

/**
 * The one request an order location makes: a key reads the order for anyone holding it (the guest's
 * order-received link); without a key the id reads it for its customer only (the backend refuses
 * anyone else), and /order-summary reads a customer's orders for the latest. A malformed id or key
 * finds no order, without a request.
 */
export function orderRequest({ orderId, orderKey }: OrderLocation): OrderRequest | null {
  const id = orderId.trim()
  const key = orderKey.trim()
  if (id && !ORDER_ID.test(id)) return null
  if (key) {
    if (!ORDER_KEY.test(key)) return null
    return { kind: 'by-key', query: GetOrderByKey, variables: { key }, orderId: id ? Number(id) : null }
  }
  if (id) return { kind: 'by-id', query: GetOrder, variables: { id }, orderId: Number(id) }
  return { kind: 'latest', query: GetOrders, variables: {}, orderId: null }
}
