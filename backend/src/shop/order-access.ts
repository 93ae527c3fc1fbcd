import type { Db } from '../db/database'
import { getOrder, getOrderByKey, getOrdersByIds, type OrderRow } from '../db/orders'
import type { SessionData } from '../db/sessions'
import { refuse } from './errors'

/**
 * Who may read an order, as WooGraphQL decides it, with one narrowing for guests.
 *
 * - `ORDER_KEY`: anyone holding the key reads the whole order, as WooCommerce's order-received page shows it to
 *   the key holder (number, date, status, lines, totals, payment method, addresses, note, downloads). The key is
 *   the secret (`wc_order_` + 16 random characters); the order's registered customer is not revealed with it.
 * - `DATABASE_ID` / `ID`: the logged-in customer who owns the order, or the guest session that placed a guest
 *   order (see `guestOrders`); anyone else gets `Not authorized to access this order`, an unknown id
 *   `No order exists with the DATABASE_ID: 123`.
 */
export function findOrder(
  db: Db,
  viewer: { userId: number | null; session: SessionData },
  id: string,
  idType: string | null | undefined,
): OrderRow {
  if (idType === 'ORDER_KEY') return getOrderByKey(db, id) ?? refuse('order-not-found', { idType, id })
  const databaseId =
    idType === 'DATABASE_ID' ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':')[1])
  const order = Number.isInteger(databaseId) ? getOrder(db, databaseId) : undefined
  if (!order) refuse('order-not-found', { idType: idType ?? 'ID', id })
  if (!ownsOrder(viewer, order)) refuse('order-forbidden')
  return order
}

function ownsOrder(viewer: { userId: number | null; session: SessionData }, order: OrderRow): boolean {
  if (order.customer_id !== null) return order.customer_id === viewer.userId
  return viewer.userId === null && isGuestOrderOf(viewer.session, order)
}

const billingEmail = (o: OrderRow) => (JSON.parse(o.billing) as { email?: string }).email?.toLowerCase()

/**
 * WooGraphQL answers a guest's `customer.orders` (and `order`) by the billing email checkout kept in the session.
 * Matching on the email alone would let anyone who types a stranger's email at checkout read that stranger's guest
 * orders, so the order must also have been placed from this session (checkout records its id there).
 */
function isGuestOrderOf(session: SessionData, order: OrderRow): boolean {
  const email = session.billing.email?.toLowerCase()
  return (
    order.customer_id === null &&
    !!email &&
    billingEmail(order) === email &&
    (session.placedOrders ?? []).includes(order.id)
  )
}

/** A guest session's orders, newest first. */
export function guestOrders(db: Db, session: SessionData): OrderRow[] {
  return getOrdersByIds(db, session.placedOrders ?? []).filter((o) => isGuestOrderOf(session, o))
}
