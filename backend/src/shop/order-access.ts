import type { Db } from '../db/database'
import { getOrder, getOrderByKey, type OrderRow } from '../db/orders'
import { refuse } from './errors'

/**
 * WooGraphQL's order lookup: by order key anyone holding the key may read the order (a guest's receipt); by id
 * (`DATABASE_ID` or a global id) only its customer.
 */
export function findOrder(
  db: Db,
  userId: number | null,
  id: string,
  idType: string | null | undefined,
): OrderRow {
  if (idType === 'ORDER_KEY') return getOrderByKey(db, id) ?? refuse('order-not-found', { idType, id })
  const databaseId =
    idType === 'DATABASE_ID' ? Number(id) : Number(Buffer.from(id, 'base64').toString('utf8').split(':')[1])
  const order = Number.isInteger(databaseId) ? getOrder(db, databaseId) : undefined
  if (!order) refuse('order-not-found', { idType: idType ?? 'ID', id })
  if (order.customer_id === null || order.customer_id !== userId) refuse('order-forbidden')
  return order
}
