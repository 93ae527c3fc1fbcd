import { GetOrder, GetOrders } from './order-documents'

/** Where the order summary looks: the URL's order id and `?key=`. */
export interface OrderLocation {
  /** The route's `{orderId}`; empty on /order-summary. */
  orderId: string
  /** The order key from `?key=wc_order_…`; empty when the URL has none. */
  orderKey: string
}

/**
 * Which document answers for an order location, or `null` when no request can find one. `orderId` and
 * `orderKey` are what the order found must match (`orderKey` only when the URL has one).
 */
export type OrderRequest = { orderId: number | null; orderKey: string } & (
  | { kind: 'by-id'; query: typeof GetOrder; variables: { id: string } }
  | { kind: 'in-session'; query: typeof GetOrders; variables: Record<string, never> }
  | { kind: 'latest'; query: typeof GetOrders; variables: Record<string, never> }
)

const ORDER_KEY = /^wc_order_[A-Za-z0-9]+$/
const ORDER_ID = /^[1-9]\d{0,9}$/

/**
 * The one request an order location makes, as a real WooCommerce allows: a signed-in customer reads their
 * order by database id (`order(idType: ORDER_KEY)` is refused to everybody); a guest's session lists its own
 * orders (`customer.orders`), where the URL's order is looked for; /order-summary shows a customer their
 * latest. A malformed id or key, or a guest on /order-summary, finds no order, without a request.
 */
export function orderRequest({ orderId, orderKey }: OrderLocation, signedIn: boolean): OrderRequest | null {
  const id = orderId.trim()
  const key = orderKey.trim()
  if (id && !ORDER_ID.test(id)) return null
  if (key && !ORDER_KEY.test(key)) return null
  if (!id)
    return signedIn ? { kind: 'latest', query: GetOrders, variables: {}, orderId: null, orderKey: key } : null
  const wanted = { orderId: Number(id), orderKey: key }
  return signedIn
    ? { kind: 'by-id', query: GetOrder, variables: { id }, ...wanted }
    : { kind: 'in-session', query: GetOrders, variables: {}, ...wanted }
}
