import { sql, type Db } from './database'

export interface Address {
  firstName?: string
  lastName?: string
  company?: string
  address1?: string
  address2?: string
  city?: string
  state?: string
  postcode?: string
  country?: string
  email?: string
  phone?: string
}

export interface OrderRow {
  id: number
  order_key: string
  customer_id: number | null
  status: string
  date: string
  date_paid: string | null
  billing: string
  shipping: string
  payment_method: string
  payment_method_title: string
  transaction_id: string
  customer_note: string
  created_via: string
  subtotal: number
  discount_total: number
  discount_tax: number
  shipping_total: number
  shipping_tax: number
  cart_tax: number
  total_tax: number
  total: number
  shipping_method: string
  meta: string
}

export interface OrderItemRow {
  id: number
  order_id: number
  product_id: number
  variation_id: number | null
  name: string
  quantity: number
  subtotal: number
  total: number
  subtotal_tax: number
  total_tax: number
}

/** An order as written: its amounts already computed (integer kobo). */
export interface OrderRecord {
  orderKey: string
  customerId: number | null
  status: string
  date: string
  datePaid: string | null
  billing: Address
  shipping: Address
  paymentMethod: string
  paymentMethodTitle: string
  transactionId: string
  customerNote: string
  createdVia: string
  subtotal: number
  discountTotal: number
  discountTax: number
  shippingTotal: number
  shippingTax: number
  cartTax: number
  totalTax: number
  total: number
  shippingMethod: string
  meta: Array<{ key: string; value: string }>
  items: Array<Omit<OrderItemRow, 'id' | 'order_id'>>
}

/** Writes an order and its line items; the caller runs it inside its transaction. Returns the order id. */
export function insertOrder(db: Db, o: OrderRecord): number {
  const result = sql(
    db,
    `INSERT INTO orders (order_key, customer_id, status, date, date_paid, billing, shipping, payment_method,
      payment_method_title, transaction_id, customer_note, created_via, subtotal, discount_total, discount_tax,
      shipping_total, shipping_tax, cart_tax, total_tax, total, shipping_method, meta)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    o.orderKey,
    o.customerId,
    o.status,
    o.date,
    o.datePaid,
    JSON.stringify(o.billing),
    JSON.stringify(o.shipping),
    o.paymentMethod,
    o.paymentMethodTitle,
    o.transactionId,
    o.customerNote,
    o.createdVia,
    o.subtotal,
    o.discountTotal,
    o.discountTax,
    o.shippingTotal,
    o.shippingTax,
    o.cartTax,
    o.totalTax,
    o.total,
    o.shippingMethod,
    JSON.stringify(o.meta),
  )
  const orderId = Number(result.lastInsertRowid)
  const insertItem = sql(
    db,
    `INSERT INTO order_items (order_id, product_id, variation_id, name, quantity, subtotal, total, subtotal_tax, total_tax)
     VALUES (@order_id, @product_id, @variation_id, @name, @quantity, @subtotal, @total, @subtotal_tax, @total_tax)`,
  )
  for (const item of o.items) insertItem.run({ ...item, order_id: orderId })
  return orderId
}

export function getOrder(db: Db, id: number): OrderRow | undefined {
  return sql(db, 'SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined
}

export function getOrderByKey(db: Db, key: string): OrderRow | undefined {
  return sql(db, 'SELECT * FROM orders WHERE order_key = ?').get(key) as OrderRow | undefined
}

export function getOrderItems(db: Db, orderId: number): OrderItemRow[] {
  return sql(db, 'SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRow[]
}

export function getCustomerOrders(db: Db, customerId: number): OrderRow[] {
  return sql(db, 'SELECT * FROM orders WHERE customer_id = ? ORDER BY date DESC, id DESC').all(
    customerId,
  ) as OrderRow[]
}

export function getOrdersByIds(db: Db, ids: number[]): OrderRow[] {
  if (ids.length === 0) return []
  return sql(
    db,
    'SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?)) ORDER BY date DESC, id DESC',
  ).all(JSON.stringify(ids)) as OrderRow[]
}

/**
 * Marks an order awaiting payment as paid (processing); answers false when it was not awaiting payment any more
 * (already paid, cancelled), so a repeated call changes nothing.
 */
export function markOrderPaid(
  db: Db,
  id: number,
  paid: { transactionId: string; datePaid: string },
): boolean {
  return (
    sql(
      db,
      `UPDATE orders SET status = 'processing', transaction_id = ?, date_paid = ?
       WHERE id = ? AND status IN ('pending', 'on-hold', 'failed')`,
    ).run(paid.transactionId, paid.datePaid, id).changes === 1
  )
}

/** Records that placing the order took its items out of stock (WooCommerce's `_order_stock_reduced`). */
export function markStockReduced(db: Db, id: number): void {
  sql(db, 'UPDATE orders SET stock_reduced = 1 WHERE id = ?').run(id)
}

/**
 * Pending orders that still hold stock and were placed at or before `cutoff` (an order date,
 * `YYYY-MM-DDTHH:MM:SS`), oldest first, at most `limit` (-1: all): WooCommerce's `get_unpaid_orders`. Orders that
 * hold a payment reference are not among them: the provider may have been paid (overdueCardOrders).
 */
export function unpaidOrdersPlacedBy(db: Db, cutoff: string, limit = -1): number[] {
  return (
    sql(
      db,
      `SELECT id FROM orders WHERE status = 'pending' AND stock_reduced = 1 AND date <= ?
       AND id NOT IN (SELECT order_id FROM payment_references) ORDER BY id LIMIT ?`,
    ).all(cutoff, limit) as Array<{ id: number }>
  ).map((r) => r.id)
}

/** A pending order placed with a payment the provider was still awaiting (a bank transfer). */
export interface OverdueCardOrder {
  id: number
  reference: string
  total: number
  date: string
}

/** The pending orders holding stock and a payment reference, placed at or before `cutoff`, oldest first. */
export function overdueCardOrders(db: Db, cutoff: string, limit = -1): OverdueCardOrder[] {
  return sql(
    db,
    `SELECT o.id, r.reference, o.total, o.date FROM orders o JOIN payment_references r ON r.order_id = o.id
     WHERE o.status = 'pending' AND o.stock_reduced = 1 AND o.date <= ? ORDER BY o.id LIMIT ?`,
  ).all(cutoff, limit) as OverdueCardOrder[]
}

/**
 * Cancels an order still pending; answers false when it is not pending any more (paid meanwhile by the webhook),
 * so the sweep and a payment never both win. The stock it held is released with it (`stock_reduced` back to 0).
 */
export function cancelPendingOrder(db: Db, id: number): boolean {
  return (
    sql(
      db,
      `UPDATE orders SET status = 'cancelled', stock_reduced = 0 WHERE id = ? AND status = 'pending'`,
    ).run(id).changes === 1
  )
}

/** The coupon codes whose use the order counted (WooCommerce's coupon order items), for giving them back. */
export function recordOrderCoupons(db: Db, id: number, codes: string[]): void {
  sql(db, 'UPDATE orders SET coupon_codes = ? WHERE id = ?').run(JSON.stringify(codes), id)
}

export function orderCouponCodes(db: Db, id: number): string[] {
  const row = sql(db, 'SELECT coupon_codes FROM orders WHERE id = ?').get(id) as
    { coupon_codes: string } | undefined
  return row ? (JSON.parse(row.coupon_codes) as string[]) : []
}

/** Marks the order's sales recorded; false when they already were (WooCommerce's `_recorded_sales`). */
export function claimSalesRecord(db: Db, id: number): boolean {
  return (
    sql(db, 'UPDATE orders SET sales_recorded = 1 WHERE id = ? AND sales_recorded = 0').run(id).changes === 1
  )
}
