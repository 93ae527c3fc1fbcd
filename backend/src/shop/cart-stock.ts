import { catalogueChanged, getProduct, type Product } from '../db/catalogue'
import type { Db } from '../db/database'
import type { CartLine, SessionData } from '../db/sessions'
import { syncParentStock, takeStock } from '../db/stock'
import { stockHolder } from './cart'
import { ShopError, problem, type ShopProblem } from './errors'
import { MAX_LINE_QUANTITY } from './quantities'

function linesWithProducts(db: Db, data: SessionData) {
  return data.cart.flatMap((line: CartLine) => {
    const product = getProduct(db, line.productId)
    const variation: Product | null = line.variationId ? (getProduct(db, line.variationId) ?? null) : null
    return product ? [{ line, product, variation }] : []
  })
}

/** Checks that every cart line is still in stock (WooCommerce's `check_cart_items`), refusing with every problem. */
export function checkCartStock(db: Db, data: SessionData): void {
  const problems: ShopProblem[] = []
  for (const { line, product, variation } of linesWithProducts(db, data)) {
    const holder = stockHolder({ product, variation })
    const item = variation ?? product
    if (holder.stock_status === 'outofstock') {
      problems.push(problem('item-out-of-stock', { name: item.name }))
    } else if (line.quantity > MAX_LINE_QUANTITY) {
      // A cart from before the maximum existed (or written around it) never becomes an order.
      problems.push(problem('quantity-above-max', { name: item.name, max: MAX_LINE_QUANTITY }))
    } else if (
      holder.manage_stock &&
      holder.backorders === 'no' &&
      line.quantity > (holder.stock_quantity ?? 0)
    ) {
      problems.push(
        problem('item-short-of-stock', { name: item.name, available: holder.stock_quantity ?? 0 }),
      )
    }
  }
  if (problems.length) throw new ShopError(problems)
}

/** Takes ordered quantities out of stock, as WooCommerce does when an order is placed (sales: order-sales.ts). */
export function reduceStock(db: Db, data: SessionData): void {
  for (const { line, product, variation } of linesWithProducts(db, data)) {
    takeStock(db, stockHolder({ product, variation }).id, line.quantity)
    if (variation) syncParentStock(db, product.id)
  }
  catalogueChanged(db)
}
