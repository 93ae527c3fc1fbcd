import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import { computeTotals, type TotalsCoupon } from './totals'

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

export interface OrderLineInput {
  productId: number
  variationId: number | null
  name: string
  quantity: number
  unitPrice: number
}

export interface NewOrder {
  customerId: number | null
  status: string
  date: string
  billing: Address
  shipping: Address
  paymentMethod: string
  paymentMethodTitle: string
  transactionId?: string
  customerNote?: string
  createdVia?: string
  shippingMethod?: string
  shippingCost: number
  coupons: TotalsCoupon[]
  lines: OrderLineInput[]
  meta?: Array<{ key: string; value: string }>
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

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** WooCommerce-style order key: `wc_order_` + 16 random letters and digits (~95 bits). */
export function newOrderKey(): string {
  return 'wc_order_' + [...randomBytes(16)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('')
}

const PAID_STATUSES = new Set(['processing', 'completed'])

/** Writes an order and its line items; the caller runs it inside its transaction. Returns the order id. */
export function insertOrder(db: Db, order: NewOrder): number {
  const totals = computeTotals(
    order.lines.map((l, i) => ({ key: String(i), unitPrice: l.unitPrice, quantity: l.quantity })),
    order.coupons,
    order.shippingCost,
  )
  const result = db
    .prepare(
      `INSERT INTO orders (order_key, customer_id, status, date, date_paid, billing, shipping, payment_method,
        payment_method_title, transaction_id, customer_note, created_via, subtotal, discount_total, discount_tax,
        shipping_total, shipping_tax, cart_tax, total_tax, total, shipping_method, meta)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      newOrderKey(),
      order.customerId,
      order.status,
      order.date,
      PAID_STATUSES.has(order.status) && order.paymentMethod !== 'cod' ? order.date : null,
      JSON.stringify(order.billing),
      JSON.stringify(order.shipping),
      order.paymentMethod,
      order.paymentMethodTitle,
      order.transactionId ?? '',
      order.customerNote ?? '',
      order.createdVia ?? 'checkout',
      totals.subtotal,
      totals.discountTotal,
      totals.discountTax,
      totals.shippingTotal,
      totals.shippingTax,
      totals.contentsTax,
      totals.totalTax,
      totals.total,
      order.shippingMethod ?? '',
      JSON.stringify(order.meta ?? []),
    )
  const orderId = Number(result.lastInsertRowid)
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, product_id, variation_id, name, quantity, subtotal, total, subtotal_tax, total_tax)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  order.lines.forEach((l, i) => {
    const t = totals.lines[i]!
    insertItem.run(
      orderId,
      l.productId,
      l.variationId,
      l.name,
      l.quantity,
      t.subtotal,
      t.total,
      t.subtotalTax,
      t.tax,
    )
  })
  return orderId
}

export function getOrder(db: Db, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined
}

export function getOrderByKey(db: Db, key: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE order_key = ?').get(key) as OrderRow | undefined
}

export function getOrderItems(db: Db, orderId: number): OrderItemRow[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRow[]
}

export function getCustomerOrders(db: Db, customerId: number): OrderRow[] {
  return db
    .prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY date DESC, id DESC')
    .all(customerId) as OrderRow[]
}
