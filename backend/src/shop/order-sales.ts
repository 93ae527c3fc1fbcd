import { catalogueChanged } from '../db/catalogue'
import type { Db } from '../db/database'
import { claimSalesRecord, getOrderItems } from '../db/orders'
import { countSale } from '../db/stock'

/**
 * Counts a paid order's items in its products' `totalSales`, once per order: WooCommerce's
 * `wc_update_total_sales_counts` with its `_recorded_sales` flag. It runs when an order becomes processing or
 * completed (cash on delivery and a verified card payment at checkout, a bank transfer when the webhook confirms it),
 * or on-hold (cash on delivery of an order with a download), so a pending order, and a pending order cancelled
 * unpaid, never counts. Call inside the transaction that makes the order paid or holds it.
 */
export function recordOrderSales(db: Db, orderId: number): void {
  if (!claimSalesRecord(db, orderId)) return
  for (const item of getOrderItems(db, orderId)) countSale(db, item.product_id, item.quantity)
  catalogueChanged(db)
}
