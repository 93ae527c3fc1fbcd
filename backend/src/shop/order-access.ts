import type { Db } from '../db/database'
import { getOrder, getOrderByKey, getOrdersByIds, type OrderRow } from '../db/orders'
import type { SessionData } from '../db/sessions'
import { refuse } from './errors'

/** WordPress roles that may read every order (WooCommerce's `edit_shop_orders`). */
const ORDER_READER_ROLES = new Set(['shop_manager', 'administrator'])

/** Whether a role may read every order (and manage the shop). */
export const isOrderReader = (role: string | null) => role !== null && ORDER_READER_ROLES.has(role)

export interface OrderViewer {
  userId: number | null
  /** The signed-in user's role, null for a guest. */
  role: string | null
}

/**
 * Who may read an order through `order(id, idType)`, as WooGraphQL 1.0.x decides it (recorded: getOrder-*,
 * getOrderByKey-*):
 *
 * - `ORDER_KEY`: an unknown key gives `No order ID was found corresponding to the order_key: <key>`; a known one is
 *   refused (`Not authorized to access this order`) to guests and to the logged-in owner alike.
 * - `DATABASE_ID` / `ID`: the logged-in customer who owns it; a guest, even the session that placed it, and any other
 *   customer are refused; an unknown id gives `No order exists with the DATABASE_ID: 123`.
 *
 * Shop managers read every order. A shopper sees a new order in the `checkout` answer itself, and a guest their
 * session's orders through `customer { orders }` (see `guestOrders`).
 */
export function findOrder(
  db: Db,
  viewer: OrderViewer,
  id: string,
  idType: string | null | undefined,
): OrderRow {
  const manager = isOrderReader(viewer.role)
  if (idType === 'ORDER_KEY') {
    const order = getOrderByKey(db, id) ?? refuse('order-key-not-found', { key: id })
    if (!manager) refuse('order-forbidden')
    return order
  }
  const databaseId =
    idType === 'DATABASE_ID' ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':')[1])
  const order = Number.isInteger(databaseId) ? getOrder(db, databaseId) : undefined
  if (!order) refuse('order-not-found', { idType: idType ?? 'ID', id })
  const owner = order.customer_id !== null && order.customer_id === viewer.userId
  if (!owner && !manager) refuse('order-forbidden')
  return order
}

const billingEmail = (o: OrderRow) => (JSON.parse(o.billing) as { email?: string }).email?.toLowerCase()

/**
 * A guest's `customer { orders }`: WooGraphQL lists the orders whose billing email is the one checkout kept in the
 * session (getOrders-guest-session), an order that created an account at checkout included. Matching on the email
 * alone would let anyone who types a stranger's email at checkout (or in `updateCustomer`) read that stranger's
 * orders, so the order must also have been placed from this session (checkout records its id there). Newest first.
 */
export function guestOrders(db: Db, session: SessionData): OrderRow[] {
  const email = session.billing.email?.toLowerCase()
  if (!email) return []
  return getOrdersByIds(db, session.placedOrders ?? []).filter((o) => billingEmail(o) === email)
}
