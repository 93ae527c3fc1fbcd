import { sql, type Db } from './database'

/** Takes `quantity` out of a stock-managed product or variation; at zero it goes out of stock or on backorder. */
export function takeStock(db: Db, id: number, quantity: number): void {
  sql(
    db,
    `UPDATE products SET stock_quantity = stock_quantity - @qty,
       stock_status = CASE WHEN stock_quantity - @qty > 0 THEN stock_status
                           WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
     WHERE id = @id AND manage_stock = 1`,
  ).run({ id, qty: quantity })
}

export function countSale(db: Db, productId: number, quantity: number): void {
  sql(db, 'UPDATE products SET total_sales = total_sales + ? WHERE id = ?').run(quantity, productId)
}

/** A variable product is as available as its best variation (WooCommerce syncs the parent). */
export function syncParentStock(db: Db, parentId: number): void {
  sql(
    db,
    `UPDATE products SET stock_status = CASE
       WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = @id AND v.stock_status = 'instock') THEN 'instock'
       WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = @id AND v.stock_status = 'onbackorder') THEN 'onbackorder'
       ELSE 'outofstock' END
     WHERE id = @id`,
  ).run({ id: parentId })
}

/** Puts `quantity` back into a stock-managed product or variation (WooCommerce's `wc_increase_stock_levels`). */
export function returnStock(db: Db, id: number, quantity: number): void {
  sql(
    db,
    `UPDATE products SET stock_quantity = stock_quantity + @qty,
       stock_status = CASE WHEN stock_quantity + @qty > 0 THEN 'instock'
                           WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END
     WHERE id = @id AND manage_stock = 1`,
  ).run({ id, qty: quantity })
}
