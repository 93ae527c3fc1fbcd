import { MAX_LINE_QUANTITY } from '../config/limits'
import type { StockStatus } from '../domain/catalogue'

/** What is known of a product's (or a variation's) stock: its status, and its quantity when it is counted. */
export interface KnownStock {
  status: StockStatus
  quantity: number | null | undefined
}

/**
 * The most one cart line may hold, on the product page and in the cart alike (WooCommerce's max_purchase_quantity):
 * the stock quantity when it is counted and nothing is taken on backorder, else the line limit (MAX_LINE_QUANTITY).
 * Never below 1, so what is in stock can always be bought.
 */
export function lineLimit({ status, quantity }: KnownStock): number {
  if (status === 'ON_BACKORDER' || quantity === null || quantity === undefined) return MAX_LINE_QUANTITY
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, quantity))
}
