import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import { insertOrder, type Address } from '../db/orders'
import { computeTotals, type TotalsCoupon } from './totals'

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
  /** When the payment was verified; by default the order's date for a paid status (not cash on delivery). */
  datePaid?: string | null
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

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** WooCommerce-style order key: `wc_order_` + 16 random letters and digits (~95 bits). */
export function newOrderKey(): string {
  return 'wc_order_' + [...randomBytes(16)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('')
}

export const PAID_STATUSES = new Set(['processing', 'completed'])

/** Prices an order with the shop's totals rule and writes it; call inside a transaction. Returns the order id. */
export function createOrder(db: Db, order: NewOrder): number {
  const totals = computeTotals(
    order.lines.map((l, i) => ({ key: String(i), unitPrice: l.unitPrice, quantity: l.quantity })),
    order.coupons,
    order.shippingCost,
  )
  return insertOrder(db, {
    orderKey: newOrderKey(),
    customerId: order.customerId,
    status: order.status,
    date: order.date,
    datePaid:
      order.datePaid !== undefined
        ? order.datePaid
        : PAID_STATUSES.has(order.status) && order.paymentMethod !== 'cod'
          ? order.date
          : null,
    billing: order.billing,
    shipping: order.shipping,
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.paymentMethodTitle,
    transactionId: order.transactionId ?? '',
    customerNote: order.customerNote ?? '',
    createdVia: order.createdVia ?? 'checkout',
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    discountTax: totals.discountTax,
    shippingTotal: totals.shippingTotal,
    shippingTax: totals.shippingTax,
    cartTax: totals.contentsTax,
    totalTax: totals.totalTax,
    total: totals.total,
    shippingMethod: order.shippingMethod ?? '',
    meta: order.meta ?? [],
    items: order.lines.map((l, i) => {
      const t = totals.lines[i]!
      return {
        product_id: l.productId,
        variation_id: l.variationId,
        name: l.name,
        quantity: l.quantity,
        subtotal: t.subtotal,
        total: t.total,
        subtotal_tax: t.subtotalTax,
        total_tax: t.tax,
      }
    }),
  })
}
