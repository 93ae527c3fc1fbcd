import { getProduct, type Product } from '../db/catalogue'
import type { Db } from '../db/database'
import type { CartLine, SessionData } from '../db/sessions'
import { stockHolder } from './cart'
import { refuse } from './errors'

/**
 * The most of one product (or one stock) a cart may hold when stock does not limit it. No workstation shop sells
 * ten thousand of a thing to one shopper, and with it a cart's count and totals stay far inside `Int` and sane money.
 */
export const MAX_LINE_QUANTITY = 9_999

interface LineProducts {
  line: CartLine
  product: Product
  variation: Product | null
}

function withProducts(db: Db, line: CartLine): LineProducts | null {
  const product = getProduct(db, line.productId)
  const variation = line.variationId ? (getProduct(db, line.variationId) ?? null) : null
  return product ? { line, product, variation } : null
}

/** How many the cart may hold of what `holder` stocks: its stock when managed without backorders, else the maximum. */
export function quantityLimit(holder: Product): number {
  if (holder.manage_stock && holder.backorders === 'no')
    return Math.min(Math.max(holder.stock_quantity ?? 0, 0), MAX_LINE_QUANTITY)
  return MAX_LINE_QUANTITY
}

/** Lines that draw on the same stock as `holder` (a variation without its own stock draws on its parent's). */
export const sharesStock = (db: Db, line: CartLine, holder: Product) => {
  const item = withProducts(db, line)
  return item !== null && stockHolder(item).id === holder.id
}

/**
 * `updateItemQuantities` bounded like an add: a new quantity may not take the cart past the stock it draws on (when
 * managed) nor past the maximum; refuses with WooCommerce 10's "The maximum quantity of "…" allowed in the cart is N."
 * Lowering a quantity, or removing a line, is always allowed.
 */
export function checkQuantities(db: Db, data: SessionData, items: Array<{ key: string; quantity: number }>) {
  const wanted = new Map(items.map((i) => [i.key, i.quantity]))
  for (const { key, quantity } of items) {
    const line = data.cart.find((l) => l.key === key)
    if (!line || !Number.isInteger(quantity) || quantity <= line.quantity) continue
    const item = withProducts(db, line)
    if (!item) continue
    const holder = stockHolder(item)
    const total = data.cart
      .filter((l) => sharesStock(db, l, holder))
      .reduce((sum, l) => sum + (wanted.get(l.key) ?? l.quantity), 0)
    const limit = quantityLimit(holder)
    if (total > limit)
      refuse('quantity-above-max', { name: (item.variation ?? item.product).name, max: limit })
  }
}
