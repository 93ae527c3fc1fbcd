import type { ProductRow } from '../db/catalogue-rows'

/**
 * The product columns derived from others, computed one way for the seed and for edits: the price a product sells at
 * (min/max price, which listings filter and sort by), a variable product's range and availability from its
 * variations, and the stock status of managed stock.
 */
export type PriceColumns = Pick<ProductRow, 'regular_price' | 'sale_price' | 'min_price' | 'max_price'>

/** A simple product's (or a variation's) prices: it sells at its sale price when it has one. */
export function ownPrices(regular: number, sale: number | null): PriceColumns {
  const price = sale ?? regular
  return { regular_price: regular, sale_price: sale, min_price: price, max_price: price }
}

type VariationColumns = Pick<ProductRow, 'regular_price' | 'sale_price' | 'min_price' | 'stock_status'>

/**
 * A variable product as WooCommerce syncs it from its variations: the range of their prices, the lowest regular
 * price, a sale price when any variation is on sale, and the best availability among them.
 */
export function variableParentColumns(
  variations: VariationColumns[],
): PriceColumns & Pick<ProductRow, 'stock_status'> {
  const min = Math.min(...variations.map((v) => v.min_price))
  return {
    min_price: min,
    max_price: Math.max(...variations.map((v) => v.min_price)),
    regular_price: Math.min(...variations.map((v) => v.regular_price)),
    sale_price: variations.some((v) => v.sale_price !== null) ? min : null,
    stock_status: variations.some((v) => v.stock_status === 'instock')
      ? 'instock'
      : variations.some((v) => v.stock_status === 'onbackorder')
        ? 'onbackorder'
        : 'outofstock',
  }
}

/** WC_Product::validate_props: managed stock is in stock above zero, else on backorder when allowed, else out. */
export function managedStockStatus(quantity: number, backorders: string): ProductRow['stock_status'] {
  if (quantity > 0) return 'instock'
  return backorders === 'no' ? 'outofstock' : 'onbackorder'
}
