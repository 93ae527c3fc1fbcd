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
> & { modified?: string; status?: string; visibility?: string }

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
  'status',
  'visibility',
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

/** A product's categories (product_cat terms) replaced by `termIds`. */
export function setProductCategories(db: Db, id: number, termIds: number[]): void {
  sql(
    db,
    `DELETE FROM product_terms WHERE product_id = ? AND term_id IN (SELECT id FROM terms WHERE taxonomy = 'product_cat')`,
  ).run(id)
  const insert = sql(db, 'INSERT OR IGNORE INTO product_terms (product_id, term_id) VALUES (?, ?)')
  for (const termId of termIds) insert.run(id, termId)
}

/** The ids of `ids` that are product categories. */
export function categoryTermIds(db: Db, ids: number[]): number[] {
  const rows = sql(
    db,
    `SELECT id FROM terms WHERE taxonomy = 'product_cat' AND id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as Array<{ id: number }>
  return rows.map((row) => row.id)
}

/** Term counts as WordPress keeps them (`_update_post_term_count`): the published products of each of `termIds`. */
export function recountTerms(db: Db, termIds: number[]): void {
  const update = sql(
    db,
    `UPDATE terms SET count = (SELECT COUNT(*) FROM product_terms pt JOIN products p ON p.id = pt.product_id
      WHERE pt.term_id = terms.id AND p.status = 'publish') WHERE id = ?`,
  )
  for (const id of new Set(termIds)) update.run(id)
}

/** The ids of a product's terms (every taxonomy). */
export function productTermIds(db: Db, id: number): number[] {
  const rows = sql(db, 'SELECT term_id FROM product_terms WHERE product_id = ?').all(id) as Array<{
    term_id: number
  }>
  return rows.map((row) => row.term_id)
}
