import type { ProductRow } from './catalogue-rows'
import { sql, type Db } from './database'

/** The product columns an edit may write (updateProduct, and a variable parent synced from its variations). */
export type EditableColumns = Partial<
  Pick<
    ProductRow,
    | 'name'
    | 'search_text'
    | 'regular_price'
    | 'sale_price'
    | 'min_price'
    | 'max_price'
    | 'manage_stock'
    | 'stock_quantity'
    | 'stock_status'
  >
> & { modified?: string }

const EDITABLE = new Set([
  'name',
  'search_text',
  'regular_price',
  'sale_price',
  'min_price',
  'max_price',
  'manage_stock',
  'stock_quantity',
  'stock_status',
  'modified',
])

/** Writes the given columns of one product (only the editable ones; names are whitelisted, values bound). */
export function updateProductColumns(db: Db, id: number, columns: EditableColumns): void {
  const names = Object.keys(columns).filter((c) => EDITABLE.has(c))
  if (names.length === 0) return
  sql(db, `UPDATE products SET ${names.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({
    ...Object.fromEntries(names.map((c) => [c, columns[c as keyof EditableColumns]])),
    id,
  })
}
